/**
 * The embedded sandbox provider's records (server/payment/sandbox-provider.ts and sandbox-refund.ts hold its
 * behaviour): its transactions (`sandbox_transactions`, one per payment page shown, decided once) and
 * its refunds (`sandbox_refunds`, one per idempotency key).
 */
import type { Queryable } from '../database';

/** Stores a new transaction with the form's `fields`; answers its PAYID. */
export async function insertSandboxTransaction(
  db: Queryable,
  id: string,
  fields: Record<string, string>,
): Promise<string> {
  const { rows } = await db.query<{ payid: string }>(
    'INSERT INTO sandbox_transactions (id, fields) VALUES ($1, $2) RETURNING payid',
    [id, JSON.stringify(fields)],
  );
  return rows[0]?.payid ?? '';
}

/** Transaction `id` with whether it was decided, or null when unknown. */
export async function findSandboxTransaction(
  db: Queryable,
  id: string,
): Promise<{ fields: Record<string, string>; payid: string; decided: boolean } | null> {
  const { rows } = await db.query<{ fields: Record<string, string>; payid: string; decided: boolean }>(
    'SELECT fields, payid, decided_at IS NOT NULL AS decided FROM sandbox_transactions WHERE id = $1',
    [id],
  );
  return rows[0] ?? null;
}

/** Decides transaction `id` once; answers its fields and PAYID, or null when unknown or decided before. */
export async function decideSandboxTransaction(
  db: Queryable,
  id: string,
  decision: string,
): Promise<{ fields: Record<string, string>; payid: string } | null> {
  const { rows } = await db.query<{ fields: Record<string, string>; payid: string }>(
    `UPDATE sandbox_transactions SET decided_at = now(), decision = $2 WHERE id = $1 AND decided_at IS NULL
     RETURNING fields, payid`,
    [id, decision],
  );
  return rows[0] ?? null;
}

/** Locks the approved transaction of `payid` and answers its fields, or null when there is none. */
export async function lockApprovedPayment(tx: Queryable, payid: string): Promise<Record<string, string> | null> {
  const { rows } = await tx.query<{ fields: Record<string, string> }>(
    `SELECT fields FROM sandbox_transactions WHERE payid = $1 AND decision = 'approve' FOR UPDATE`,
    [payid],
  );
  return rows[0]?.fields ?? null;
}

/** A refund the sandbox made. */
export interface SandboxRefundRow {
  payid: string;
  amount_cents: number;
  payidsub: number;
}

/** The refund made under idempotency key `key`, or null. */
export async function findSandboxRefund(tx: Queryable, key: string): Promise<SandboxRefundRow | null> {
  const { rows } = await tx.query<SandboxRefundRow>(
    'SELECT payid, amount_cents, payidsub FROM sandbox_refunds WHERE idempotency_key = $1',
    [key],
  );
  return rows[0] ?? null;
}

/** How much of payment `payid` was refunded, in how many refunds. */
export async function sandboxRefundTotals(tx: Queryable, payid: string): Promise<{ refunded: number; n: number }> {
  const { rows } = await tx.query<{ refunded: number; n: number }>(
    `SELECT coalesce(sum(amount_cents), 0)::int AS refunded, count(*)::int AS n
       FROM sandbox_refunds WHERE payid = $1`,
    [payid],
  );
  return rows[0]!;
}

/** Records a refund under idempotency key `key`. */
export async function insertSandboxRefund(tx: Queryable, key: string, refund: SandboxRefundRow): Promise<void> {
  await tx.query(
    'INSERT INTO sandbox_refunds (idempotency_key, payid, amount_cents, payidsub) VALUES ($1, $2, $3, $4)',
    [key, refund.payid, refund.amount_cents, refund.payidsub],
  );
}
