/** Small helpers every slice shares: draft updates and the validation context. */
import {
  type BookingDraft,
  isCombiAvailable,
  legDates,
  resolveType,
  typeForAgent,
  type ValidationContext,
} from '../../core';
import type { BookingState, SliceArgs } from './types';

/**
 * Applies a change of the draft. Any change also drops the idempotency key, because a changed draft
 * is a different order; an unchanged repeated Book press keeps the key and so makes one order.
 */
export function patchDraft(set: SliceArgs[0], get: SliceArgs[1], patch: Partial<BookingDraft>): void {
  set({ draft: { ...get().draft, ...patch }, idempotencyKey: null });
}

/**
 * Tells whether Combi can be chosen for the draft: core's rule over the date of every booked leg, with
 * the server's booking settings and the PO number the last price accepted.
 */
export function combiAvailable(s: Pick<BookingState, 'draft' | 'price' | 'settings'>, now: Date): boolean {
  const hasValidPo = Boolean(s.price?.KORTINGPODATA && s.draft.POnr.trim() !== '');
  return isCombiAvailable({ legDates: legDates(s.draft), now, settings: s.settings, hasValidPo });
}

/**
 * Gives the transport type the draft must have after a change of date, PO or agent data: core's
 * Combi rules, with the agent rules when the booking is an agent's.
 */
export function settledType(
  s: Pick<BookingState, 'draft' | 'price' | 'settings'>,
  now: Date,
): BookingDraft['type'] {
  const d = s.draft;
  const po = s.price?.KORTINGPODATA;
  const available = combiAvailable(s, now);
  if (!d.agent) return resolveType(d.type, available);
  return typeForAgent({
    current: d.type,
    legDates: legDates(d),
    combiAvailable: available,
    cutoff: s.settings.combiCutoff,
    po: po
      ? {
          paidByAgent: po.BETAALDDOORTRAVELAGENT,
          campaign: po.CAMPAGNE,
          businessDiscount: po.BUSINESS,
          comfortDiscount: po.COMFORT,
        }
      : undefined,
  });
}

/** Builds core's validation context from the store's lookups, settings and the loaded phone check. */
export function validationContext(s: BookingState, now: Date): ValidationContext {
  return {
    now,
    earliestBookingDays: s.settings.earliestBookingDays,
    knownCity: { departure: s.lookup.departure.city !== '', retour: s.lookup.retour.city !== '' },
    suggestedStreets: { departure: s.lookup.departure.streets, retour: s.lookup.retour.streets },
    isMobilePhone: s.isMobile ?? (() => false),
    event: !!s.eventId,
  };
}
