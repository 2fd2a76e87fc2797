/**
 * Issue 30 (copy review 2.5), through the real senders and the outbox: the confirmation, the feedback
 * request, the week reminder and the cancellation, for orders in nl, fr and en, each end with the one
 * closing in the order's language and the operator's contact block from operator.json, with the
 * closing written once (tests/unit/i18n/email-closing.test.ts covers every template of the catalogue).
 */
import { describe, expect, it } from 'vitest';
import type { Lang } from '../../../core';
import { feedbackRequestJob } from '../../../server/feedback/request-job';
import { sendCancellationMail } from '../../../server/mail/manage-mails';
import { readOutbox } from '../../../server/mail/mailer';
import { sendOrderConfirmation } from '../../../server/mail/order-confirmation';
import { weekReminderJob } from '../../../server/reminders/jobs';
import { rideOrder, useRideOwner } from '../../support/feedback-helpers';

const owner = useRideOwner();

const CLOSING: Record<Lang, string> = {
  nl: 'Met vriendelijke groeten,\nHet team van Taxi Test',
  fr: 'Meilleures salutations,\nL’équipe de Taxi Test',
  en: 'Kind regards,\nThe Taxi Test team',
};
const TAAL: Record<Lang, 'NL' | 'FR' | 'EN'> = { nl: 'NL', fr: 'FR', en: 'EN' };

describe('every e-mail a customer gets', () => {
  for (const lang of ['nl', 'fr', 'en'] as const) {
    it(`ends with the closing and the operator's contact block in ${lang}`, async () => {
      const { server, tokenId, userId } = owner;
      const seed = { tokenId, userId, taal: TAAL[lang] };
      const done = await rideOrder(server, { ...seed, lastLegDays: -1 });
      const coming = await rideOrder(server, { ...seed, lastLegDays: 5, heenterug: 'H' });
      const now = new Date();
      await feedbackRequestJob.run(server.ctx, String(done.id), now);
      await weekReminderJob.run(server.ctx, `${coming.id}:H`, now);
      await server.scheduler.tick(now);
      await sendOrderConfirmation(server.ctx, coming.id);
      const { rows } = await server.ctx.db.query<{ voornaam: string; naam: string; emailklant: string }>(
        'SELECT voornaam, naam, emailklant FROM orders WHERE id = $1',
        [coming.id],
      );
      await sendCancellationMail(
        server.ctx,
        { bonnr: coming.bonnr, ecode: coming.ecode, taal: TAAL[lang], ...rows[0]! },
        null,
      );

      const mails = readOutbox(server.dataDir).filter(
        (m) => m.subject.includes(done.ecode) || m.subject.includes(coming.ecode),
      );
      // Feedback request, week reminder, confirmation, cancellation.
      expect(mails.length).toBeGreaterThanOrEqual(4);
      const site = new URL(server.ctx.config.publicUrl).origin;
      const home = lang === 'nl' ? `${site}/` : `${site}/${lang}/`;
      for (const m of mails) {
        const ending =
          `\n\n${CLOSING[lang]}\n\n-- \nTaxi Test NV\nProefstraat 7, 2000 Antwerpen\n` +
          `03 201 22 33 · contact@taxitest.example · ${home}\nBTW/TVA/VAT BE 0440.966.354 · RPR/RPM Antwerpen, afdeling Antwerpen\n`;
        expect(m.text.endsWith(ending), `${m.subject}\n${m.text}`).toBe(true);
        expect(m.text.split(CLOSING[lang].split('\n')[0]!)).toHaveLength(2);
      }
    });
  }
});
