import type { Queryable } from '../data/database';
import {
  addBalanceDue,
  findUnreportedAttempt,
  totalBeyond,
  insertAttempt,
  settleBalanceAttempt,
  type PaymentAttempt,
} from '../data/payments/attempts-repo';
import { owesBalance, type PaymentOrder } from './payment-orders';

export { findAttempt, type PaymentAttempt } from '../data/payments/attempts-repo';

/**
 * Returns the attempt to put in the order's payment form: the latest one when the provider has not yet
 * reported on it and the amount and purpose are unchanged (so reopening the payment step does not pile
 * up rows), else a new one. A paid order that owes a balance pays that balance; any other its total.
 * The reference is the receipt number plus the attempt's id (`TB100001-7`): unique, so a retry after a
 * refusal is a new transaction at the provider, and readable in its back office.
 */
export async function prepareAttempt(db: Queryable, order: PaymentOrder): Promise<PaymentAttempt> {
  const forBalance = owesBalance(order);
  const amount = forBalance ? order.balance_due_cents : order.total_cents;
  const latest = await findUnreportedAttempt(db, order.id);
  if (latest && latest.amount_cents === amount && latest.for_balance === forBalance) return latest;
  return insertAttempt(db, { orderId: order.id, receipt: order.bonnr, amountCents: amount, forBalance });
}

/**
 * Takes an approved balance attempt off its order's balance due, once per attempt whichever of its
 * messages (browser return, post-sale, a later status of the same payment) comes first.
 */
export async function settleBalance(tx: Queryable, attempt: PaymentAttempt): Promise<void> {
  if (!attempt.for_balance) return;
  await settleBalanceAttempt(tx, attempt);
}

/**
 * A new attempt that pays the price difference of change `revisionId` of `order` (issue 27), never
 * reused for the order itself: the provider's approval of it applies that change.
 */
export async function prepareRevisionAttempt(
  db: Queryable,
  order: Pick<PaymentOrder, 'id' | 'bonnr'>,
  revisionId: number,
  amountCents: number,
): Promise<PaymentAttempt> {
  return insertAttempt(db, {
    orderId: order.id,
    receipt: order.bonnr,
    amountCents,
    forBalance: false,
    revisionId,
  });
}

/**
 * What an order's own attempt leaves unpaid of the order's total, read before the approval moves the
 * order (issue 27: the booking was changed in place to a higher price while the old amount's payment
 * page stayed open). 0 for a balance or change attempt, which pay their own amounts.
 */
export async function shortfallOf(tx: Queryable, attempt: PaymentAttempt): Promise<number> {
  if (attempt.for_balance || attempt.revision_id !== null) return 0;
  return totalBeyond(tx, attempt.order_id, attempt.amount_cents);
}

/** Owes `cents` as the paid order's balance due (the manage page's "pay now" pays it). */
export async function oweShortfall(tx: Queryable, orderId: number, cents: number): Promise<void> {
  if (cents > 0) await addBalanceDue(tx, orderId, cents);
}
