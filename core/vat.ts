/**
 * VAT on the operator's rides. Road passenger transport in Belgium is taxed at the reduced rate of
 * 6 % (Royal Decree no. 20 of 20 July 1970, table A, heading XVII; core/READINGS.md). Prices are
 * quoted to customers VAT included, so a receipt shows the VAT contained in what was paid.
 */
import type { Cents } from './tariff';

/** The Belgian VAT rate for passenger transport, in percent. */
export const PASSENGER_TRANSPORT_VAT_PERCENT = 6;

/** The VAT contained in a price that includes it: 6/106 of it, rounded to the cent. */
export function vatIncluded(grossCents: Cents, percent = PASSENGER_TRANSPORT_VAT_PERCENT): Cents {
  return Math.round((grossCents * percent) / (100 + percent));
}
