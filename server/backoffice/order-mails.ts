/**
 * The e-mails the back office sends a customer about one order (issue 13): the pickup time of a leg,
 * the cancellation the operator made on their behalf, and the operator's own cancellation with the
 * link to choose a refund (issue 23). Each sent mail is recorded in `order_mails`,
 * so the order's page in the back office lists what the customer was told. All are owed work (issue
 * 24: server/mail/owed-mails.ts), sent by the scheduler's owed-mail kind.
 */
import { LOCALE, REFUND_CHOICE_LINK_DAYS, formatEuros, formatLetterDate, langOf } from '../../core';
import type { Queryable } from '../data/database';
import { insertOrderMail, legPickup } from '../data/orders/backoffice-order-mails-repo';
import { mailText } from '../mail/mail-texts';
import { sendMail, type SentMail } from '../mail/mailer';
import { manageLink, refundChoiceLink } from '../mail/manage-link';
import { sendCancellationMail, sendChangeNotice, type MailRefund } from '../mail/manage-mails';
import { loadConfirmationOrder } from '../mail/order-confirmation';
import type { OwedMailSender } from '../mail/owed-mails';
import { findManagedOrder } from '../data/orders/manage-orders-repo';
import { findRecordedCancellation } from '../data/orders/manage-changes-repo';
import { mintRefundChoiceLink } from '../manage/refund-choice-service';

/** Records that `sent` (kind `kind`, to `to`) went out about order `orderId`. */
export async function recordOrderMail(
  db: Queryable,
  orderId: number,
  kind: string,
  to: string,
  subject: string,
  sent: SentMail,
): Promise<void> {
  await insertOrderMail(db, { orderId, kind, recipient: to, subject, messageId: sent.messageId });
}

/**
 * Sends the customer of order `orderId`, in the order's language, the pickup time of leg `leg`
 * (`before` is the time it replaces, '' for a first one), and records it. The mail is owed work
 * (`oweMail(tx, 'pickup_time', id, {leg, before})` in leg-actions.ts), sent by the scheduler's owed-mail
 * kind (server/mail/owed-mails.ts), which retries it when this throws.
 */
export const sendPickupTimeMail: OwedMailSender = async (ctx, orderId, params) => {
  const leg = params.leg === 'T' ? 'T' : 'H';
  const before = typeof params.before === 'string' ? params.before : '';
  const order = orderId === null ? null : await loadConfirmationOrder(ctx.db, orderId);
  if (!order || orderId === null) return 'skipped';
  const lang = langOf(order.taal);
  const t = mailText(lang);
  const outbound = leg === 'H';
  const away = order.event?.venue || (outbound ? order.airportheen : order.airportterug);
  const route = outbound ? `${order.heenadres} → ${away}` : `${away} → ${order.terugadres}`;
  const { date, time } = (await legPickup(ctx.db, orderId, leg))!;
  const subject = t('pickup.subject', { code: order.ecode });
  const lines = [
    t('mail.greeting', { name: `${order.voornaam} ${order.naam}`.trim() }),
    '',
    // Letters carry the whole year (DD/MM/YYYY), as every other e-mail does.
    t('pickup.body', { date: formatLetterDate(date, lang), time, route }),
    ...(before ? [t('pickup.changed', { before })] : []),
    '',
    t('pickup.manage', { url: manageLink(ctx.config.publicUrl, lang, order.ecode, order.emailklant) }),
  ];
  const sent = await sendMail(ctx, { to: order.emailklant, lang, subject, text: `${lines.join('\n')}\n` });
  await recordOrderMail(ctx.db, orderId, 'pickup_time', order.emailklant, subject, sent);
  return 'sent';
};

/**
 * Sends the customer that the booking is cancelled, with its refund coupon (`params.refund`, null when
 * nothing was refunded), and records it. Owed work: `oweMail(tx, 'cancellation', id, {refund})` in the
 * cancelling transaction, by the manage page's cancellation and the operator's (issue 24).
 */
export const sendCancellationOwed: OwedMailSender = async (ctx, orderId, params) => {
  const order = orderId === null ? null : await findManagedOrder(ctx.db, orderId);
  if (!order || orderId === null) return 'skipped';
  const refund = (params.refund ?? null) as MailRefund | null;
  // A cancellation that kept part of the price lists the scale it was priced by (issue 27).
  const recorded = await findRecordedCancellation(ctx.db, orderId);
  const charged = recorded && recorded.charge_cents > 0 ? recorded.terms : undefined;
  const sent = await sendCancellationMail(ctx, order, refund, charged);
  const subject = mailText(langOf(order.taal))('cancel.subject', { code: order.ecode });
  await recordOrderMail(ctx.db, orderId, 'cancellation', order.emailklant, subject, sent);
  return 'sent';
};

/**
 * Sends the operator the notice of what a customer changed on the manage page (`params.changes`: each
 * field with its old and new value). Owed work: written by manage/change.ts in the changing transaction.
 */
export const sendChangeNoticeOwed: OwedMailSender = async (ctx, orderId, params) => {
  const order = orderId === null ? null : await findManagedOrder(ctx.db, orderId);
  if (!order) return 'skipped';
  await sendChangeNotice(ctx, order, (params.changes ?? {}) as Record<string, [string, string]>);
  return 'sent';
};

/**
 * Sends the customer the operator's cancellation of their paid ride with the link to choose between a
 * refund to the card and a coupon of the same amount, and records it. Owed work: written with the
 * cancellation (server/routes/backoffice-orders.ts); the link's secret is minted here, at the send, and
 * only its hash stored (manage/refund-choice.ts), so no usable link waits in the database. Nothing to
 * send when the customer already chose (or the order is gone).
 */
export const sendRefundChoiceOwed: OwedMailSender = async (ctx, orderId, _params) => {
  const order = orderId === null ? null : await findManagedOrder(ctx.db, orderId);
  if (!order || orderId === null) return 'skipped';
  const link = await mintRefundChoiceLink(ctx.db, orderId);
  if (!link) return 'skipped';
  const lang = langOf(order.taal);
  const t = mailText(lang);
  const subject = t('refundChoice.subject', { code: order.ecode });
  const lines = [
    t('mail.greeting', { name: `${order.voornaam} ${order.naam}`.trim() }),
    '',
    t('refundChoice.body', { bonnr: order.bonnr }),
    '',
    t('refundChoice.options', { amount: formatEuros(link.amountCents, LOCALE[lang]) }),
    '',
    refundChoiceLink(ctx.config.publicUrl, lang, link.secret),
    '',
    t('refundChoice.expiry', { days: REFUND_CHOICE_LINK_DAYS }),
  ];
  const sent = await sendMail(ctx, { to: order.emailklant, lang, subject, text: `${lines.join('\n')}\n` });
  await recordOrderMail(ctx.db, orderId, 'refund_choice', order.emailklant, subject, sent);
  return 'sent';
};

/**
 * Sends the customer that `params.amount_cents` is refunded to their card (issue 23), and records it.
 * Owed work: written by manage/refund-choice.ts in the transaction that records the refund (issue 24).
 */
export const sendCardRefundMail: OwedMailSender = async (ctx, orderId, params) => {
  const order = orderId === null ? null : await findManagedOrder(ctx.db, orderId);
  if (!order || orderId === null) return 'skipped';
  const amountCents = Number(params.amount_cents ?? 0);
  const lang = langOf(order.taal);
  const t = mailText(lang);
  const subject = t('refundCard.subject', { code: order.ecode });
  const lines = [
    t('mail.greeting', { name: `${order.voornaam} ${order.naam}`.trim() }),
    '',
    t('refundCard.body', { bonnr: order.bonnr, amount: formatEuros(amountCents, LOCALE[lang]) }),
  ];
  const sent = await sendMail(ctx, { to: order.emailklant, lang, subject, text: `${lines.join('\n')}\n` });
  await recordOrderMail(ctx.db, orderId, 'card_refund', order.emailklant, subject, sent);
  return 'sent';
};
