/**
 * An order's status as the payment's state machine writes it (server/payment/state.ts holds the rules):
 * the row locked, the status moved with its history in `order_status_changes`, and the confirmation
 * owed once (`order_confirmation_mails`).
 */
import type { OrderStatus } from '../../../core';
import type { Queryable } from '../database';

/** Locks order `orderId`'s row for the rest of `tx` and answers its status, or null for no such order. */
export async function lockOrderStatus(tx: Queryable, orderId: number): Promise<OrderStatus | null> {
  const { rows } = await tx.query<{ status: OrderStatus }>('SELECT status FROM orders WHERE id = $1 FOR UPDATE', [
    orderId,
  ]);
  return rows[0]?.status ?? null;
}

/**
 * Moves order `orderId` from `from` to `to` and records why; answers false (and records nothing) when
 * its status was no longer `from`.
 */
export async function writeStatusChange(
  tx: Queryable,
  change: { orderId: number; from: OrderStatus; to: OrderStatus; cause: string; paymentEventId: number | null },
): Promise<boolean> {
  const updated = await tx.query('UPDATE orders SET status = $2, updated_at = now() WHERE id = $1 AND status = $3', [
    change.orderId,
    change.to,
    change.from,
  ]);
  if (updated.affectedRows !== 1) return false;
  await tx.query(
    `INSERT INTO order_status_changes (order_id, from_status, to_status, cause, payment_event_id)
     VALUES ($1, $2, $3, $4, $5)`,
    [change.orderId, change.from, change.to, change.cause, change.paymentEventId],
  );
  return true;
}

/** Owes order `orderId`'s confirmation e-mail; answers false when it was owed (or sent) before. */
export async function oweConfirmation(tx: Queryable, orderId: number): Promise<boolean> {
  const claimed = await tx.query(
    'INSERT INTO order_confirmation_mails (order_id) VALUES ($1) ON CONFLICT (order_id) DO NOTHING',
    [orderId],
  );
  return claimed.affectedRows === 1;
}
