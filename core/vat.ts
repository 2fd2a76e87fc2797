/**
 * VAT on the operator's rides. Road passenger transport in Belgium is taxed at the reduced rate of
 * 6 % (Royal Decree no. 20 of 20 July 1970, table A, heading XVII; core/READINGS.md). Prices are
 * quoted to customers VAT included, so an invoice shows the VAT contained in what was paid.
 */
import type { Cents } from './tariff';

/** The Belgian VAT rate for passenger transport, in percent. */
export const PASSENGER_TRANSPORT_VAT_PERCENT = 6;

/** The VAT contained in a price that includes it: 6/106 of it, rounded to the cent. */
export function vatIncluded(grossCents: Cents, percent = PASSENGER_TRANSPORT_VAT_PERCENT): Cents {
  return Math.round((grossCents * percent) / (100 + percent));
}

/** One amount split as an invoice prints it: excluding VAT, the VAT, and including VAT. */
export interface VatSplit {
  net: Cents;
  vat: Cents;
  gross: Cents;
}

/** Splits a price that includes VAT into its amount excluding VAT and the VAT it contains. */
export function vatSplit(grossCents: Cents, percent = PASSENGER_TRANSPORT_VAT_PERCENT): VatSplit {
  const vat = vatIncluded(grossCents, percent);
  return { net: grossCents - vat, vat, gross: grossCents };
}

/**
 * Splits each line of an invoice (prices including VAT) and totals the splits. The total's VAT is the
 * sum of the lines' VAT, not the VAT of the total, so every column of the invoice adds up to the cent.
 */
export function vatLines(
  grossCents: readonly Cents[],
  percent = PASSENGER_TRANSPORT_VAT_PERCENT,
): { lines: VatSplit[]; total: VatSplit } {
  const lines = grossCents.map((g) => vatSplit(g, percent));
  const total = lines.reduce(
    (sum, l) => ({ net: sum.net + l.net, vat: sum.vat + l.vat, gross: sum.gross + l.gross }),
    { net: 0, vat: 0, gross: 0 },
  );
  return { lines, total };
}
