import { isFinal, isPayable, type OrderStatus } from '../../core';
import type { Queryable } from '../data/database';
import { lockOrderStatus, oweConfirmation, writeStatusChange } from '../data/orders/payment-status-repo';
import { issueInvoice } from '../invoices/issue';
import { claimCouponUses, releaseCouponUses } from './coupon-uses';

/** The statuses of orders.status: core's ORDER_STATUSES, as the migrations' check lists them. */
export type { OrderStatus };

/**
 * Why a status changed: a verified provider message, one of the finishing calls, a new payment
 * attempt for a failed or broken-off order ('retry', back to awaiting_payment), the customer's
 * cancellation of the booking ('customer', to cancelled), or the operator's cancellation on the
 * customer's behalf in the back office ('operator', to cancelled), or the provider's accepted refund to
 * the card of a cancelled order ('refund', to refunded; issue 23).
 */
export type ChangeCause = 'provider' | 'free' | 'invoice' | 'retry' | 'customer' | 'operator' | 'refund';

/**
 * The state machine in one place. From a payable status (core's PAYABLE_STATUSES: awaiting_payment,
 * failed, payment_cancelled) an order may go to paid, invoiced or free (final), or to failed or
 * payment_cancelled (the latest attempt's outcome). A failed or payment_cancelled order goes back to
 * awaiting_payment when the customer starts a new payment attempt. The customer may cancel the
 * booking (`cancelled`: not the payment's `payment_cancelled`)
 * from any other status, a final one included, and only the customer ('customer' cause) or the
 * operator on their behalf ('operator') does. A
 * cancelled order moves once more only on a verified provider approval (`cause` 'provider'): the
 * customer cancelled an unpaid order while its payment page was still open and then paid, so the
 * money was taken and the order stands. A cancelled order becomes `refunded` only when the provider
 * accepted the refund to the card ('refund'), and nothing leaves `refunded`: the money went back.
 * Otherwise nothing leaves a final or cancelled status. Setting the status an order already has is not
 * a change.
 */
export function canTransition(from: OrderStatus, to: OrderStatus, cause?: ChangeCause): boolean {
  if (from === to || from === 'refunded') return false;
  if (to === 'refunded') return from === 'cancelled' && cause === 'refund';
  if (to === 'cancelled') return cause === 'customer' || cause === 'operator';
  if (from === 'cancelled') return to === 'paid' && cause === 'provider';
  // From a payable status: to a final one, to the latest attempt's outcome, or (a new payment attempt
  // after a failed or broken-off one) back to awaiting_payment.
  return isPayable(from);
}

/** What {@link transition} did. */
export interface TransitionResult {
  /** The status before the call. */
  from: OrderStatus;
  /** Whether the order's status was changed by this call. */
  changed: boolean;
  /**
   * True when this call made the order final and so wrote the claim of its confirmation e-mail; the
   * scheduler sends it (./confirmation.ts), and the caller wakes it once `tx` is committed.
   */
  confirm: boolean;
}

/** Locks the order's row for the rest of `tx` and returns its status, or null when there is no such order. */
export function lockStatus(tx: Queryable, orderId: number): Promise<OrderStatus | null> {
  return lockOrderStatus(tx, orderId);
}

/**
 * Moves order `orderId` to `to` inside transaction `tx` when the state machine allows it, records the
 * change, moves its coupon uses, issues the invoice of a paid or invoiced order (server/invoices/issue.ts),
 * and, when the order becomes final, writes the claim of its confirmation e-mail (sent by the
 * scheduler's 'order-confirmation' kind, ./confirmation.ts). The
 * UPDATE is guarded by the expected old status and a unique index allows one final change per order, so
 * concurrent or replayed calls change an order once. When a coupon the order must take again is used up,
 * a change the product makes throws a 409 `coupon_used_up` (roll `tx` back); a provider's approval
 * stands and the order loses the coupon, owing the difference (server/payment/coupon-uses.ts).
 */
export async function transition(
  tx: Queryable,
  orderId: number,
  to: OrderStatus,
  cause: ChangeCause,
  paymentEventId: number | null = null,
): Promise<TransitionResult> {
  const from = await lockStatus(tx, orderId);
  if (from === null) throw new Error(`Order ${orderId} does not exist.`);
  if (!canTransition(from, to, cause)) return { from, changed: false, confirm: false };
  if (!(await writeStatusChange(tx, { orderId, from, to, cause, paymentEventId }))) {
    return { from, changed: false, confirm: false };
  }
  await moveCouponUses(tx, orderId, from, to, cause);
  // The invoice's number is taken here, in the settling transaction, so it dates from the payment and
  // a rolled-back settlement leaves no gap in the year's sequence.
  if (to === 'paid') await issueInvoice(tx, orderId, { how: 'online', paymentEventId }, new Date());
  if (to === 'invoiced') await issueInvoice(tx, orderId, { how: 'invoice' }, new Date());
  if (!isFinal(to)) return { from, changed: true, confirm: false };
  return { from, changed: true, confirm: await oweConfirmation(tx, orderId) };
}

/**
 * Whether an order in `status` holds its coupon uses. A cancelled order holds them when it was final
 * before (`from`): a paid, invoiced or free booking consumed its coupons, and the refund coupon gives
 * back what the customer paid, not the discount; an unpaid booking that is cancelled gives them back.
 */
function holdsCoupons(status: OrderStatus, from?: OrderStatus): boolean {
  if (status === 'cancelled') return from !== undefined && isFinal(from);
  return status === 'awaiting_payment' || isFinal(status);
}

/**
 * An order holds a use of each of its coupons while it awaits payment or is final. A refused or
 * canceled payment gives the uses back, so the customer can book again with a one-use coupon; a new
 * payment attempt or a finish takes them again only if they are still free, and a provider's approval
 * takes them again in any case, since the money was taken at that price. A customer's cancellation
 * keeps the uses of a settled order and gives back those of an unpaid one ({@link holdsCoupons}).
 */
async function moveCouponUses(
  tx: Queryable,
  orderId: number,
  from: OrderStatus,
  to: OrderStatus,
  cause: ChangeCause,
): Promise<void> {
  // A cancelled order left again (the provider's approval) held nothing: it was unpaid.
  const delta = Number(holdsCoupons(to, from)) - Number(from === 'cancelled' ? false : holdsCoupons(from));
  if (delta < 0) await releaseCouponUses(tx, orderId);
  if (delta > 0) await claimCouponUses(tx, orderId, cause === 'provider' ? 'reprice' : 'strict');
}
