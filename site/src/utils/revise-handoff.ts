/**
 * "Change booking" (issue 27): the manage page hands the order to the wizard's change mode. The wizard
 * keeps its draft with zustand's persist in sessionStorage under client's DRAFT_KEY_PREFIX and its
 * draft key (widget/session/draft-storage.ts, version 2); the manage page writes that slot before the
 * element starts: the draft prefilled from the order as it stands (core's draftFromOrder) and the
 * order to change (id, booking code, total, and the manage key the change calls send in their
 * `X-Manage-Key` header, never in an address). The slot lives in this tab only and is removed when the
 * change is done or given up.
 */
import { DRAFT_KEY_PREFIX } from '../../../client';
import { DEFAULT_BOOKING_SETTINGS, draftFromOrder, type ManageView, type RevisionDraft } from '../../../core';

/** The stored-draft version the wizard reads (widget/session/draft-storage.ts DRAFT_VERSION). */
const DRAFT_VERSION = 2;

/** The draft key of the wizard that changes order `id`. */
export function reviseDraftKey(id: number): string {
  return `revise-${id}`;
}

/** Stores the change-mode draft of `view` (opened with manage key `key`, '' for its owner). */
export function storeReviseDraft(
  view: ManageView,
  key: string,
  order: RevisionDraft,
  now = new Date(),
): boolean {
  const empty = { city: '', country: '', streets: [], loading: false };
  const state = {
    step: 0,
    draft: draftFromOrder(order.order, now, DEFAULT_BOOKING_SETTINGS),
    // Both addresses stand as booked: the return address does not follow the pickup's.
    retourEdited: true,
    lookup: { departure: empty, retour: { ...empty } },
    idempotencyKey: null,
    revision: { orderId: view.id, key, code: view.booking_code, oldTotalCents: order.total_cents },
  };
  try {
    sessionStorage.setItem(
      `${DRAFT_KEY_PREFIX}${reviseDraftKey(view.id)}`,
      JSON.stringify({ state, version: DRAFT_VERSION }),
    );
    return true;
  } catch {
    // Without storage the wizard cannot take the order over; the page says so.
    return false;
  }
}

/** Removes the change-mode draft of order `id` (the change is done or given up). */
export function clearReviseDraft(id: number): void {
  try {
    sessionStorage.removeItem(`${DRAFT_KEY_PREFIX}${reviseDraftKey(id)}`);
  } catch {
    // Nothing was stored.
  }
}
