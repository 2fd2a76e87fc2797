/**
 * The back office's order search (issue 13): one search text read as a receipt number, an e-mail
 * address, a phone number, or a booking code or name, plus filters, newest order first. Every branch
 * is served by an index of migration 015 (or the unique ecode and bonnr), so the answer stays fast on
 * a large history (scripts/bench-backoffice.ts).
 */
import type { BackofficeOrderRow } from '../../../core';
import type { Queryable } from '../database';

/** The filters of a search; every one optional. Dates are 'YYYY/MM/DD' (ride dates, either leg). */
export interface OrderFilter {
  q?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  status?: string | undefined;
  vehicle?: string | undefined;
  agent?: string | undefined;
  event?: number | undefined;
  limit: number;
  offset: number;
}

/** One order in the search's list: core's shape of the answer. */
export type OrderListRow = BackofficeOrderRow;

/** The last nine digits of a phone number as typed: the national number whatever prefix was used. */
export function phoneKey(text: string): string {
  return text.replace(/[^0-9]/g, '').slice(-9);
}

const likePrefix = (text: string) => `${text.toLowerCase().replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

/** The condition for search text `q`, its parameters numbered from `next`. */
function textCondition(q: string, params: unknown[]): string {
  const add = (v: unknown) => `$${params.push(v)}`;
  if (/^TB\d+$/i.test(q)) return `o.bonnr = ${add(q.toUpperCase())}`;
  if (q.includes('@')) return `lower(o.emailklant) = ${add(q.toLowerCase())}`;
  // A booking code may be all digits, so a number as typed is looked for as either.
  if (/^[+\d][\d\s./()-]{5,}$/.test(q) && phoneKey(q).length >= 6)
    return `(right(regexp_replace(o.telklant, '[^0-9]', '', 'g'), 9) = ${add(phoneKey(q))} OR o.ecode = ${add(q.toUpperCase())})`;
  const words = q.split(/\s+/);
  const name =
    words.length > 1
      ? `(lower(o.voornaam) LIKE ${add(likePrefix(words[0]!))} AND lower(o.naam) LIKE ${add(likePrefix(words.slice(1).join(' ')))})
         OR lower(o.naam) LIKE ${add(likePrefix(q))}`
      : `lower(o.naam) LIKE ${add(likePrefix(q))} OR lower(o.voornaam) LIKE ${add(likePrefix(q))}`;
  return `(o.ecode = ${add(q.toUpperCase())} OR ${name})`;
}

/** Builds the WHERE clause of `f` with its parameters. */
export function orderWhere(f: Omit<OrderFilter, 'limit' | 'offset'>): { where: string; params: unknown[] } {
  const params: unknown[] = [];
  const add = (v: unknown) => `$${params.push(v)}`;
  const and: string[] = [];
  if (f.q) and.push(textCondition(f.q, params));
  if (f.from || f.to) {
    const from = add(f.from ?? '0000/00/00');
    const to = add(f.to ?? '9999/99/99');
    // Written as the partial indexes' predicates, so each leg's date index serves its half.
    and.push(`((o.heenterug <> 'T' AND o.datumheen BETWEEN ${from} AND ${to})
            OR (o.heenterug <> 'H' AND o.datumterug BETWEEN ${from} AND ${to}))`);
  }
  if (f.status) and.push(`o.status = ${add(f.status)}`);
  if (f.vehicle) and.push(`o.soortvervoer = ${add(f.vehicle)}`);
  if (f.agent) and.push(`o.talic <> '' AND o.talic = ${add(f.agent)}`);
  if (f.event) and.push(`o.event_id = ${add(f.event)}`);
  return { where: and.length ? and.join(' AND ') : 'true', params };
}

/** The query of a search by `f` (one row more than the page, to tell whether a next page exists). */
export function searchSql(f: OrderFilter): { sql: string; params: unknown[] } {
  const { where, params } = orderWhere(f);
  const sql = `SELECT o.id, o.bonnr, o.ecode, o.status, trim(o.voornaam || ' ' || o.naam) AS name,
            o.emailklant AS email, o.telklant AS phone, o.soortvervoer AS vehicle, o.heenterug AS trip,
            o.datumheen AS date_out, o.datumterug AS date_back, o.total_cents, o.talic AS agent_licence, o.event_id
       FROM orders o
      WHERE ${where}
      ORDER BY o.id DESC
      LIMIT ${Number(f.limit) + 1} OFFSET ${Number(f.offset)}`;
  return { sql, params };
}

/**
 * Searches orders by `f`, newest first, one page of `f.limit` from `f.offset`; `more` says whether a
 * next page exists (counting every match would scan on a broad search).
 */
export async function searchOrders(
  db: Queryable,
  f: OrderFilter,
): Promise<{ rows: OrderListRow[]; more: boolean }> {
  const { sql, params } = searchSql(f);
  const { rows } = await db.query<OrderListRow>(sql, params);
  return { rows: rows.slice(0, f.limit), more: rows.length > f.limit };
}
