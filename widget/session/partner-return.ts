/**
 * Back on the partner's page after the outcome (issue 28): the operator's outcome page sends the
 * customer to the page's `return-url` with the booking number, outcome, order id and total in its query
 * (docs/partner-return.md). The element reads them once when it starts and dispatches `tb-booked`
 * with them. Its own chunk: only a page reached that way loads it.
 *
 * The values come from the page's address, which anyone can write: the event tells the partner's page
 * what to show, not that a payment happened (the partner checks a booking with the operator).
 */
import { RETURN_OUTCOMES, RETURN_QUERY, type ReturnOutcome } from '../../core';
import type { BookingRoute, TbBookedDetail } from '../contract';
import { clearDraft } from './draft-storage';

/** The route a saved order took, by the outcome the return reports. */
const ROUTE: Readonly<Record<ReturnOutcome, BookingRoute>> = {
  paid: 'payment',
  failed: 'payment',
  cancelled: 'payment',
  invoice: 'invoice',
  free: 'free',
};

/** Reads the outcome values of a return, or null when the address carries none (or odd ones). */
export function readReturnedBooking(query: URLSearchParams): TbBookedDetail | null {
  const outcome = query.get(RETURN_QUERY.outcome) as ReturnOutcome | null;
  const booking = query.get(RETURN_QUERY.booking) ?? '';
  const orderId = Number(query.get(RETURN_QUERY.order));
  const total = Number(query.get(RETURN_QUERY.total));
  if (!outcome || !RETURN_OUTCOMES.includes(outcome) || !/^[A-Za-z0-9_-]{1,40}$/.test(booking)) return null;
  if (!Number.isSafeInteger(orderId) || orderId <= 0 || !Number.isFinite(total) || total < 0) return null;
  return { orderId, route: ROUTE[outcome], total, bookingNumber: booking, outcome, returned: true };
}

/**
 * Dispatches `tb-booked` for a return in `query` through `emit`, and drops the element's draft when
 * the booking is settled (paid, free, invoiced), so the wizard starts afresh; after a refused or
 * cancelled payment the draft stays, so the customer can try again.
 */
export function announceReturn(
  query: URLSearchParams,
  draftKey: string,
  emit: (detail: TbBookedDetail) => void,
): void {
  const detail = readReturnedBooking(query);
  if (!detail) return;
  if (detail.outcome !== 'failed' && detail.outcome !== 'cancelled') clearDraft(draftKey);
  emit(detail);
}
