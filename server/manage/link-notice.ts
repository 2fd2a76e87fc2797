/**
 * The booker's notice that their booking was added to an account (issue 23), owed work (issue 24,
 * ../mail/owed-mails.ts): linking writes an `order_links` row and the owed mail in the transaction that
 * links the booking, and the scheduler e-mails the order's address once per row, in the order's
 * language, retrying a failure and never sending twice. A booker who did not link it learns of it and
 * finds the contact page.
 */
import { brusselsToday, formatLetterDate, langOf, langPath } from '../../core';
import type { AppContext } from '../context';
import type { Queryable } from '../data/database';
import { findLinkedOrder, insertOrderLink, type LinkedOrderRow } from '../data/orders/mail-link-notice-repo';
import { mailText } from '../mail/mail-texts';
import { sendMail } from '../mail/mailer';
import { oweMail, type OwedMailSender } from '../mail/owed-mails';

/** The owed-mail kind of the link notice; params `{link_id}` (the `order_links` row). */
export const LINK_NOTICE_MAIL = 'link_notice';

/**
 * Records, in the caller's transaction, that order `orderId` was linked to user `userId`, and owes the
 * booker the notice of it (issue 24) in the same transaction; the caller wakes the owed mails after
 * the commit.
 */
export async function recordLink(tx: Queryable, orderId: number, userId: number): Promise<void> {
  const linkId = await insertOrderLink(tx, orderId, userId);
  await oweMail(tx, LINK_NOTICE_MAIL, orderId, { link_id: linkId });
}

/** Sends the notice of the link `params.link_id`; nothing when the order's personal data is erased. */
export const sendLinkNoticeOwed: OwedMailSender = async (ctx, _orderId, params) => {
  const order = await findLinkedOrder(ctx.db, Number(params.link_id));
  // Erased meanwhile (personal data after the ride): there is nobody left to tell.
  if (!order?.emailklant) return 'skipped';
  await sendLinkNotice(ctx, order);
  return 'sent';
};

/** Composes and sends the notice of `order` in its language. */
async function sendLinkNotice(ctx: AppContext, order: LinkedOrderRow): Promise<void> {
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
    lang,
    subject: t('link.subject', { code: order.ecode }),
    text: `${lines.join('\n')}\n`,
  });
}
