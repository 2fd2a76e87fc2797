/**
 * French typography (core/typography.ts) holds for every French catalogue the repository has, found by
 * where it lives, and for the amounts Intl writes in fr-BE; and no renderer types a label's colon
 * itself: labels go through their catalogue's label pattern (`label`, `acc.label`, `mail.label` …).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatEuros } from '../../../core/tariff';
import { NNBSP, frenchSpacing } from '../../../core/typography';
import { ROOT, catalogueTexts, type CatalogueText } from '../../support/catalogue-files';

const show = (s: string) => s.replaceAll(NNBSP, '⍽').replaceAll('\u00a0', '°');

describe('frenchSpacing()', () => {
  it.each([
    ['Total : 25 €', 'Total⍽: 25⍽€'],
    ['Vous n’êtes pas à l’origine de cette demande ?', 'Vous n’êtes pas à l’origine de cette demande⍽?'],
    ['Bon voyage!', 'Bon voyage⍽!'],
    ['réduisez leur nombre ; ou', 'réduisez leur nombre⍽; ou'],
    ['{field} : {before}', '{field}⍽: {before}'],
    ['TVA {percent} %', 'TVA {percent}⍽%'],
    ['2 h 30', '2⍽h⍽30'],
    ['entre {timeMarginMin} h et {timeMarginMax} h.', 'entre {timeMarginMin}⍽h et {timeMarginMax}⍽h.'],
    [
      '{minutes, plural, =0 {{hours, number} h} other {{whole} h {minutes}}}',
      '{minutes, plural, =0 {{hours, number}⍽h} other {{whole}⍽h⍽{minutes}}}',
    ],
    ['{n} heures, 3 hôtels', '{n} heures, 3 hôtels'],
    ['via « Gérer ma réservation »', 'via «⍽Gérer ma réservation⍽»'],
    ['«Gérer» : ici', '«⍽Gérer⍽»⍽: ici'],
    ['1 500 €', '1⍽500⍽€'],
    ['à 03:25, https://x.be/?id=3', 'à 03:25, https://x.be/?id=3'],
  ])('sets %j as %j', (text, expected) => {
    expect(show(frenchSpacing(text))).toBe(expected);
    expect(frenchSpacing(frenchSpacing(text))).toBe(frenchSpacing(text));
  });
});

describe('amounts and percentages formatted in fr-BE', () => {
  it('keep their number and sign together with no-break spaces', () => {
    expect(show(formatEuros(150000, 'fr-BE'))).toBe('1⍽500,00°€');
    expect(show(new Intl.NumberFormat('fr-BE', { style: 'percent' }).format(0.3))).toBe('30°%');
    expect(frenchSpacing(formatEuros(150000, 'fr-BE'))).toBe(formatEuros(150000, 'fr-BE'));
  });
});

describe('every French catalogue', () => {
  let texts: CatalogueText[] = [];
  beforeAll(async () => {
    texts = (await catalogueTexts()).filter((t) => t.lang === 'fr');
  });

  it('is found', () => {
    expect(new Set(texts.map((t) => t.file)).size).toBeGreaterThanOrEqual(6);
  });

  // A failure names the file: `node --import tsx scripts/french-spacing.ts <file>` sets it.
  it('follows the French typography rule', () => {
    const wrong = texts
      .filter((t) => frenchSpacing(t.text) !== t.text)
      .map((t) => `${t.file} ${t.key}: ${show(t.text)}`);
    expect(wrong).toEqual([]);
  });
});

describe('every Dutch and English catalogue', () => {
  // Files with all three languages are set by scripts/french-spacing.ts in their French part only.
  it('keeps its punctuation without the French narrow no-break space', async () => {
    const wrong = (await catalogueTexts())
      .filter((t) => t.lang !== 'fr' && new RegExp(`${NNBSP}[:;?!]`).test(t.text))
      .map((t) => `${t.file} ${t.key}: ${show(t.text)}`);
    expect(wrong).toEqual([]);
  });
});

describe('labels', () => {
  const SOURCE_DIRS = ['site/src', 'widget', 'server', 'client'];
  // A call of a translate function (t, at, et, text, …) closed and followed straight by a colon.
  const TYPED_COLON = /\b[a-zA-Z]*\((?:lang, )?'[\w.-]+'(?:, \{[^}]*\})?\)\}?:\s/;

  it('never get their colon typed by a renderer', () => {
    const offending = SOURCE_DIRS.flatMap((dir) =>
      readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
        .filter((file) => /\.(astro|tsx?)$/.test(file))
        .flatMap((file) =>
          readFileSync(join(ROOT, dir, file), 'utf8')
            .split('\n')
            .map((line, i) => ({ where: `${dir}/${file}:${i + 1}`, line }))
            .filter(({ line }) => TYPED_COLON.test(line)),
        )
        .map(({ where, line }) => `${where}: ${line.trim()}`),
    );
    expect(offending).toEqual([]);
  });
});
