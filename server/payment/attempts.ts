import type { Queryable } from '../db/database';
import type { PaymentOrder } from './orders';

/** One prepared hand-off: the ORDERID sent to the provider and the amount signed with it. */
export interface PaymentAttempt {
  id: number;
  order_id: number;
  reference: string;
  amount_cents: number;
}

/**
 * Returns the attempt to put in the order's payment form: the latest one when the provider has not yet
 * reported on it and the amount is unchanged (so reopening the payment step does not pile up rows),
 * else a new one. The reference is the receipt number plus the attempt's id (`TB100001-7`): unique, so
 * a retry after a refusal is a new transaction at the provider, and readable in its back office.
 */
export async function prepareAttempt(db: Queryable, order: PaymentOrder): Promise<PaymentAttempt> {
  const { rows: open } = await db.query<PaymentAttempt>(
    `SELECT a.id, a.order_id, a.reference, a.amount_cents FROM payment_attempts a
      WHERE a.order_id = $1 AND NOT EXISTS (SELECT 1 FROM payment_events e WHERE e.attempt_id = a.id)
      ORDER BY a.id DESC LIMIT 1`,
    [order.id],
  );
  const latest = open[0];
  if (latest && latest.amount_cents === order.total_cents) return latest;
  const { rows: ids } = await db.query<{ id: string }>(
    `SELECT nextval(pg_get_serial_sequence('payment_attempts', 'id'))::text AS id`,
  );
  const id = Number(ids[0]?.id);
  const reference = `${order.bonnr}-${id}`;
  await db.query(
    'INSERT INTO payment_attempts (id, order_id, reference, amount_cents) VALUES ($1, $2, $3, $4)',
    [id, order.id, reference, order.total_cents],
  );
  return { id, order_id: order.id, reference, amount_cents: order.total_cents };
}

/** Finds the attempt a provider ORDERID refers to, or null for a reference this server never issued. */
export async function findAttempt(db: Queryable, reference: string): Promise<PaymentAttempt | null> {
  const { rows } = await db.query<PaymentAttempt>(
    'SELECT id, order_id, reference, amount_cents FROM payment_attempts WHERE reference = $1',
    [reference],
  );
  return rows[0] ?? null;
}
