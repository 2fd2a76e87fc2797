/**
 * Sets the French typography of core/typography.ts in catalogue files, string literal by string
 * literal (single-quoted, as the catalogues write them), so a writer need not type U+202F by hand:
 * `node --import tsx scripts/french-spacing.ts site/src/i18n/fr.ts …`. Keys never contain the spaced
 * punctuation, so only texts change. The typography test says which file to run it on.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { frenchSpacing } from '../core/typography';

// A file that holds several languages (`const fr = {…}` beside nl and en) is set only inside its
// French object, so the Dutch and English texts keep their own punctuation.
const FRENCH_BLOCK = /^const fr\b[^\n]*\{\n[\s\S]*?\n\};?$/m;
const spaceLiterals = (text: string) =>
  text.replace(/'(?:[^'\\\n]|\\.)*'/g, (literal) => frenchSpacing(literal));

for (const file of process.argv.slice(2)) {
  const source = readFileSync(file, 'utf8');
  const fixed = /^const (nl|en)\b/m.test(source)
    ? source.replace(FRENCH_BLOCK, spaceLiterals)
    : spaceLiterals(source);
  if (fixed !== source) writeFileSync(file, fixed);
  console.log(`${file}: ${fixed === source ? 'unchanged' : 'set'}`);
}
