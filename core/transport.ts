/**
 * The kinds of transport, trip and payment a booking names (SPEC 3 "Booking draft"). They have their
 * own module because the draft, the Combi rules, the tariff and the trip helpers all use them, and the
 * draft in turn uses the Combi rules: kept in draft.ts they tied draft.ts and combi.ts in a cycle.
 */

/** The transport type: shared minibus (Combi), private minibus or sedan (Comfort), premium car (Business). */
export type TransportType = 'COMBINATIE' | 'COMFORT' | 'BUSINESS';

/** Every transport type, cheapest first. */
export const TRANSPORT_TYPES = [
  'COMBINATIE',
  'COMFORT',
  'BUSINESS',
] as const satisfies readonly TransportType[];

/** The trip kind of the order payload: H departure only, T return only, HT both. */
export type TripKind = 'H' | 'T' | 'HT';

/** How the customer pays; card payment unless an agent licence is set up for invoices. */
export type PaymentMode = 'CREDITCARD' | 'INVOICE';
