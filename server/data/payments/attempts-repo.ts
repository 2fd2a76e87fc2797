/**
 * The rows of `payment_attempts` (migration 004): each hand-off of an order to the provider's page, its
 * reference (the provider's ORDERID), the amount signed with it and whether it pays a balance. Which
 * attempt to reuse and what it pays are server/payment/attempts.ts's rules.
 */
import type { Queryable } from '../database';

/** One prepared hand-off: the ORDERID sent to the provider and the amount signed with it. */
export interface PaymentAttempt {
  id: number;
  order_id: number;
  reference: string;
  amount_cents: number;
  /** Whether it pays the balance a paid order still owes (issue 23) rather than the order. */
  for_balance: boolean;
  /** The change of the order whose price difference it pays (issue 27), else null. */
  revision_id: number | null;
}

const COLUMNS = 'id, order_id, reference, amount_cents, for_balance, revision_id';

/** The latest attempt of order `orderId` the provider has not reported on yet, or null. */
export async function findUnreportedAttempt(db: Queryable, orderId: number): Promise<PaymentAttempt | null> {
  const { rows } = await db.query<PaymentAttempt>(
    `SELECT ${COLUMNS} FROM payment_attempts a
      WHERE a.order_id = $1 AND a.revision_id IS NULL AND NOT EXISTS (SELECT 1 FROM payment_events e WHERE e.attempt_id = a.id)
      ORDER BY a.id DESC LIMIT 1`,
    [orderId],
  );
  return rows[0] ?? null;
}

/**
 * Stores a new attempt of order `orderId` whose reference is `receipt` plus the attempt's own id
 * (`TB100001-7`), and answers it.
 */
export async function insertAttempt(
  db: Queryable,
  a: { orderId: number; receipt: string; amountCents: number; forBalance: boolean; revisionId?: number },
): Promise<PaymentAttempt> {
  const { rows: ids } = await db.query<{ id: string }>(
    `SELECT nextval(pg_get_serial_sequence('payment_attempts', 'id'))::text AS id`,
  );
  const id = Number(ids[0]?.id);
  const reference = `${a.receipt}-${id}`;
  await db.query(
    `INSERT INTO payment_attempts (id, order_id, reference, amount_cents, for_balance, revision_id)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [id, a.orderId, reference, a.amountCents, a.forBalance, a.revisionId ?? null],
  );
  const revisionId = a.revisionId ?? null;
  return {
    id,
    order_id: a.orderId,
    reference,
    amount_cents: a.amountCents,
    for_balance: a.forBalance,
    revision_id: revisionId,
  };
}

/** The attempt a provider ORDERID refers to, or null for a reference this server never issued. */
export async function findAttempt(db: Queryable, reference: string): Promise<PaymentAttempt | null> {
  const { rows } = await db.query<PaymentAttempt>(`SELECT ${COLUMNS} FROM payment_attempts WHERE reference = $1`, [
    reference,
  ]);
  return rows[0] ?? null;
}

/**
 * Marks balance attempt `attempt` settled and takes its amount off its order's balance due, once: a
 * second call for the same attempt changes nothing.
 */
export async function settleBalanceAttempt(tx: Queryable, attempt: PaymentAttempt): Promise<void> {
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

/**
 * What order `orderId`'s total asks beyond attempt amount `amountCents` (0 when nothing): an order
 * changed in place after its payment page opened (issue 27) pays the old amount there.
 */
export async function totalBeyond(tx: Queryable, orderId: number, amountCents: number): Promise<number> {
  const { rows } = await tx.query<{ beyond: number }>(
    'SELECT GREATEST(0, total_cents - $2)::int AS beyond FROM orders WHERE id = $1',
    [orderId, amountCents],
  );
  return rows[0]?.beyond ?? 0;
}

/** Adds `cents` to what paid order `orderId` still owes (its balance due, paid from the manage page). */
export async function addBalanceDue(tx: Queryable, orderId: number, cents: number): Promise<void> {
  await tx.query(
    'UPDATE orders SET balance_due_cents = balance_due_cents + $2, updated_at = now() WHERE id = $1',
    [orderId, cents],
  );
}
