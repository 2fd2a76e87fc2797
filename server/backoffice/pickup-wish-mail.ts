/**
 * The e-mail that tells a customer the dispatcher's answer to their pickup-time wish (issue 27), in the
 * order's language. Owed work (`oweMail(tx, 'pickup_wish', id, {wish})` in pickup-wish-decisions.ts),
 * sent by the scheduler's owed-mail kind and recorded in `order_mails` like the other order mails.
 */
import { formatLetterDate, langOf } from '../../core';
import { legPickup } from '../data/orders/backoffice-order-mails-repo';
import { findPickupWish } from '../data/orders/pickup-wish-repo';
import { mailText } from '../mail/mail-texts';
import { sendMail } from '../mail/mailer';
import { manageLink } from '../mail/manage-link';
import { loadConfirmationOrder } from '../mail/order-confirmation';
import type { OwedMailSender } from '../mail/owed-mails';
import { recordOrderMail } from './order-mails';

/** The owed mail kind that tells the customer the dispatcher's answer. */
export const PICKUP_WISH_MAIL = 'pickup_wish';

/** Sends the answer to wish `params.wish` of order `orderId`; skipped when either is gone. */
export const sendPickupWishMail: OwedMailSender = async (ctx, orderId, params) => {
  const wish = typeof params.wish === 'number' ? await findPickupWish(ctx.db, params.wish) : null;
  const order = orderId === null ? null : await loadConfirmationOrder(ctx.db, orderId);
  const leg = wish && orderId !== null ? await legPickup(ctx.db, orderId, wish.leg) : null;
  if (!wish || !order || !leg || orderId === null || wish.status === 'open') return 'skipped';
  const lang = langOf(order.taal);
  const t = mailText(lang);
  // Letters carry the whole year (DD/MM/YYYY), as every other e-mail does.
  const date = formatLetterDate(leg.date, lang);
  const subject = t('pickupWish.subject', { code: order.ecode });
  const answer =
    wish.status === 'accepted'
      ? [t('pickupWish.accepted', { date, time: wish.wished_time, before: wish.from_time })]
      : [
          t('pickupWish.refused', { date, time: wish.wished_time, before: leg.time || wish.from_time }),
          t('pickupWish.reason', { reason: wish.reason }),
        ];
  const lines = [
    t('mail.greeting', { name: `${order.voornaam} ${order.naam}`.trim() }),
    '',
    ...answer,
    '',
    t('pickup.manage', { url: manageLink(ctx.config.publicUrl, lang, order.ecode, order.emailklant) }),
  ];
  const sent = await sendMail(ctx, { to: order.emailklant, lang, subject, text: `${lines.join('\n')}\n` });
  await recordOrderMail(ctx.db, orderId, 'pickup_wish', order.emailklant, subject, sent);
  return 'sent';
};
