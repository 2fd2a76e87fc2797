/**
 * The order confirmation e-mail as scheduled work (issue 24). state.ts `transition()` writes the claim
 * row in `order_confirmation_mails` in the same transaction as the order's final status change; the
 * request that committed it only wakes the scheduler ({@link wakeConfirmation}), so the customer's last
 * step never waits on SMTP. The job kind below sends it: `sending_at` is written before the send and
 * `sent_at` after, a failure writes `last_error` and is retried through `job_units` with a doubling wait,
 * and after `MAIL_MAX_ATTEMPTS` attempts it is given up. A send cut short (the process killed between
 * the two records) is marked uncertain and never sent again on its own: the operator decides in the back
 * office ({@link resendConfirmation}).
 */
import { truncateText } from '../../core';
import type { AppContext } from '../context';
import type { Queryable } from '../data/database';
import type { JobKind } from '../jobs/scheduler';
import { sendOrderConfirmation } from '../mail/order-confirmation';
import { MAIL_SEND_TIMEOUT_MS, mailBackoffMs } from '../mail/owed-mails';

/** The kind name of the confirmation in `job_units` and for the scheduler's wake. */
export const CONFIRMATION_KIND = 'order-confirmation';

/** How long one send may take at most; a send older than this without an outcome was cut short. */
export const CONFIRMATION_SEND_TIMEOUT_MS = MAIL_SEND_TIMEOUT_MS;

/** The wait before attempt n + 1 after attempt n failed: 30 s, 1 min, 2 min, 4 min … */
export const confirmationBackoffMs = mailBackoffMs;

/** Wakes the scheduler's confirmation kind right after a commit that owes a confirmation. */
export function wakeConfirmation(ctx: AppContext): void {
  ctx.jobs?.wake(CONFIRMATION_KIND);
}

/**
 * Where an order's confirmation stands, for the back office: `pending` (owed, not yet tried),
 * `sending` (a send runs), `retrying` (an attempt failed; another follows), `given_up` (the attempts
 * ran out), `uncertain` (a send was cut short: it may or may not have left), `sent`.
 */
export type ConfirmationState = 'pending' | 'sending' | 'retrying' | 'given_up' | 'uncertain' | 'sent';

/** The columns {@link confirmationState} reads: the claim row and its unit in `job_units`. */
export interface ConfirmationRow {
  sent_at: Date | string | null;
  sending_at: Date | string | null;
  uncertain_at: Date | string | null;
  last_error: string | null;
  given_up_at: Date | string | null;
}

/** The state of a confirmation at `now` (see {@link ConfirmationState}). */
export function confirmationState(row: ConfirmationRow, now: Date): ConfirmationState {
  if (row.sent_at !== null) return 'sent';
  if (row.uncertain_at !== null) return 'uncertain';
  if (row.sending_at !== null) {
    const started = new Date(row.sending_at).getTime();
    return now.getTime() - started > CONFIRMATION_SEND_TIMEOUT_MS ? 'uncertain' : 'sending';
  }
  if (row.given_up_at !== null) return 'given_up';
  return row.last_error !== null ? 'retrying' : 'pending';
}

/** Reads the confirmation of order `orderId` with its unit's attempts, or null when none is owed. */
export async function readConfirmation(
  db: Queryable,
  orderId: number,
  lock = false,
): Promise<(ConfirmationRow & { attempts: number; retry_at: Date | null; resends: number }) | null> {
  const { rows } = await db.query<
    ConfirmationRow & { attempts: number; retry_at: Date | null; resends: number }
  >(
    `SELECT m.sent_at, m.sending_at, m.uncertain_at, m.last_error, m.resends,
            ju.given_up_at, ju.retry_at, coalesce(ju.attempts, 0) AS attempts
       FROM order_confirmation_mails m
       LEFT JOIN job_units ju ON ju.kind = $2 AND ju.unit_key = m.order_id::text
      WHERE m.order_id = $1${lock ? ' FOR UPDATE OF m' : ''}`,
    [orderId, CONFIRMATION_KIND],
  );
  return rows[0] ?? null;
}

/**
 * Makes order `orderId`'s confirmation owed again, in the operator's transaction `tx`: its records and
 * its attempts are cleared, so the scheduler sends it at once (wake it after the commit). Answers the
 * state it had, or null when the order owes no confirmation (it never became final).
 */
export async function resendConfirmation(
  tx: Queryable,
  orderId: number,
  now: Date,
): Promise<{ before: ConfirmationState; row: ConfirmationRow } | null> {
  const row = await readConfirmation(tx, orderId, true);
  if (!row) return null;
  const before = confirmationState(row, now);
  if (before === 'sending') return { before, row };
  await tx.query(
    `UPDATE order_confirmation_mails
        SET sent_at = NULL, sending_at = NULL, uncertain_at = NULL, last_error = NULL, resends = resends + 1
      WHERE order_id = $1`,
    [orderId],
  );
  await tx.query('DELETE FROM job_units WHERE kind = $1 AND unit_key = $2', [
    CONFIRMATION_KIND,
    String(orderId),
  ]);
  return { before, row };
}

/** The confirmation e-mail as a kind of scheduled work; one unit per order (key: the order's id). */
export const confirmationJob: JobKind = {
  kind: CONFIRMATION_KIND,
  rules: (ctx) => ({
    maxAttempts: ctx.config.mailMaxAttempts,
    backoffMs: confirmationBackoffMs,
    leaseMs: CONFIRMATION_SEND_TIMEOUT_MS,
  }),
  async findDue(ctx, now, limit) {
    // Owed and not waiting for a retry, plus sends cut short that are not yet marked uncertain.
    const { rows } = await ctx.db.query<{ key: string }>(
      `SELECT m.order_id::text AS key FROM order_confirmation_mails m
        WHERE m.sent_at IS NULL AND m.uncertain_at IS NULL AND (m.sending_at IS NULL OR m.sending_at < $3)
          AND NOT EXISTS (SELECT 1 FROM job_units ju WHERE ju.kind = $1 AND ju.unit_key = m.order_id::text
                AND (ju.done_at IS NOT NULL OR ju.given_up_at IS NOT NULL OR ju.retry_at > $2))
        ORDER BY m.claimed_at, m.order_id LIMIT $4`,
      [CONFIRMATION_KIND, now, new Date(now.getTime() - CONFIRMATION_SEND_TIMEOUT_MS), limit],
    );
    return rows.map((r) => r.key);
  },
  async run(ctx, key, now) {
    const orderId = Number(key);
    const started = await ctx.db.query(
      `UPDATE order_confirmation_mails SET sending_at = $2
        WHERE order_id = $1 AND sent_at IS NULL AND sending_at IS NULL AND uncertain_at IS NULL`,
      [orderId, new Date()],
    );
    if (started.affectedRows !== 1) {
      // A send began and recorded no outcome: its process died during it. The customer may have the
      // mail; sending it again could make two, so the operator decides.
      await ctx.db.query(
        `UPDATE order_confirmation_mails SET uncertain_at = $2
          WHERE order_id = $1 AND sent_at IS NULL AND uncertain_at IS NULL AND sending_at < $3`,
        [orderId, now, new Date(now.getTime() - CONFIRMATION_SEND_TIMEOUT_MS)],
      );
      return;
    }
    try {
      await sendOrderConfirmation(ctx, orderId);
    } catch (e) {
      // The SMTP server refused or never answered: nothing left, so it may be tried again.
      const message = e instanceof Error ? e.message : String(e);
      await ctx.db.query(
        'UPDATE order_confirmation_mails SET sending_at = NULL, last_error = $2 WHERE order_id = $1',
        [orderId, truncateText(message, 500)],
      );
      throw e;
    }
    await ctx.db.query(
      'UPDATE order_confirmation_mails SET sent_at = $2, last_error = NULL WHERE order_id = $1',
      [orderId, new Date()],
    );
  },
};
