/**
 * Writes the text of the built terms and privacy pages as the fragments the widget's dialog shows
 * (issue 28; core/legal-texts.ts): for each language (and for the terms each cancellation scale), the
 * page's `.prose` block, its heading apart as the dialog's title. Run at the end of the site build,
 * so the dialog and the page can never say different things: both are the one rendering of
 * site/src/views/Terms.astro and Privacy.astro.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  CANCELLATION_SCALE_IDS,
  LANGS,
  LEGAL_DOCS,
  LEGAL_TEXTS_DIR,
  legalPagePath,
  legalTextFile,
  type LegalText,
} from '../core';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Decodes the character references Astro writes in text (named, decimal and hexadecimal). */
function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] !== '#') return ENTITIES[ref.toLowerCase()] ?? whole;
    const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
    return String.fromCodePoint(code);
  });
}

/**
 * The `.prose` block of a built page, split into its `<h1>` text and the HTML after it. Throws when the
 * page has none, so a view that loses its block fails the build instead of emptying the dialog.
 */
export function proseOf(page: string): LegalText {
  const open = /<div class="prose"[^>]*>/.exec(page);
  if (!open) throw new Error('no <div class="prose"> in the page');
  const start = open.index + open[0].length;
  // The block ends at the </div> that closes it; divs nested inside it are counted.
  const tags = /<div\b[^>]*>|<\/div>/g;
  tags.lastIndex = start;
  let depth = 1;
  let end = -1;
  for (let m = tags.exec(page); m; m = tags.exec(page)) {
    depth += m[0].startsWith('</') ? -1 : 1;
    if (depth === 0) {
      end = m.index;
      break;
    }
  }
  if (end < 0) throw new Error('the <div class="prose"> of the page is not closed');
  const inner = page.slice(start, end);
  const heading = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(inner);
  if (!heading) throw new Error('no <h1> in the page’s prose');
  const title = decode((heading[1] ?? '').replace(/<[^>]*>/g, '')).trim();
  const html = (inner.slice(0, heading.index) + inner.slice(heading.index + heading[0].length)).trim();
  return { title, html };
}

/** Writes every fragment from the built site in `siteDir` into `legal/` beside it; returns that folder. */
export function writeLegalFragments(siteDir: string): string {
  const out = join(siteDir, '..', LEGAL_TEXTS_DIR);
  mkdirSync(out, { recursive: true });
  for (const doc of LEGAL_DOCS) {
    for (const lang of LANGS) {
      for (const scale of doc === 'terms' ? CANCELLATION_SCALE_IDS : CANCELLATION_SCALE_IDS.slice(0, 1)) {
        const page = join(siteDir, legalPagePath(doc, lang, scale), 'index.html');
        let text: LegalText;
        try {
          text = proseOf(readFileSync(page, 'utf8'));
        } catch (error) {
          throw new Error(`${page}: ${(error as Error).message}`, { cause: error });
        }
        writeFileSync(join(out, legalTextFile(doc, lang, scale)), `${JSON.stringify(text)}\n`);
      }
    }
  }
  return out;
}
