/**
 * The scheduler's kind 'owed-sms' (issue 26): sends the rows of `owed_sms` that server/sms/owed-sms.ts
 * `oweSms` wrote, composing each text by its kind at send time and handing it to the SMS provider
 * (server/sms/sms-provider.ts), recording each send before (`sending_at`) and after (`sent_at`): a
 * failure is retried with a doubling wait up to SMS_MAX_ATTEMPTS, a send cut short is marked uncertain
 * and never sent again on its own. Like ./owed-mail-job.ts, here above sms/ so sms/ needs no scheduler.
 */
import { truncateText } from '../../core';
import {
  beginOwedSmsSend,
  listDueOwedSms,
  markOwedSmsUncertain,
  recordOwedSmsFailure,
  recordOwedSmsSent,
  recordOwedSmsSkipped,
} from '../data/sms/owed-sms-repo';
import {
  OWED_SMS_KIND,
  SMS_MAX_ATTEMPTS,
  SMS_SEND_TIMEOUT_MS,
  smsBackoffMs,
  type OwedSmsComposer,
} from '../sms/owed-sms';
import { smsProvider } from '../sms/sms-provider';
import type { JobKind } from './scheduler';

/** The owed-SMS kind of scheduled work, composing each SMS through `composers` by its kind. */
export function createOwedSmsJob(composers: Readonly<Record<string, OwedSmsComposer>>): JobKind {
  return {
    kind: OWED_SMS_KIND,
    rules: { maxAttempts: SMS_MAX_ATTEMPTS, backoffMs: smsBackoffMs, leaseMs: SMS_SEND_TIMEOUT_MS },
    findDue(ctx, now, limit) {
      return listDueOwedSms(ctx.db, OWED_SMS_KIND, now, new Date(now.getTime() - SMS_SEND_TIMEOUT_MS), limit);
    },
    async run(ctx, key, now) {
      const id = Number(key);
      const sms = await beginOwedSmsSend(ctx.db, id, new Date());
      if (!sms) {
        // A send began and recorded no outcome: its process died during it; never twice.
        await markOwedSmsUncertain(ctx.db, id, now, new Date(now.getTime() - SMS_SEND_TIMEOUT_MS));
        return;
      }
      let sent;
      let body: string | null;
      try {
        const compose = composers[sms.kind];
        if (!compose) throw new Error(`No composer for owed SMS kind "${sms.kind}".`);
        body = await compose(ctx, sms.order_id, sms.params);
        if (body !== null) sent = await smsProvider(ctx).send({ to: sms.recipient, body });
      } catch (e) {
        const message = e instanceof Error ? e.message : String(e);
        await recordOwedSmsFailure(ctx.db, id, truncateText(message, 500));
        throw e;
      }
      if (body === null || !sent) await recordOwedSmsSkipped(ctx.db, id, new Date());
      else await recordOwedSmsSent(ctx.db, id, new Date(), { body, ...sent });
    },
  };
}
