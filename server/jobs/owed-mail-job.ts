/**
 * The scheduler's kind 'owed-mail' (issue 24): sends the rows of `owed_mails` that
 * server/mail/owed-mails.ts `oweMail` wrote, through one sender per mail kind, recording each send
 * before (`sending_at`) and after (`sent_at`): a failure is retried with a doubling wait up to
 * `MAIL_MAX_ATTEMPTS`, a send cut short is marked uncertain and never sent again on its own. Here in
 * jobs/, above the mail layer, so that mail/ needs nothing of the scheduler.
 */
import { truncateText } from '../../core';
import {
  beginOwedMailSend,
  listDueOwedMails,
  markOwedMailUncertain,
  recordOwedMailFailure,
  recordOwedMailSent,
} from '../data/mail/owed-mails-repo';
import { MAIL_SEND_TIMEOUT_MS, OWED_MAIL_KIND, mailBackoffMs, type OwedMailSender } from '../mail/owed-mails';
import type { JobKind } from './scheduler';

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
