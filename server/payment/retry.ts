import type { Database } from '../data/database';
import type { PaymentOrder } from './payment-orders';
import { transition } from './state';

/**
 * Prepares an owned order for a new payment attempt. An order whose payment failed or was broken off gave
 * its coupon uses back; it goes back to awaiting_payment (cause 'retry') only after taking them again,
 * in one transaction. When a coupon was used up meanwhile, this throws the 409 `coupon_used_up` of
 * server/payment/coupon-uses.ts and nothing changes: the customer books again at the new price.
 */
export async function reopenForPayment(db: Database, order: PaymentOrder): Promise<void> {
  if (order.status !== 'failed' && order.status !== 'payment_cancelled') return;
  // The transition locks the row and re-reads the status: a concurrent request that reopened the
  // order first (or a provider message that settled it) makes this a no-op.
  await db.transaction((tx) => transition(tx, order.id, 'awaiting_payment', 'retry'));
}
