/**
 * The `owed_sms` table (migration 033): one row per SMS the product owes a person, written in the
 * transaction of the change that owes it and sent by the scheduler's kind 'owed-sms'
 * (server/sms/owed-sms.ts). A send is recorded before (`sending_at`) and after (`sent_at`); the
 * provider's delivery reports update `delivery_status`.
 */
import type { Queryable } from '../database';

/** The delivery states the product keeps (the provider's own states are mapped onto these). */
export type SmsDeliveryStatus = 'queued' | 'sent' | 'delivered' | 'failed';

/** An owed SMS as its composer needs it. */
export interface OwedSmsRow {
  kind: string;
  order_id: number | null;
  recipient: string;
  params: Record<string, unknown>;
}

/** What to owe: the kind, the order it is about (or none), the E.164 recipient and the parameters. */
export interface NewOwedSms {
  orderId: number | null;
  kind: string;
  to: string;
  params: Record<string, unknown>;
  onceKey?: string | undefined;
}

/** Writes that an SMS is owed; with a `onceKey` only when none was owed under that key before. */
export async function insertOwedSms(tx: Queryable, s: NewOwedSms): Promise<boolean> {
  const { rows } = await tx.query(
    `INSERT INTO owed_sms (kind, order_id, recipient, params, once_key) VALUES ($1, $2, $3, $4::jsonb, $5)
     ON CONFLICT (once_key) DO NOTHING RETURNING id`,
    [s.kind, s.orderId, s.to, JSON.stringify(s.params), s.onceKey ?? null],
  );
  return rows.length > 0;
}

/**
 * The ids (as unit keys of `jobKind`) of at most `limit` SMS to send at `now`: neither sent nor
 * uncertain, not being sent since after `staleBefore`, and whose unit is neither finished nor waiting.
 */
export async function listDueOwedSms(
  db: Queryable,
  jobKind: string,
  now: Date,
  staleBefore: Date,
  limit: number,
): Promise<string[]> {
  const { rows } = await db.query<{ key: string }>(
    `SELECT s.id::text AS key FROM owed_sms s
      WHERE s.sent_at IS NULL AND s.uncertain_at IS NULL AND (s.sending_at IS NULL OR s.sending_at < $3)
        AND NOT EXISTS (SELECT 1 FROM job_units ju WHERE ju.kind = $1 AND ju.unit_key = s.id::text
              AND (ju.done_at IS NOT NULL OR ju.given_up_at IS NOT NULL OR ju.retry_at > $2))
      ORDER BY s.created_at, s.id LIMIT $4`,
    [jobKind, now, staleBefore, limit],
  );
  return rows.map((r) => r.key);
}

/** Records that the send of SMS `id` begins at `at` when none began or ended before; answers the SMS. */
export async function beginOwedSmsSend(db: Queryable, id: number, at: Date): Promise<OwedSmsRow | null> {
  const { rows } = await db.query<OwedSmsRow>(
    `UPDATE owed_sms SET sending_at = $2
      WHERE id = $1 AND sent_at IS NULL AND sending_at IS NULL AND uncertain_at IS NULL
      RETURNING kind, order_id, recipient, params`,
    [id, at],
  );
  return rows[0] ?? null;
}

/** Marks SMS `id` uncertain at `at` when a send of it began before `staleBefore` and recorded nothing. */
export async function markOwedSmsUncertain(db: Queryable, id: number, at: Date, staleBefore: Date) {
  await db.query(
    `UPDATE owed_sms SET uncertain_at = $2
      WHERE id = $1 AND sent_at IS NULL AND uncertain_at IS NULL AND sending_at < $3`,
    [id, at, staleBefore],
  );
}

/** Records that the send of SMS `id` failed with `error` (already cut to size); it may be tried again. */
export async function recordOwedSmsFailure(db: Queryable, id: number, error: string): Promise<void> {
  await db.query('UPDATE owed_sms SET sending_at = NULL, last_error = $2 WHERE id = $1', [id, error]);
}

/** Records that SMS `id` was handed to the provider at `at`: its text, message id and first status. */
export async function recordOwedSmsSent(
  db: Queryable,
  id: number,
  at: Date,
  sent: { body: string; providerId: string; status: SmsDeliveryStatus },
): Promise<void> {
  await db.query(
    `UPDATE owed_sms SET sent_at = $2, last_error = NULL, body = $3, provider_id = $4,
            delivery_status = $5, status_at = $2
      WHERE id = $1`,
    [id, at, sent.body, sent.providerId, sent.status],
  );
}

/** Records a skipped SMS (what it was about is gone) as done without a send. */
export async function recordOwedSmsSkipped(db: Queryable, id: number, at: Date): Promise<void> {
  await db.query(`UPDATE owed_sms SET sent_at = $2, last_error = 'skipped' WHERE id = $1`, [id, at]);
}

/**
 * Records the provider's report on message `providerId`: its status and error code, unless a later
 * state was already recorded (a late 'sent' never overwrites 'delivered'). Answers whether a row matched.
 */
export async function recordSmsDelivery(
  db: Queryable,
  providerId: string,
  status: SmsDeliveryStatus,
  error: string,
  at: Date,
): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE owed_sms SET delivery_status = $2, delivery_error = $3, status_at = $4
      WHERE provider_id = $1
        AND array_position(ARRAY['', 'queued', 'sent', 'delivered', 'failed'], delivery_status)
            <= array_position(ARRAY['', 'queued', 'sent', 'delivered', 'failed'], $2::text)
     RETURNING id`,
    [providerId, status, error, at],
  );
  if (rows.length > 0) return true;
  const known = await db.query('SELECT 1 FROM owed_sms WHERE provider_id = $1', [providerId]);
  return known.rows.length > 0;
}

/** One SMS of an order as the back office lists it. */
export interface OrderSmsRow {
  kind: string;
  recipient: string;
  body: string;
  created_at: Date;
  sent_at: Date | null;
  delivery_status: string;
  delivery_error: string;
  status_at: Date | null;
  last_error: string | null;
}

/** The SMS owed about order `orderId`, oldest first, with their delivery state. */
export async function listOrderSms(db: Queryable, orderId: number): Promise<OrderSmsRow[]> {
  const { rows } = await db.query<OrderSmsRow>(
    `SELECT kind, recipient, body, created_at, sent_at, delivery_status, delivery_error,
            status_at, last_error
       FROM owed_sms WHERE order_id = $1 ORDER BY id`,
    [orderId],
  );
  return rows;
}
