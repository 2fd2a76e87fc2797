/**
 * `POST billoorders/{id}/cancel`: the customer cancels the booking under the terms they accepted. The
 * status change (server/payment/state.ts, cause 'customer'), the refund coupon and the record of what
 * was charged happen in one transaction, after the order's row is locked, so two cancels cannot both
 * make a coupon.
 */
import { makeRefundCoupon } from './refund-coupon';
import { isCancelled } from '../../core';
import type { Database, Queryable } from '../data/database';
import { ApiError } from '../http/envelope';
import { issueCreditNote } from '../invoices/issue';
import { lockStatus, transition } from '../payment/state';
import { insertCancellation } from '../data/orders/manage-changes-repo';
import type { ManagedOrder } from '../data/orders/manage-orders-repo';
import { cancellationQuote, orderActions } from './rules';
import { readCancellationScale } from './cancellation-scale-setting';

/** What a cancellation did. */
export interface Cancellation {
  chargeCents: number;
  refundCents: number;
  /** The refund coupon, or null when nothing was refunded. */
  coupon: { code: string; amountCents: number; validUntil: string } | null;
}

/** How a cancellation is made: by the customer (the default) or by the operator on their behalf. */
export interface CancelOptions {
  /** Who cancels: 'customer' (the manage page) or 'operator' (the back office). */
  cause?: 'customer' | 'operator';
  /**
   * A refund the operator chose instead of the terms' amount, in cents: at most what the customer
   * paid (the total of a paid order, nothing otherwise), else a 400 naming `refund_cents`.
   */
  refundCents?: number;
  /**
   * The operator broke the contract (issue 23): everything paid comes back as the customer chooses
   * later (server/manage/refund-choice-service.ts), so no coupon is made here and nothing is charged. Only for
   * a paid order, else 409 `not_paid`.
   */
  customerChooses?: boolean;
  /** Runs in the cancellation's transaction after it, e.g. to write the audit entry. */
  within?: (tx: Queryable, done: Cancellation & { statusBefore: string }) => Promise<void>;
}

/**
 * Cancels `order` at `now`. A paid order gets a refund coupon worth what the terms give back: kind
 * 'refund', for this order, one use, valid a year from today in Brussels; its own coupon uses stay
 * spent. An unpaid order gives its coupon uses back and refunds nothing, as does a free or invoiced
 * one (nothing was paid by the customer). 409 when it is already cancelled or its rides are past.
 * The operator (`options`) may give a chosen refund instead of the terms'.
 */
export async function cancelOrder(
  db: Database,
  order: ManagedOrder,
  now: Date,
  options: CancelOptions = {},
): Promise<Cancellation> {
  return db.transaction(async (tx) => {
    const status = await lockStatus(tx, order.id);
    if (status === null) throw new Error(`Order ${order.id} does not exist.`);
    const current = { ...order, status };
    if (isCancelled(status)) {
      throw new ApiError(409, 'already_cancelled', `Booking ${order.bonnr} is already cancelled.`, 'id');
    }
    if (!orderActions(current, now).cancel) {
      throw new ApiError(
        409,
        'too_late',
        `The rides of booking ${order.bonnr} have already taken place; it can no longer be cancelled.`,
        'id',
      );
    }
    const quote = cancellationQuote(current, now, await readCancellationScale(tx));
    if (options.refundCents !== undefined) {
      const paid = status === 'paid' ? order.total_cents - order.balance_due_cents : 0;
      if (options.refundCents > paid) {
        throw new ApiError(
          400,
          'invalid_request',
          `The field "refund_cents" is invalid: at most ${paid} cents, what the customer paid.`,
          'refund_cents',
        );
      }
      quote.refundCents = options.refundCents;
      // What the customer paid and does not get back is what the cancellation charged.
      if (status === 'paid') quote.chargeCents = paid - options.refundCents;
    }
    if (options.customerChooses) {
      if (status !== 'paid')
        throw new ApiError(
          409,
          'not_paid',
          `Booking ${order.bonnr} is ${status}: only a paid booking is refunded by the customer's choice.`,
          'refund',
        );
      quote.refundCents = order.total_cents;
      quote.chargeCents = 0;
    }
    await transition(tx, order.id, 'cancelled', options.cause ?? 'customer');
    let coupon: Cancellation['coupon'] = null;
    if (quote.refundCents > 0 && !options.customerChooses) {
      const stored = await makeRefundCoupon(tx, order.id, quote.refundCents, now);
      coupon = { code: stored.code, amountCents: quote.refundCents, validUntil: stored.validUntil };
      await issueCreditNote(tx, order.id, quote.refundCents, { via: 'coupon', code: stored.code }, now);
    }
    // An invoiced order's agency no longer owes what the cancellation does not charge: its invoice is
    // corrected by a credit note too, although no money goes back to the traveller.
    if (status === 'invoiced') {
      await issueCreditNote(tx, order.id, order.total_cents - quote.chargeCents, { via: 'invoice' }, now);
    }
    await insertCancellation(tx, {
      orderId: order.id,
      statusBefore: status,
      terms: quote.terms,
      chargeCents: quote.chargeCents,
      refundCents: quote.refundCents,
      couponCode: coupon?.code ?? null,
    });
    const done = { chargeCents: quote.chargeCents, refundCents: quote.refundCents, coupon };
    await options.within?.(tx, { ...done, statusBefore: status });
    return done;
  });
}
