/**
 * What an order carries besides its passengers, listed back to the customer the same way on every
 * screen, e-mail and document that shows the booking (issue 31): the suitcases, the child seats per
 * age band, each bulky item and the pets, in one fixed order, only those booked. The texts that name
 * them live in each part's catalogue; this file only decides what is listed and in which order.
 */
import { SHEET_ITEM_KINDS, type SheetItemKind } from './backoffice-types';

/** One kind of thing booked besides the passengers. */
export type BookedExtraKind =
  'koffers' | 'seatSmall' | 'seatMedium' | 'seatLarge' | SheetItemKind | 'huisdieren';

/** A kind booked and how many of it (each ride of the order carries them). */
export interface BookedExtra {
  kind: BookedExtraKind;
  count: number;
}

/** The order columns the extras are read from (`orders`, SPEC 3's payload names). */
export type BookedExtraColumns = Readonly<
  Record<'koffers' | 'aantalks2' | 'aantalks3' | 'aantalks4' | 'huisdieren' | SheetItemKind, number>
>;

/** Every kind in the order it is listed: luggage, child seats, bulky items, then pets. */
export const BOOKED_EXTRA_KINDS: readonly BookedExtraKind[] = [
  'koffers',
  'seatSmall',
  'seatMedium',
  'seatLarge',
  ...SHEET_ITEM_KINDS,
  'huisdieren',
];

const COLUMN: Readonly<Record<BookedExtraKind, keyof BookedExtraColumns>> = {
  koffers: 'koffers',
  // aantalks1 is always 0 (SPEC 3): the three bands are aantalks2..4.
  seatSmall: 'aantalks2',
  seatMedium: 'aantalks3',
  seatLarge: 'aantalks4',
  rolstoelen: 'rolstoelen',
  rollators: 'rollators',
  fietskoffers: 'fietskoffers',
  skis: 'skis',
  golfbags: 'golfbags',
  kinderwagens: 'kinderwagens',
  huisdieren: 'huisdieren',
};

/**
 * Lists what order `o` booked besides its passengers, in {@link BOOKED_EXTRA_KINDS}' order, leaving
 * out what it has none of (so a list never reads "Golf bags: 0").
 *
 * @example bookedExtras({ ...none, koffers: 2, aantalks2: 1 }) // [{kind:'koffers',count:2},{kind:'seatSmall',count:1}]
 */
export function bookedExtras(o: BookedExtraColumns): BookedExtra[] {
  return BOOKED_EXTRA_KINDS.map((kind) => ({ kind, count: Number(o[COLUMN[kind]]) || 0 })).filter(
    (x) => x.count > 0,
  );
}

/**
 * The ways to pay online the provider page offers (SPEC 1, SPEC 9 "Payment methods"), in the order
 * texts name them: the payment card (Visa, Mastercard) and Bancontact. A text that names the ways to
 * pay lists these through its catalogue, so adding one here adds it to every such text.
 */
export const ONLINE_PAYMENT_METHODS = ['card', 'bancontact'] as const;

/** One way to pay online. */
export type OnlinePaymentMethod = (typeof ONLINE_PAYMENT_METHODS)[number];
