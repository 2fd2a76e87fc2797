/**
 * Every number a text states comes from core as a placeholder (`{pickupWaitMinutes}`), never typed, so
 * no text can drift from the rule it describes. The test reads the literal text of every catalogue it
 * finds (placeholders and their names left out) and fails on any digit, apart from the few texts below
 * whose digits are not rule values.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogueTexts, readableText, type CatalogueText } from '../../support/catalogue-files';

/** Texts that may carry digits, by key pattern, each with its reason. */
const ALLOWED: readonly { key: RegExp; why: string }[] = [
  { key: /(^|\.)(vat|vatHint)$/, why: 'the example of a VAT number (BE 0123.456.749)' },
  { key: /^acc\.fb\.rating[1-5]$/, why: 'each rating option names its own score' },
  {
    key: /^extras\.childSeats(Small|Medium|Large)$/,
    why: 'the widget step-0 child-seat labels: placeholders would grow the first-step Dutch chunk beyond its budget',
  },
  {
    key: /^faq\.flight\.a$/,
    why: 'the airport margins, written per language ("2 h 30" in French), not one number',
  },
];

let texts: CatalogueText[] = [];
beforeAll(async () => {
  texts = await catalogueTexts();
});

describe('numbers in texts', () => {
  it('come from core as placeholders, in every catalogue', () => {
    const typed = texts
      .filter((t) => !ALLOWED.some((a) => a.key.test(t.key)))
      .filter((t) => /\d/.test(readableText(t.text)))
      .map((t) => `${t.file} ${t.key}: ${readableText(t.text)}`);
    expect([...new Set(typed)]).toEqual([]);
  });

  it('are read where a placeholder formats them', () => {
    expect(readableText('Wacht {n} minuten, {fee, number, ::currency/EUR}')).not.toMatch(/\d/);
    expect(readableText('Wacht 10 minuten')).toMatch(/\d/);
  });
});
