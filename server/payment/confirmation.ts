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
import type { ConfirmationState } from '../../core';
import type { AppContext } from '../context';
import type { Queryable } from '../data/database';
import {
  findConfirmation,
  listDueConfirmations,
  markConfirmationFailed,
  markConfirmationSending,
  markConfirmationSent,
  markConfirmationUncertain,
  resetConfirmation,
  type ConfirmationRecord,
  type ConfirmationRow,
} from '../data/mail/confirmation-mails-repo';
import type { JobKind } from '../jobs/scheduler';
import { sendOrderConfirmation } from '../mail/order-confirmation';
import { MAIL_SEND_TIMEOUT_MS, mailBackoffMs } from '../mail/owed-mails';

export type { ConfirmationRow } from '../data/mail/confirmation-mails-repo';
/** Where an order's confirmation stands, for the back office: core's answer type. */
export type { ConfirmationState };

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
export function readConfirmation(
  db: Queryable,
  orderId: number,
  lock = false,
): Promise<ConfirmationRecord | null> {
  return findConfirmation(db, orderId, CONFIRMATION_KIND, lock);
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
  await resetConfirmation(tx, orderId, CONFIRMATION_KIND);
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
    const staleBefore = new Date(now.getTime() - CONFIRMATION_SEND_TIMEOUT_MS);
    return listDueConfirmations(ctx.db, { kind: CONFIRMATION_KIND, now, staleBefore, limit });
  },
  async run(ctx, key, now) {
    const orderId = Number(key);
    if (!(await markConfirmationSending(ctx.db, orderId, new Date()))) {
      // A send began and recorded no outcome: its process died during it. The customer may have the
      // mail; sending it again could make two, so the operator decides.
      await markConfirmationUncertain(
        ctx.db,
        orderId,
        now,
        new Date(now.getTime() - CONFIRMATION_SEND_TIMEOUT_MS),
      );
      return;
    }
    try {
      await sendOrderConfirmation(ctx, orderId);
    } catch (e) {
      // The SMTP server refused or never answered: nothing left, so it may be tried again.
      const message = e instanceof Error ? e.message : String(e);
      await markConfirmationFailed(ctx.db, orderId, message);
      throw e;
    }
    await markConfirmationSent(ctx.db, orderId, new Date());
  },
};
