/**
 * "Cancel and book again": after the manage page cancelled a booking for a change that changes the
 * price, the home page's wizard starts from a draft prefilled from that booking (legs, passengers,
 * suitcases, transport type, the customer's details) with the refund coupon already applied. The draft
 * is handed over the way the wizard keeps its own: zustand's persisted state in sessionStorage under
 * client's DRAFT_KEY_PREFIX and the home element's id (widget/session/draft-storage.ts, version 2).
 */
import { DRAFT_KEY_PREFIX } from '../../../client';
import { DEFAULT_BOOKING_SETTINGS, createDraft, type ManageView, type TransportType } from '../../../core';

/** The id of the wizard element on the home page (views/Home.astro), which names its draft. */
export const HOME_DRAFT_KEY = 'booking';

/** The stored-draft version the wizard reads (widget/session/draft-storage.ts DRAFT_VERSION). */
const DRAFT_VERSION = 2;

const TYPES: Record<string, TransportType> = {
  combinatie: 'COMBINATIE',
  comfort: 'COMFORT',
  business: 'BUSINESS',
};

/** Stores the wizard draft for booking `view` again, with refund coupon `coupon` ('' for none). */
export function storeRebookDraft(view: ManageView, coupon: string, now: Date = new Date()): void {
  const legs = new Set(view.legs.map((l) => l.leg));
  const draft = createDraft(now, DEFAULT_BOOKING_SETTINGS, {
    departure: legs.has('H'),
    arrival: legs.has('T'),
    pax: view.pax,
    koffers: view.suitcases,
    ...(TYPES[view.type] ? { type: TYPES[view.type] } : {}),
    firstName: view.first_name,
    lastName: view.last_name,
    email: view.email,
    phone: view.phone,
    coupons: coupon ? [coupon] : [],
  });
  const empty = { city: '', country: '', streets: [], loading: false };
  const state = {
    step: 0,
    draft,
    retourEdited: false,
    lookup: { departure: empty, retour: { ...empty } },
    idempotencyKey: null,
  };
  try {
    sessionStorage.setItem(
      `${DRAFT_KEY_PREFIX}${HOME_DRAFT_KEY}`,
      JSON.stringify({ state, version: DRAFT_VERSION }),
    );
  } catch {
    // Without storage the customer books from a fresh wizard and enters the coupon shown on the page.
  }
}
