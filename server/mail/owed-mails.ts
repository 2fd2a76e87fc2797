/**
 * E-mails the product owes a person, other than the order's confirmation (issue 24): a customer about
 * their order, an account holder (password reset, e-mail change), an organiser; each is a row of
 * `owed_mails` (migration 027, server/data/mail/owed-mails-repo.ts) written in the transaction of the change that owes it
 * ({@link oweMail}), and sent by the scheduler's kind 'owed-mail' ({@link createOwedMailJob}) the way the
 * confirmation is (server/payment/confirmation.ts): `sending_at` before the send and `sent_at` after, a
 * failure retried with a doubling wait up to `MAIL_MAX_ATTEMPTS`, a send cut short marked uncertain and
 * never sent again on its own. The request that committed the change only wakes the scheduler.
 */
import { truncateText } from '../../core';
import type { AppContext } from '../context';
import type { Queryable } from '../data/database';
import {
  beginOwedMailSend,
  insertOwedMail,
  listDueOwedMails,
  markOwedMailUncertain,
  recordOwedMailFailure,
  recordOwedMailSent,
} from '../data/mail/owed-mails-repo';
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

/** Writes, in the owing transaction `tx`, that mail `kind` (about order `orderId`, or none) is owed. */
export async function oweMail(
  tx: Queryable,
  kind: string,
  orderId: number | null,
  params: Record<string, unknown>,
): Promise<void> {
  await insertOwedMail(tx, kind, orderId, params);
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
    findDue(ctx, now, limit) {
      return listDueOwedMails(
        ctx.db,
        OWED_MAIL_KIND,
        now,
        new Date(now.getTime() - MAIL_SEND_TIMEOUT_MS),
        limit,
      );
    },
    async run(ctx, key, now) {
      const id = Number(key);
      const mail = await beginOwedMailSend(ctx.db, id, new Date());
      if (!mail) {
        // A send began and recorded no outcome: its process died during it; never twice.
        await markOwedMailUncertain(ctx.db, id, now, new Date(now.getTime() - MAIL_SEND_TIMEOUT_MS));
        return;
      }
      const send = senders[mail.kind];
      try {
        if (!send) throw new Error(`No sender for owed mail kind "${mail.kind}".`);
        await send(ctx, mail.order_id, mail.params);
      } catch (e) {
        const message = e instanceof Error ? e.message : String(e);
        await recordOwedMailFailure(ctx.db, id, truncateText(message, 500));
        throw e;
      }
      await recordOwedMailSent(ctx.db, id, new Date());
    },
  };
}
