/**
 * The checks of the phone-width test (issue 31), run inside the page: horizontal overflow, a price or a
 * word broken over two lines, and tap targets under 44 × 44 px. One `page.evaluate` per width, so a
 * page costs one round trip per check.
 */
import type { Page } from 'playwright-core';

/** The smallest tap target, in CSS pixels (WCAG 2.5.5's 44 px, the issue's figure). */
export const MIN_TARGET = 44;

/**
 * Lists what is wrong with the page at its current width: "overflow …", "cut off …" (a region
 * that scrolls sideways), "price split …", "word split …", "tap …". The wizard's shadow tree is left out (the wizard has its own test); so are links inside a
 * sentence (WCAG 2.5.8's inline exception), the skip link while off-screen and elements not shown.
 */
export function narrowProblems(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const problems: string[] = [];
    const describe = (el: Element) => {
      const id = el.id ? `#${el.id}` : '';
      const cls = typeof el.className === 'string' && el.className ? `.${el.className.split(' ')[0]}` : '';
      const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `<${el.tagName.toLowerCase()}${id}${cls}> "${text}"`;
    };
    const shown = (el: Element) => {
      const style = getComputedStyle(el);
      return style.visibility !== 'hidden' && el.getClientRects().length > 0;
    };

    // 1. Horizontal overflow of the page, with the widest elements to blame.
    const width = innerWidth;
    const scrollWidth = document.scrollingElement!.scrollWidth;
    if (scrollWidth > width) {
      const blamed = [...document.body.querySelectorAll('*')]
        .filter((el) => el.getBoundingClientRect().right > width + 0.5 && shown(el))
        .filter((el) => !(el.parentElement && el.parentElement.getBoundingClientRect().right > width + 0.5))
        .slice(0, 3)
        .map(describe);
      problems.push(`overflow: ${scrollWidth} px in ${width} px (${blamed.join('; ')})`);
    }

    // A table or list in a region that scrolls sideways is cut off on a phone: it must reflow instead.
    for (const el of document.body.querySelectorAll('*')) {
      if (el.closest('transfer-booking') || el.tagName === 'TEXTAREA' || !shown(el)) continue;
      const overflowX = getComputedStyle(el).overflowX;
      if ((overflowX === 'auto' || overflowX === 'scroll') && el.scrollWidth > el.clientWidth + 1)
        problems.push(`cut off: ${el.scrollWidth} px in ${el.clientWidth} px, ${describe(el)}`);
    }

    // 2. A price or a word over two lines. Lines are told apart by their rectangles' tops.
    const lines = (range: Range) => {
      const tops: number[] = [];
      for (const r of range.getClientRects()) {
        if (r.width === 0 || r.height === 0) continue;
        if (!tops.some((t) => Math.abs(t - r.top) < r.height / 2)) tops.push(r.top);
      }
      return tops.length;
    };
    const NUMBER = String.raw`\d{1,3}(?:[.,\u00a0\u202f ]\d{3})*(?:[.,]\d{1,2})?`;
    const PRICE = new RegExp(String.raw`€[\s\u00a0\u202f]?${NUMBER}|${NUMBER}[\s\u00a0\u202f]?€`, 'gu');
    const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’.,]*[\p{L}\p{N}]/gu;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      const parent = node.parentElement;
      if (!parent || !text.trim() || parent.closest('script, style, noscript, .visually-hidden, textarea'))
        continue;
      if (!shown(parent)) continue;
      const check = (re: RegExp, what: string) => {
        for (const m of text.matchAll(re)) {
          const range = document.createRange();
          range.setStart(node!, m.index);
          range.setEnd(node!, m.index + m[0].length);
          if (lines(range) > 1) problems.push(`${what} split: "${m[0]}" in ${describe(parent)}`);
        }
      };
      check(PRICE, 'price');
      // E-mail and web addresses may break where they must (overflow-wrap), words may not.
      if (!/@|:\/\//.test(text)) check(WORD, 'word');
    }

    // 3. Tap targets.
    const inSentence = (el: Element) => {
      if (getComputedStyle(el).display !== 'inline') return false;
      let block = el.parentElement;
      while (block && getComputedStyle(block).display === 'inline') block = block.parentElement;
      const own = (el.textContent ?? '').trim().length;
      return (block?.textContent ?? '').trim().length > own + 2;
    };
    const union = (rects: DOMRect[]) => {
      const left = Math.min(...rects.map((r) => r.left));
      const right = Math.max(...rects.map((r) => r.right));
      const top = Math.min(...rects.map((r) => r.top));
      const bottom = Math.max(...rects.map((r) => r.bottom));
      return { width: right - left, height: bottom - top };
    };
    const targets = document.body.querySelectorAll<HTMLElement>(
      'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button]',
    );
    for (const el of targets) {
      if (el.closest('transfer-booking') || !shown(el)) continue;
      if ((el as HTMLButtonElement).disabled && el.closest('[aria-busy=true]')) continue;
      const rect = el.getBoundingClientRect();
      if (rect.bottom + scrollY <= 0) continue; // the skip link waits above the page until focused
      if (el.tagName === 'A' && inSentence(el)) continue;
      let size: { width: number; height: number } = rect;
      const input = el as HTMLInputElement;
      if (el.tagName === 'INPUT' && (input.type === 'checkbox' || input.type === 'radio')) {
        // A checkbox or radio button is tapped together with its label.
        const labels = [...(input.labels ?? [])].filter(shown).map((l) => l.getBoundingClientRect());
        size = union([rect, ...labels]);
      }
      if (size.width < min - 0.5 || size.height < min - 0.5)
        problems.push(`tap ${Math.round(size.width)}×${Math.round(size.height)}: ${describe(el)}`);
    }
    return problems;
  }, MIN_TARGET);
}

/** Waits (at most `ms`) until every island of the page has hydrated and no region says it is busy. */
export async function settled(page: Page, ms = 15_000): Promise<void> {
  await page.waitForFunction(
    () =>
      document.querySelectorAll('astro-island[ssr]').length === 0 &&
      document.querySelectorAll('[aria-busy=true]').length === 0,
    undefined,
    { timeout: ms },
  );
}
