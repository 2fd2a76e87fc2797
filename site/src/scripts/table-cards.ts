/**
 * Tables marked `cards` read as one card per row on a phone (styles/phone.css, issue 31): each cell
 * then shows its column's heading beside its value, which CSS takes from the cell's `data-label`. This
 * script writes those labels from the table's last heading row, on every page and again whenever an
 * island renders or changes a table, so the islands' markup needs nothing but the class. Cells spanning
 * rows (a round trip's two legs in the account's list) and columns are placed as the table places them.
 * Laid out as blocks, a table loses its table semantics in browsers (Chromium drops its cells from the
 * accessibility tree), so the script also gives every part its ARIA table role, as the markup says.
 */

/** The ARIA role of a table part, as its element already means it. */
function roleOf(el: Element): string | null {
  switch (el.tagName) {
    case 'THEAD':
    case 'TBODY':
    case 'TFOOT':
      return 'rowgroup';
    case 'TR':
      return 'row';
    case 'TD':
      return 'cell';
    case 'TH':
      return el.getAttribute('scope') === 'row' || el.closest('tbody') ? 'rowheader' : 'columnheader';
    default:
      return null;
  }
}

/** Gives `table` and its parts their ARIA table roles, keeping a role the markup set itself. */
function keepSemantics(table: HTMLTableElement): void {
  if (!table.hasAttribute('role')) table.setAttribute('role', 'table');
  for (const part of table.querySelectorAll('thead, tbody, tfoot, tr, th, td')) {
    if (part.closest('table') !== table || part.hasAttribute('role')) continue;
    const role = roleOf(part);
    if (role) part.setAttribute('role', role);
  }
}

/** Labels the cells of `table`'s bodies with the heading of their column. */
export function labelCells(table: HTMLTableElement): void {
  keepSemantics(table);
  const head = table.tHead?.rows[table.tHead.rows.length - 1];
  if (!head) return;
  const names: string[] = [];
  for (const cell of head.cells) {
    const name = (cell.textContent ?? '').trim().replace(/\s+/g, ' ');
    for (let i = 0; i < cell.colSpan; i++) names.push(name);
  }
  for (const body of table.tBodies) {
    // Columns taken by a cell of an earlier row that spans down, per row of this body.
    const taken: Set<number>[] = [...body.rows].map(() => new Set<number>());
    [...body.rows].forEach((row, r) => {
      let column = 0;
      for (const cell of row.cells) {
        while (taken[r]!.has(column)) column++;
        const name = names[column];
        if (name && cell.dataset.label !== name) cell.dataset.label = name;
        for (let down = 1; down < cell.rowSpan && r + down < taken.length; down++)
          for (let c = 0; c < cell.colSpan; c++) taken[r + down]!.add(column + c);
        column += cell.colSpan;
      }
    });
  }
}

let queued = false;

/** Labels every card table of the page, once per frame however many changes arrive. */
function labelAll(): void {
  if (queued) return;
  queued = true;
  requestAnimationFrame(() => {
    queued = false;
    for (const table of document.querySelectorAll<HTMLTableElement>('table.cards')) labelCells(table);
  });
}

labelAll();
// Only added or removed nodes matter (new rows, a new page of the list); label changes do not re-trigger.
new MutationObserver(labelAll).observe(document.body, { childList: true, subtree: true });
