/**
 * Issue 31, "one reference the customer uses everywhere": through the real senders and the outbox,
 * every e-mail a customer gets about a booking names its booking code in the subject, never the
 * booking number (the operator's reference, shown only to agencies and the operator), in nl, fr and
 * en: the confirmation, both reminders, the feedback request, the cancellation, the pickup time, the
 * card refund and the notice that the booking was added to an account. The operator's notice of a
 * customer's change keeps the number.
 */
import { describe, expect, it } from 'vitest';
import type { Lang } from '../../../core';
import {
  sendCancellationOwed,
  sendCardRefundMail,
  sendPickupTimeMail,
} from '../../../server/backoffice/order-mails';
import { insertOrderLink } from '../../../server/data/orders/mail-link-notice-repo';
import { feedbackRequestJob } from '../../../server/feedback/request-job';
import { readOutbox } from '../../../server/mail/mailer';
import { mailText } from '../../../server/mail/mail-texts';
import { sendChangeNotice } from '../../../server/mail/manage-mails';
import { sendOrderConfirmation } from '../../../server/mail/order-confirmation';
import { sendLinkNoticeOwed } from '../../../server/manage/link-notice';
import { dayBeforeReminderJob, weekReminderJob } from '../../../server/reminders/jobs';
import { rideOrder, useRideOwner } from '../../support/feedback-helpers';

const owner = useRideOwner();

const TAAL: Record<Lang, 'NL' | 'FR' | 'EN'> = { nl: 'NL', fr: 'FR', en: 'EN' };

describe.each(['nl', 'fr', 'en'] as const)('the subjects of the e-mails in %s', (lang) => {
  it("name the customer's booking code, never the booking number", async () => {
    const { server, tokenId, userId } = owner;
    const seed = { tokenId, userId, taal: TAAL[lang] };
    const done = await rideOrder(server, { ...seed, lastLegDays: -1 });
    const coming = await rideOrder(server, { ...seed, lastLegDays: 5, heenterug: 'H' });
    const tomorrow = await rideOrder(server, { ...seed, lastLegDays: 1, heenterug: 'H' });
    await server.ctx.db.query(`UPDATE orders SET pickup_time_heen = '08:15' WHERE id = $1`, [coming.id]);
    const before = readOutbox(server.dataDir).length;
    const now = new Date();

    await feedbackRequestJob.run(server.ctx, String(done.id), now);
    await weekReminderJob.run(server.ctx, `${coming.id}:H`, now);
    await dayBeforeReminderJob.run(server.ctx, `${tomorrow.id}:H`, now);
    await server.scheduler.tick(now);
    await sendOrderConfirmation(server.ctx, coming.id);
    await sendPickupTimeMail(server.ctx, coming.id, { leg: 'H', before: '' });
    await sendCardRefundMail(server.ctx, coming.id, { amount_cents: 2_500 });
    await sendCancellationOwed(server.ctx, coming.id, { refund: null });
    const linkId = await insertOrderLink(server.ctx.db, coming.id, userId);
    await sendLinkNoticeOwed(server.ctx, coming.id, { link_id: linkId });

    const mails = readOutbox(server.dataDir).slice(before);
    const orders = [done, coming, tomorrow];
    // Feedback request, two reminders, confirmation, pickup time, card refund, cancellation, link notice.
    expect(mails.map((m) => m.subject)).toHaveLength(8);
    for (const m of mails) {
      const about = orders.filter((o) => m.subject.includes(o.ecode));
      expect(about, m.subject).toHaveLength(1);
      expect(
        orders.some((o) => m.subject.includes(o.bonnr)),
        m.subject,
      ).toBe(false);
    }
    const t = mailText(lang);
    expect(mails.map((m) => m.subject)).toContain(t('confirmation.subject', { code: coming.ecode }));
    expect(mails.map((m) => m.subject)).toContain(t('feedbackRequest.subject', { code: done.ecode }));
  });
});

describe("the operator's notice of a customer's change", () => {
  it('keeps the booking number, the operator’s reference', async () => {
    const { server, tokenId, userId } = owner;
    const order = await rideOrder(server, { tokenId, userId, lastLegDays: 5, heenterug: 'H' });
    const before = readOutbox(server.dataDir).length;
    const who = { taal: 'NL', voornaam: 'Tine', naam: 'Peeters', emailklant: 'tine@example.be' };
    await sendChangeNotice(server.ctx, { ...order, ...who }, { heennr: ['1', '2'] });
    const [notice] = readOutbox(server.dataDir).slice(before);
    expect(notice!.subject).toContain(order.bonnr);
    expect(notice!.subject).not.toContain(order.ecode);
  });
});
