import type { Queryable } from '../data/database';
import {
  findUnreportedAttempt,
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
