/**
 * E-mails the product owes a person, other than the order's confirmation (issue 24): a customer about
 * their order, an account holder (password reset, e-mail change), an organiser; each is a row of
 * `owed_mails` (migration 027, server/data/mail/owed-mails-repo.ts) written in the transaction of the change that owes it
 * ({@link oweMail}), and sent by the scheduler's kind 'owed-mail' (server/jobs/owed-mail-job.ts) the way the
 * confirmation is (server/payment/confirmation.ts): `sending_at` before the send and `sent_at` after, a
 * failure retried with a doubling wait up to `MAIL_MAX_ATTEMPTS`, a send cut short marked uncertain and
 * never sent again on its own. The request that committed the change only wakes the scheduler.
 */
import type { AppContext } from '../context';
import type { Queryable } from '../data/database';
import { insertOwedMail, insertOwedMailOnce } from '../data/mail/owed-mails-repo';

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

/**
 * Owes mail `kind` once under `onceKey`, for work the scheduler decides on by the date (a reminder, the
 * feedback request): a deciding unit run twice (its process died before it was recorded done) finds
 * the mail owed already and owes nothing more, so the mail still goes out at most once.
 */
export async function oweMailOnce(
  db: Queryable,
  kind: string,
  orderId: number | null,
  params: Record<string, unknown>,
  onceKey: string,
): Promise<void> {
  await insertOwedMailOnce(db, kind, orderId, params, onceKey);
}

/** Wakes the scheduler's owed-mail kind right after the commit of a change that owes a mail. */
export function wakeOwedMails(ctx: AppContext): void {
  ctx.jobs?.wake(OWED_MAIL_KIND);
}
