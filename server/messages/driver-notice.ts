/**
 * The customer's message of who comes (issue 26): the driver's first name and mobile, the car's model,
 * colour and plate, and the meeting point. It is owed when a leg has both a driver and a vehicle and
 * either is set or changed, in the transaction of that change, so it is sent at most once per change
 * by the scheduler (ARCHITECTURE.md, scheduled work): an e-mail to the order's address (owed_mails)
 * and an SMS to the order's mobile (owed_sms). Both are composed when sent, from the leg as it is then.
 */
import { isScheduled, langOf } from '../../core';
import type { AppContext } from '../context';
import type { Queryable } from '../data/database';
import { findNoticeLeg, findOrderContact } from '../data/notify/driver-notice-repo';
import type { LegCode } from '../data/orders/backoffice-leg-actions-repo';
import { insertOrderMail } from '../data/orders/backoffice-order-mails-repo';
import { sendMail } from '../mail/mailer';
import { oweMail, oweMailOnce, wakeOwedMails, type OwedMailSender } from '../mail/owed-mails';
import { oweSms, wakeOwedSms, type OwedSmsComposer } from '../sms/owed-sms';
import { composeDriverNotice, type DriverNoticeText } from './driver-notice-text';
import { meetingPointText } from './meeting-point';

/** The kind of the owed customer message about a leg's driver and vehicle (e-mail and SMS alike). */
export const DRIVER_NOTICE_KIND = 'driver_notice';

/** Owes, in the assigning transaction `tx`, the customer's message about leg `leg` of order `orderId`. */
export async function oweDriverNotice(tx: Queryable, orderId: number, leg: LegCode): Promise<void> {
  await oweMail(tx, DRIVER_NOTICE_KIND, orderId, { leg });
  const contact = await findOrderContact(tx, orderId);
  // No valid mobile (an old order, a landline): the e-mail still tells the customer.
  if (contact?.telklant)
    await oweSms(tx, { orderId, kind: DRIVER_NOTICE_KIND, to: contact.telklant, params: { leg } });
}

/** Wakes the senders of the e-mail and the SMS right after the commit of an assignment that owed them. */
export function wakeDriverNotice(ctx: AppContext): void {
  wakeOwedMails(ctx);
  wakeOwedSms(ctx);
}

/**
 * Owes the same message again on the ride day, once per leg and day under `onceKey` (a deciding unit
 * run twice owes nothing more): server/messages/driver-notice-day-job.ts.
 */
export async function oweDriverNoticeOnce(
  db: Queryable,
  orderId: number,
  leg: LegCode,
  onceKey: string,
): Promise<void> {
  const params = { leg, today: true };
  await oweMailOnce(db, DRIVER_NOTICE_KIND, orderId, params, onceKey);
  const contact = await findOrderContact(db, orderId);
  if (contact?.telklant)
    await oweSms(db, { orderId, kind: DRIVER_NOTICE_KIND, to: contact.telklant, params, onceKey });
}

/** The message of leg `params.leg` of order `orderId` as it stands, or null when nothing is to be sent. */
async function noticeOf(
  ctx: AppContext,
  orderId: number | null,
  params: Record<string, unknown>,
): Promise<DriverNoticeText | null> {
  const leg = params.leg === 'T' ? 'T' : params.leg === 'H' ? 'H' : null;
  if (orderId === null || !leg) return null;
  const row = await findNoticeLeg(ctx.db, orderId, leg);
  // Cancelled, erased, or the driver or vehicle taken off the leg since: nothing to tell.
  if (!row || !isScheduled(row.status)) return null;
  const meeting =
    leg === 'T' ? await meetingPointText(ctx.db, row.airport_id, row.airport_name, langOf(row.taal)) : '';
  return composeDriverNotice(row, meeting, params.today === true);
}

/** Sends the owed e-mail of who comes, and lists it among the order's mails in the back office. */
export const sendDriverNoticeMail: OwedMailSender = async (ctx, orderId, params) => {
  const notice = await noticeOf(ctx, orderId, params);
  const contact = orderId === null ? null : await findOrderContact(ctx.db, orderId);
  if (!notice || !contact?.emailklant) return 'skipped';
  const sent = await sendMail(ctx, {
    to: contact.emailklant,
    lang: notice.lang,
    subject: notice.subject,
    text: notice.text,
  });
  await insertOrderMail(ctx.db, {
    orderId: orderId!,
    kind: DRIVER_NOTICE_KIND,
    recipient: contact.emailklant,
    subject: notice.subject,
    messageId: sent.messageId,
  });
  return 'sent';
};

/** Composes the owed SMS of who comes from the leg as it stands. */
export const composeDriverNoticeSms: OwedSmsComposer = async (ctx, orderId, params) =>
  (await noticeOf(ctx, orderId, params))?.sms ?? null;
