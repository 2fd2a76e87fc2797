/**
 * The booker's notice that their booking was added to an account (issue 23), a kind of scheduled work
 * (server/jobs/): linking writes an `order_links` row in the transaction that links the booking, and
 * this job e-mails the order's address once per row, in the order's language, through the mailer. A
 * booker who did not link it learns of it and finds the contact page. The claim of the unit (the row's
 * id) is the record that the mail went out.
 */
import { brusselsToday, formatLetterDate, langOf, langPath } from '../../core';
import type { AppContext } from '../context';
import type { Queryable } from '../data/database';
import { unitOpen } from '../jobs/claims';
import type { JobKind } from '../jobs/scheduler';
import { mailText } from '../mail/i18n';
import { sendMail } from '../mail/mailer';

/** The kind name of the link notice in `job_units`. */
export const LINK_NOTICE_KIND = 'link-notice';

/** A link older than this is not announced any more (a process that was down for longer). */
const NOTICE_MAX_AGE_DAYS = 7;

/** Records, in the caller's transaction, that order `orderId` was linked to user `userId`. */
export async function recordLink(tx: Queryable, orderId: number, userId: number): Promise<void> {
  await tx.query('INSERT INTO order_links (order_id, user_id) VALUES ($1, $2)', [orderId, userId]);
}

/** What the notice of one link shows. */
interface LinkedOrder {
  bonnr: string;
  taal: string;
  voornaam: string;
  naam: string;
  emailklant: string;
  linked_at: Date;
}

/** The link notice as a scheduled job kind. */
export const linkNoticeJob: JobKind = {
  kind: LINK_NOTICE_KIND,
  async findDue(ctx, _now, limit) {
    const { rows } = await ctx.db.query<{ id: string }>(
      `SELECT l.id::text AS id FROM order_links l
        WHERE l.linked_at > now() - make_interval(days => $2) AND ${unitOpen('$1', 'l.id::text')}
        ORDER BY l.id LIMIT $3`,
      [LINK_NOTICE_KIND, NOTICE_MAX_AGE_DAYS, limit],
    );
    return rows.map((r) => r.id);
  },
  async run(ctx, key) {
    const { rows } = await ctx.db.query<LinkedOrder>(
      `SELECT o.bonnr, o.taal, o.voornaam, o.naam, o.emailklant, l.linked_at
         FROM order_links l JOIN orders o ON o.id = l.order_id WHERE l.id = $1`,
      [key],
    );
    const order = rows[0];
    // Erased meanwhile (personal data after the ride): there is nobody left to tell.
    if (!order?.emailklant) return;
    await sendLinkNotice(ctx, order);
  },
};

/** Composes and sends the notice of `order` in its language. */
async function sendLinkNotice(ctx: AppContext, order: LinkedOrder): Promise<void> {
  const lang = langOf(order.taal);
  const t = mailText(lang);
  const date = formatLetterDate(brusselsToday(new Date(order.linked_at)), lang);
  const lines = [
    t('mail.greeting', { name: `${order.voornaam} ${order.naam}`.trim() }),
    '',
    t('link.body', { bonnr: order.bonnr, date }),
    '',
    t('link.ok'),
    t('link.notYou'),
    `${ctx.config.publicUrl}${langPath(lang, 'contact')}`,
  ];
  await sendMail(ctx, {
    to: order.emailklant,
    subject: t('link.subject', { bonnr: order.bonnr }),
    text: `${lines.join('\n')}\n`,
  });
}
