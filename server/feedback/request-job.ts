/**
 * The day-after e-mail (issue 11), a kind of scheduled work (server/jobs/): once per settled order whose
 * last leg was yesterday (Brussels) or earlier, but not more than FEEDBACK_REQUEST_MAX_AGE_DAYS ago, and
 * that has no feedback, the customer gets an e-mail in the order's language with a signed link to the
 * site's feedback page. The unit (the order id) owes the mail once (owed_mails, issue 24); the
 * owed-mail kind sends it, at most once.
 */
import {
  FEEDBACK_LINK_DAYS,
  SCHEDULED_STATUSES,
  brusselsToday,
  feedbackRequestWindow,
  isRideCompleted,
  langOf,
  langPath,
  MAX_RATING,
  MIN_RATING,
} from '../../core';
import type { AppContext } from '../context';
import type { JobKind } from '../jobs/scheduler';
import { mailText } from '../mail/mail-texts';
import { sendMail } from '../mail/mailer';
import { oweMailOnce, type OwedMailSender } from '../mail/owed-mails';
import { hasFeedback } from '../data/feedback/feedback-repo';
import { orderLanguage, ordersOwedFeedbackRequest } from '../data/orders/feedback-orders-repo';
import { makeLinkToken } from './feedback-link';
import { loadFeedbackOrder } from './feedback-service';

/** The kind name of the feedback request in `job_units`. */
export const FEEDBACK_REQUEST_KIND = 'feedback-request';

/** The site's address of the feedback page in `lang`, carrying the link token. */
export function feedbackPageUrl(publicUrl: string, lang: ReturnType<typeof langOf>, token: string): string {
  return `${publicUrl}${langPath(lang, 'feedback')}?t=${encodeURIComponent(token)}`;
}

/** The feedback request e-mail as a scheduled job kind. */
export const feedbackRequestJob: JobKind = {
  kind: FEEDBACK_REQUEST_KIND,
  async findDue(ctx, now, limit) {
    const { from, to } = feedbackRequestWindow(brusselsToday(now));
    const ids = await ordersOwedFeedbackRequest(ctx.db, {
      kind: FEEDBACK_REQUEST_KIND,
      statuses: SCHEDULED_STATUSES,
      from,
      to,
      limit,
    });
    return ids.map(String);
  },
  async run(ctx, key, now) {
    const order = await loadFeedbackOrder(ctx, Number(key));
    // Left feedback or changed since it was listed: nothing to ask any more.
    if (!order || !isRideCompleted(order, order.status, brusselsToday(now))) return;
    if (await hasFeedback(ctx.db, order.id)) return;
    // Owed, not sent, here (issue 24): the owed-mail kind sends it at most once, retrying a failure.
    await oweMailOnce(ctx.db, FEEDBACK_REQUEST_MAIL, order.id, {}, `${FEEDBACK_REQUEST_KIND}:${order.id}`);
  },
};

/** The owed-mail kind of the feedback request. */
export const FEEDBACK_REQUEST_MAIL = 'feedback_request';

/**
 * Sends the feedback request of order `orderId` with a link signed at the send; nothing when feedback
 * arrived meanwhile or the order's personal data is gone.
 */
export const sendFeedbackRequestOwed: OwedMailSender = async (ctx, orderId) => {
  const order = orderId === null ? null : await loadFeedbackOrder(ctx, orderId);
  if (!order?.emailklant || (await hasFeedback(ctx.db, order.id))) return 'skipped';
  await sendFeedbackRequest(ctx, order, new Date());
  return 'sent';
};

/** Composes and sends the request of `order` in its language. */
async function sendFeedbackRequest(
  ctx: AppContext,
  order: { id: number; ecode: string; emailklant: string; voornaam: string; naam: string },
  now: Date,
) {
  const lang = langOf(await orderLanguage(ctx.db, order.id));
  const t = mailText(lang);
  const link = feedbackPageUrl(ctx.config.publicUrl, lang, await makeLinkToken(ctx, order.id, now));
  const lines = [
    t('mail.greeting', { name: `${order.voornaam} ${order.naam}`.trim() }),
    '',
    t('feedbackRequest.body', { minRating: MIN_RATING, maxRating: MAX_RATING }),
    link,
    '',
    t('feedbackRequest.expiry', { days: FEEDBACK_LINK_DAYS }),
  ];
  await sendMail(ctx, {
    to: order.emailklant,
    lang,
    subject: t('feedbackRequest.subject', { code: order.ecode }),
    text: `${lines.join('\n')}\n`,
  });
}
