/** The VAT of a passenger ride (6 %, core/vat.ts) as invoices split it, per line and in total. */
import { describe, expect, it } from 'vitest';
import { PASSENGER_TRANSPORT_VAT_PERCENT, vatIncluded, vatLines, vatSplit } from '../../../core';

describe('vatSplit()', () => {
  it.each([
    [10_600, 10_000, 600],
    [8_480, 8_000, 480],
    [1, 1, 0],
    [0, 0, 0],
    [9_999, 9_433, 566],
  ])('splits %i cents into %i excluding VAT and %i VAT', (gross, net, vat) => {
    expect(vatSplit(gross)).toEqual({ net, vat, gross });
  });

  it('uses the passenger transport rate of 6 %', () => {
    expect(PASSENGER_TRANSPORT_VAT_PERCENT).toBe(6);
    expect(vatIncluded(10_600)).toBe(600);
  });
});

describe('vatLines()', () => {
  it('totals each column as the sum of its lines, so the invoice adds up to the cent', () => {
    // Each line rounds its VAT (2.8319 €) down; the VAT of the total would be one cent more than their sum.
    const { lines, total } = vatLines([5_003, 5_003, 5_003]);
    expect(lines.map((l) => l.vat)).toEqual([283, 283, 283]);
    expect(vatIncluded(15_009)).toBe(850);
    expect(total).toEqual({ net: 14_160, vat: 849, gross: 15_009 });
    expect(total.net + total.vat).toBe(total.gross);
  });

  it('gives an empty document zero everywhere', () => {
    expect(vatLines([])).toEqual({ lines: [], total: { net: 0, vat: 0, gross: 0 } });
  });
});
