/**
 * The kinds of scheduled work the product runs (server/jobs/scheduler.ts). Later work (reminder e-mails,
 * personal-data erasure) adds its kind here and nothing else changes. The list sits beside server.ts,
 * above the domain folders it gathers, so that jobs/ (the scheduler they plug into) imports none of them.
 */
import { feedbackRequestJob } from './feedback/request-job';
import {
  sendCancellationOwed,
  sendCardRefundMail,
  sendChangeNoticeOwed,
  sendPickupTimeMail,
} from './backoffice/order-mails';
import { createOwedMailJob } from './mail/owed-mails';
import { confirmationJob } from './payment/confirmation';
import { linkNoticeJob } from './manage/link-notice';
import { erasureJob } from './privacy/erasure-job';
import { dayBeforeReminderJob, weekReminderJob } from './reminders/jobs';
import type { JobKind } from './jobs/scheduler';

/** Every kind of scheduled work of the product, run by each server process. */
export const PRODUCT_JOBS: readonly JobKind[] = [
  // First: a customer waits for it, and work woken at start-up should reach it before the long lists.
  confirmationJob,
  // The other mails owed about an order (issue 24), kind by kind.
  createOwedMailJob({
    pickup_time: sendPickupTimeMail,
    cancellation: sendCancellationOwed,
    change_notice: sendChangeNoticeOwed,
    card_refund: sendCardRefundMail,
  }),
  feedbackRequestJob,
  weekReminderJob,
  dayBeforeReminderJob,
  erasureJob,
  linkNoticeJob,
];
