/** Small helpers every slice shares: draft updates and the validation context. */
import {
  type BookingDraft,
  isCombiAvailable,
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

/** The date that decides Combi availability: the pickup date, or the return date for a return-only trip. */
export function tripDate(d: BookingDraft): string {
  return d.departure ? d.pickupDate : d.retourDate;
}

/**
 * Gives the transport type the draft must have after a change of date, PO or agent data: core's
 * Combi rules, with the agent rules when the booking is an agent's.
 */
export function settledType(s: Pick<BookingState, 'draft' | 'price'>, now: Date): BookingDraft['type'] {
  const d = s.draft;
  const po = s.price?.KORTINGPODATA;
  const hasValidPo = Boolean(po && d.POnr.trim() !== '');
  const combiAvailable = isCombiAvailable({ date: tripDate(d), now, hasValidPo });
  if (!d.agent) return resolveType(d.type, combiAvailable);
  return typeForAgent({
    current: d.type,
    date: tripDate(d),
    combiAvailable,
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

/** Builds core's validation context from the store's lookups and the loaded phone check. */
export function validationContext(s: BookingState, now: Date): ValidationContext {
  return {
    now,
    knownCity: { departure: s.lookup.departure.city !== '', retour: s.lookup.retour.city !== '' },
    suggestedStreets: { departure: s.lookup.departure.streets, retour: s.lookup.retour.streets },
    isMobilePhone: s.isMobile ?? (() => false),
  };
}
