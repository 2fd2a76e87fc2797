/**
 * The rows of `order_confirmation_mails` (migration 027): one per final order, with the send's records
 * (`sending_at` before, `sent_at` after, `uncertain_at` for a send cut short) and the unit of its kind in
 * `job_units`. When to send, retry or give up is server/payment/confirmation.ts's rule.
 */
import { truncateText } from '../../../core';
import type { Queryable } from '../database';

/** The columns a confirmation's state is read from: the claim row and its unit in `job_units`. */
export interface ConfirmationRow {
  sent_at: Date | string | null;
  sending_at: Date | string | null;
  uncertain_at: Date | string | null;
  last_error: string | null;
  given_up_at: Date | string | null;
}

/** A confirmation with its unit's attempts and retry time, and how often the operator resent it. */
export type ConfirmationRecord = ConfirmationRow & { attempts: number; retry_at: Date | null; resends: number };

/** Reads order `orderId`'s confirmation with its unit of `kind` (locked with `lock`), or null when none is owed. */
export async function findConfirmation(
  db: Queryable,
  orderId: number,
  kind: string,
  lock = false,
): Promise<ConfirmationRecord | null> {
  const { rows } = await db.query<ConfirmationRecord>(
    `SELECT m.sent_at, m.sending_at, m.uncertain_at, m.last_error, m.resends,
            ju.given_up_at, ju.retry_at, coalesce(ju.attempts, 0) AS attempts
       FROM order_confirmation_mails m
       LEFT JOIN job_units ju ON ju.kind = $2 AND ju.unit_key = m.order_id::text
      WHERE m.order_id = $1${lock ? ' FOR UPDATE OF m' : ''}`,
    [orderId, kind],
  );
  return rows[0] ?? null;
}

/** Clears order `orderId`'s confirmation records and its unit of `kind`, counting one resend. */
export async function resetConfirmation(tx: Queryable, orderId: number, kind: string): Promise<void> {
  await tx.query(
    `UPDATE order_confirmation_mails
        SET sent_at = NULL, sending_at = NULL, uncertain_at = NULL, last_error = NULL, resends = resends + 1
      WHERE order_id = $1`,
    [orderId],
  );
  await tx.query('DELETE FROM job_units WHERE kind = $1 AND unit_key = $2', [kind, String(orderId)]);
}

/**
 * The orders whose confirmation is owed and not waiting for a retry of its unit of `kind` at `now`, plus
 * sends begun before `staleBefore` and not yet marked uncertain; oldest claim first, at most `limit`.
 */
export async function listDueConfirmations(
  db: Queryable,
  due: { kind: string; now: Date; staleBefore: Date; limit: number },
): Promise<string[]> {
  const { rows } = await db.query<{ key: string }>(
    `SELECT m.order_id::text AS key FROM order_confirmation_mails m
      WHERE m.sent_at IS NULL AND m.uncertain_at IS NULL AND (m.sending_at IS NULL OR m.sending_at < $3)
        AND NOT EXISTS (SELECT 1 FROM job_units ju WHERE ju.kind = $1 AND ju.unit_key = m.order_id::text
              AND (ju.done_at IS NOT NULL OR ju.given_up_at IS NOT NULL OR ju.retry_at > $2))
      ORDER BY m.claimed_at, m.order_id LIMIT $4`,
    [due.kind, due.now, due.staleBefore, due.limit],
  );
  return rows.map((r) => r.key);
}

/** Records that a send of order `orderId`'s confirmation begins; false when it is not to be sent now. */
export async function markConfirmationSending(db: Queryable, orderId: number, at: Date): Promise<boolean> {
  const started = await db.query(
    `UPDATE order_confirmation_mails SET sending_at = $2
      WHERE order_id = $1 AND sent_at IS NULL AND sending_at IS NULL AND uncertain_at IS NULL`,
    [orderId, at],
  );
  return started.affectedRows === 1;
}

/** Marks a send of order `orderId`'s confirmation begun before `staleBefore` and never finished as uncertain. */
export async function markConfirmationUncertain(
  db: Queryable,
  orderId: number,
  at: Date,
  staleBefore: Date,
): Promise<void> {
  await db.query(
    `UPDATE order_confirmation_mails SET uncertain_at = $2
      WHERE order_id = $1 AND sent_at IS NULL AND uncertain_at IS NULL AND sending_at < $3`,
    [orderId, at, staleBefore],
  );
}

/** Records that a send of order `orderId`'s confirmation failed with `error`: it may be tried again. */
export async function markConfirmationFailed(db: Queryable, orderId: number, error: string): Promise<void> {
  await db.query('UPDATE order_confirmation_mails SET sending_at = NULL, last_error = $2 WHERE order_id = $1', [
    orderId,
    truncateText(error, 500),
  ]);
}

/** Records that order `orderId`'s confirmation was sent at `at`. */
export async function markConfirmationSent(db: Queryable, orderId: number, at: Date): Promise<void> {
  await db.query('UPDATE order_confirmation_mails SET sent_at = $2, last_error = NULL WHERE order_id = $1', [
    orderId,
    at,
  ]);
}
