/**
 * E-mails the product owes a customer about an order, other than the confirmation (issue 24): each is
 * a row of `owed_mails` (migration 027) written in the transaction of the change that owes it
 * ({@link oweMail}), and sent by the scheduler's kind 'owed-mail' ({@link createOwedMailJob}) the way the
 * confirmation is (server/payment/confirmation.ts): `sending_at` before the send and `sent_at` after, a
 * failure retried with a doubling wait up to `MAIL_MAX_ATTEMPTS`, a send cut short marked uncertain and
 * never sent again on its own. The request that committed the change only wakes the scheduler.
 */
import { truncateText } from '../../core';
import type { AppContext } from '../context';
import type { Queryable } from '../data/database';
import type { JobKind } from '../jobs/scheduler';

/**
 * How long one send may take at most: nodemailer gives up after 5 s without a connection or greeting
 * and 15 s without an answer (./mailer.ts SMTP_TIMEOUTS), so a send that began longer ago than this
 * and recorded no outcome belongs to a process that died during it. It is also the claim's lease.
 */
export const MAIL_SEND_TIMEOUT_MS = 5 * 60_000;

/** The wait before attempt n + 1 after attempt n failed: 30 s, 1 min, 2 min, 4 min … */
export function mailBackoffMs(attempt: number): number {
  return 30_000 * 2 ** (attempt - 1);
}

/** The kind name of the owed mails in `job_units` and for the scheduler's wake. */
export const OWED_MAIL_KIND = 'owed-mail';

/**
 * Composes and sends one kind of owed mail from its parameters; throws when the send failed. Answers
 * nothing to send (`skipped`) when what the mail was about is gone (the order erased).
 */
export type OwedMailSender = (
  ctx: AppContext,
  orderId: number | null,
  params: Record<string, unknown>,
) => Promise<'sent' | 'skipped'>;

/** Writes, in the owing transaction `tx`, that mail `kind` about order `orderId` is owed. */
export async function oweMail(
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

/** Wakes the scheduler's owed-mail kind right after the commit of a change that owes a mail. */
export function wakeOwedMails(ctx: AppContext): void {
  ctx.jobs?.wake(OWED_MAIL_KIND);
}

/** The owed-mail kind of scheduled work, sending each mail through `senders` by its kind. */
export function createOwedMailJob(senders: Readonly<Record<string, OwedMailSender>>): JobKind {
  return {
    kind: OWED_MAIL_KIND,
    rules: (ctx) => ({
      maxAttempts: ctx.config.mailMaxAttempts,
      backoffMs: mailBackoffMs,
      leaseMs: MAIL_SEND_TIMEOUT_MS,
    }),
    async findDue(ctx, now, limit) {
      const { rows } = await ctx.db.query<{ key: string }>(
        `SELECT m.id::text AS key FROM owed_mails m
          WHERE m.sent_at IS NULL AND m.uncertain_at IS NULL AND (m.sending_at IS NULL OR m.sending_at < $3)
            AND NOT EXISTS (SELECT 1 FROM job_units ju WHERE ju.kind = $1 AND ju.unit_key = m.id::text
                  AND (ju.done_at IS NOT NULL OR ju.given_up_at IS NOT NULL OR ju.retry_at > $2))
          ORDER BY m.created_at, m.id LIMIT $4`,
        [OWED_MAIL_KIND, now, new Date(now.getTime() - MAIL_SEND_TIMEOUT_MS), limit],
      );
      return rows.map((r) => r.key);
    },
    async run(ctx, key, now) {
      const id = Number(key);
      const started = await ctx.db.query<{
        kind: string;
        order_id: number | null;
        params: Record<string, unknown>;
      }>(
        `UPDATE owed_mails SET sending_at = $2
          WHERE id = $1 AND sent_at IS NULL AND sending_at IS NULL AND uncertain_at IS NULL
          RETURNING kind, order_id, params`,
        [id, new Date()],
      );
      const mail = started.rows[0];
      if (!mail) {
        // A send began and recorded no outcome: its process died during it; never twice.
        await ctx.db.query(
          `UPDATE owed_mails SET uncertain_at = $2
            WHERE id = $1 AND sent_at IS NULL AND uncertain_at IS NULL AND sending_at < $3`,
          [id, now, new Date(now.getTime() - MAIL_SEND_TIMEOUT_MS)],
        );
        return;
      }
      const send = senders[mail.kind];
      try {
        if (!send) throw new Error(`No sender for owed mail kind "${mail.kind}".`);
        await send(ctx, mail.order_id, mail.params);
      } catch (e) {
        const message = e instanceof Error ? e.message : String(e);
        await ctx.db.query('UPDATE owed_mails SET sending_at = NULL, last_error = $2 WHERE id = $1', [
          id,
          truncateText(message, 500),
        ]);
        throw e;
      }
      await ctx.db.query('UPDATE owed_mails SET sent_at = $2, last_error = NULL WHERE id = $1', [
        id,
        new Date(),
      ]);
    },
  };
}
