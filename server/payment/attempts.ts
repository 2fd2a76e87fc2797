import type { Queryable } from '../data/database';
import { owesBalance, type PaymentOrder } from './orders';

/** One prepared hand-off: the ORDERID sent to the provider and the amount signed with it. */
export interface PaymentAttempt {
  id: number;
  order_id: number;
  reference: string;
  amount_cents: number;
  /** Whether it pays the balance a paid order still owes (issue 23) rather than the order. */
  for_balance: boolean;
}

const COLUMNS = 'id, order_id, reference, amount_cents, for_balance';

/**
 * Returns the attempt to put in the order's payment form: the latest one when the provider has not yet
 * reported on it and the amount and purpose are unchanged (so reopening the payment step does not pile
 * up rows), else a new one. A paid order that owes a balance pays that balance; any other its total. The reference is the receipt number plus the attempt's id (`TB100001-7`): unique, so
 * a retry after a refusal is a new transaction at the provider, and readable in its back office.
 */
export async function prepareAttempt(db: Queryable, order: PaymentOrder): Promise<PaymentAttempt> {
  const forBalance = owesBalance(order);
  const amount = forBalance ? order.balance_due_cents : order.total_cents;
  const { rows: open } = await db.query<PaymentAttempt>(
    `SELECT ${COLUMNS} FROM payment_attempts a
      WHERE a.order_id = $1 AND NOT EXISTS (SELECT 1 FROM payment_events e WHERE e.attempt_id = a.id)
      ORDER BY a.id DESC LIMIT 1`,
    [order.id],
  );
  const latest = open[0];
  if (latest && latest.amount_cents === amount && latest.for_balance === forBalance) return latest;
  const { rows: ids } = await db.query<{ id: string }>(
    `SELECT nextval(pg_get_serial_sequence('payment_attempts', 'id'))::text AS id`,
  );
  const id = Number(ids[0]?.id);
  const reference = `${order.bonnr}-${id}`;
  await db.query(
    'INSERT INTO payment_attempts (id, order_id, reference, amount_cents, for_balance) VALUES ($1, $2, $3, $4, $5)',
    [id, order.id, reference, amount, forBalance],
  );
  return { id, order_id: order.id, reference, amount_cents: amount, for_balance: forBalance };
}

/** Finds the attempt a provider ORDERID refers to, or null for a reference this server never issued. */
export async function findAttempt(db: Queryable, reference: string): Promise<PaymentAttempt | null> {
  const { rows } = await db.query<PaymentAttempt>(
    `SELECT ${COLUMNS} FROM payment_attempts WHERE reference = $1`,
    [reference],
  );
  return rows[0] ?? null;
}

/**
 * Takes an approved balance attempt off its order's balance due, once per attempt whichever of its
 * messages (browser return, post-sale, a later status of the same payment) comes first.
 */
export async function settleBalance(tx: Queryable, attempt: PaymentAttempt): Promise<void> {
  if (!attempt.for_balance) return;
  const { rows } = await tx.query<{ amount_cents: number }>(
    `UPDATE payment_attempts SET settled_at = now() WHERE id = $1 AND settled_at IS NULL
     RETURNING amount_cents`,
    [attempt.id],
  );
  if (rows.length === 0) return;
  await tx.query(
    `UPDATE orders SET balance_due_cents = GREATEST(0, balance_due_cents - $2), updated_at = now()
      WHERE id = $1`,
    [attempt.order_id, rows[0]!.amount_cents],
  );
}
