/**
 * The `owed_mails` table (migrations 027, 028): one row per e-mail the product owes a person, written in
 * the transaction of the change that owes it and sent by the scheduler's kind 'owed-mail'
 * (server/mail/owed-mails.ts). A send is recorded before (`sending_at`) and after (`sent_at`).
 */
import type { Queryable } from '../database';

/** An owed mail as its sender needs it. */
export interface OwedMailRow {
  kind: string;
  order_id: number | null;
  params: Record<string, unknown>;
}

/** Writes that mail `kind` (about order `orderId`, or nobody's order) with `params` is owed. */
export async function insertOwedMail(
  tx: Queryable,
  kind: string,
  orderId: number | null,
  params: Record<string, unknown>,
): Promise<void> {
  await tx.query('INSERT INTO owed_mails (kind, order_id, params) VALUES ($1, $2, $3::jsonb)', [
    kind,
    orderId,
    JSON.stringify(params),
  ]);
}

/**
 * Writes that mail `kind` is owed under `onceKey`, unless a mail was owed under that key before;
 * answers whether this call owed it.
 */
export async function insertOwedMailOnce(
  db: Queryable,
  kind: string,
  orderId: number | null,
  params: Record<string, unknown>,
  onceKey: string,
): Promise<boolean> {
  const { rows } = await db.query(
    `INSERT INTO owed_mails (kind, order_id, params, once_key) VALUES ($1, $2, $3::jsonb, $4)
     ON CONFLICT (once_key) DO NOTHING RETURNING id`,
    [kind, orderId, JSON.stringify(params), onceKey],
  );
  return rows.length > 0;
}

/**
 * The ids (as unit keys of `jobKind`) of at most `limit` mails to send at `now`: neither sent nor
 * uncertain, not being sent since after `staleBefore`, and whose unit is neither finished nor waiting
 * for its retry time.
 */
export async function listDueOwedMails(
  db: Queryable,
  jobKind: string,
  now: Date,
  staleBefore: Date,
  limit: number,
): Promise<string[]> {
  const { rows } = await db.query<{ key: string }>(
    `SELECT m.id::text AS key FROM owed_mails m
      WHERE m.sent_at IS NULL AND m.uncertain_at IS NULL AND (m.sending_at IS NULL OR m.sending_at < $3)
        AND NOT EXISTS (SELECT 1 FROM job_units ju WHERE ju.kind = $1 AND ju.unit_key = m.id::text
              AND (ju.done_at IS NOT NULL OR ju.given_up_at IS NOT NULL OR ju.retry_at > $2))
      ORDER BY m.created_at, m.id LIMIT $4`,
    [jobKind, now, staleBefore, limit],
  );
  return rows.map((r) => r.key);
}

/**
 * Records that the send of mail `id` begins at `at`, when no send of it began nor ended before; answers
 * the mail, or null when it was sent, is being sent, or is uncertain.
 */
export async function beginOwedMailSend(db: Queryable, id: number, at: Date): Promise<OwedMailRow | null> {
  const { rows } = await db.query<OwedMailRow>(
    `UPDATE owed_mails SET sending_at = $2
      WHERE id = $1 AND sent_at IS NULL AND sending_at IS NULL AND uncertain_at IS NULL
      RETURNING kind, order_id, params`,
    [id, at],
  );
  return rows[0] ?? null;
}

/** Marks mail `id` uncertain at `at` when a send of it began before `staleBefore` and recorded nothing. */
export async function markOwedMailUncertain(
  db: Queryable,
  id: number,
  at: Date,
  staleBefore: Date,
): Promise<void> {
  await db.query(
    `UPDATE owed_mails SET uncertain_at = $2
      WHERE id = $1 AND sent_at IS NULL AND uncertain_at IS NULL AND sending_at < $3`,
    [id, at, staleBefore],
  );
}

/** Records that the send of mail `id` failed with `error` (already cut to size); it may be tried again. */
export async function recordOwedMailFailure(db: Queryable, id: number, error: string): Promise<void> {
  await db.query('UPDATE owed_mails SET sending_at = NULL, last_error = $2 WHERE id = $1', [id, error]);
}

/** Records that mail `id` was sent at `at`. */
export async function recordOwedMailSent(db: Queryable, id: number, at: Date): Promise<void> {
  await db.query('UPDATE owed_mails SET sent_at = $2, last_error = NULL WHERE id = $1', [id, at]);
}

/**
 * Empties the parameters (addresses, names, accounts) of the mails about no order that were sent,
 * marked uncertain or given up (their unit of `kind`) more than `days` days ago: they are of no further
 * use, and keeping them would keep personal data without end.
 */
export async function forgetOldMailParams(db: Queryable, kind: string, days: number): Promise<void> {
  await db.query(
    `UPDATE owed_mails m SET params = '{}'::jsonb
      WHERE m.order_id IS NULL AND m.params <> '{}'::jsonb
        AND (m.sent_at < now() - make_interval(days => $2::int)
          OR m.uncertain_at < now() - make_interval(days => $2::int)
          OR EXISTS (SELECT 1 FROM job_units ju WHERE ju.kind = $1 AND ju.unit_key = m.id::text
                      AND ju.given_up_at < now() - make_interval(days => $2::int)))`,
    [kind, days],
  );
}
