/**
 * The kinds of scheduled work the product runs (server/jobs/scheduler.ts). Later work (reminder e-mails,
 * personal-data erasure) adds its kind here and nothing else changes. The list sits beside server.ts,
 * above the domain folders it gathers, so that jobs/ (the scheduler they plug into) imports none of them.
 */
import { FEEDBACK_REQUEST_MAIL, feedbackRequestJob, sendFeedbackRequestOwed } from './feedback/request-job';
import {
  EMAIL_CHANGE_MAIL,
  RESET_MAIL,
  RESET_NO_ACCOUNT_MAIL,
  sendEmailChangeOwed,
  sendNoAccountOwed,
  sendPasswordResetOwed,
} from './accounts/account-mails';
import {
  sendCancellationOwed,
  sendCardRefundMail,
  sendChangeNoticeOwed,
  sendPickupTimeMail,
  sendRefundChoiceOwed,
} from './backoffice/order-mails';
import { DISPATCH_DAY_MAIL, dispatchDayJob, sendDispatchDayOwed } from './backoffice/dispatch-day-mail';
import { ORGANISER_MAIL, sendOrganiserOwed } from './events/organiser-mail';
import { createOwedMailJob } from './jobs/owed-mail-job';
import { createOwedSmsJob } from './jobs/owed-sms-job';
import { DRIVER_NOTICE_KIND, composeDriverNoticeSms, sendDriverNoticeMail } from './messages/driver-notice';
import { driverNoticeDayJob } from './messages/driver-notice-day-job';
import { confirmationJob } from './payment/confirmation';
import { LINK_NOTICE_MAIL, sendLinkNoticeOwed } from './manage/link-notice';
import {
  REVISION_MAIL,
  REVISION_PLAN_MAIL,
  sendRevisionMail,
  sendRevisionPlanMail,
} from './manage/revision-mails';
import { erasureJob } from './privacy/erasure-job';
import { REMINDER_MAIL, dayBeforeReminderJob, sendReminderOwed, weekReminderJob } from './reminders/jobs';
import type { JobKind } from './jobs/scheduler';
import {
  DRIVER_PICKUP_MOVED_MAIL,
  sendDriverPickupMovedOwed,
  composeDriverPickupMovedSms,
} from './flights/driver-pickup-moved';
import { flightCheckJob } from './flights/flight-check-job';

/**
 * The owed-mail kind with the sender of every mail the product owes a person (issue 24), kind by kind;
 * exported for tests that run a chosen list of kinds.
 */
export const owedMailJob: JobKind = createOwedMailJob({
  pickup_time: sendPickupTimeMail,
  cancellation: sendCancellationOwed,
  change_notice: sendChangeNoticeOwed,
  card_refund: sendCardRefundMail,
  refund_choice: sendRefundChoiceOwed,
  [RESET_MAIL]: sendPasswordResetOwed,
  [RESET_NO_ACCOUNT_MAIL]: sendNoAccountOwed,
  [EMAIL_CHANGE_MAIL]: sendEmailChangeOwed,
  [ORGANISER_MAIL]: sendOrganiserOwed,
  [LINK_NOTICE_MAIL]: sendLinkNoticeOwed,
  [FEEDBACK_REQUEST_MAIL]: sendFeedbackRequestOwed,
  [REMINDER_MAIL]: sendReminderOwed,
  [DISPATCH_DAY_MAIL]: sendDispatchDayOwed,
  [DRIVER_PICKUP_MOVED_MAIL]: sendDriverPickupMovedOwed,
  [DRIVER_NOTICE_KIND]: sendDriverNoticeMail,
  [REVISION_MAIL]: sendRevisionMail,
  [REVISION_PLAN_MAIL]: sendRevisionPlanMail,
});

/** The owed-SMS kind (issue 26) with the composer of every SMS the product owes a person, kind by kind. */
export const owedSmsJob: JobKind = createOwedSmsJob({
  [DRIVER_NOTICE_KIND]: composeDriverNoticeSms,
  [DRIVER_PICKUP_MOVED_MAIL]: composeDriverPickupMovedSms,
});

/** Every kind of scheduled work of the product, run by each server process. */
export const PRODUCT_JOBS: readonly JobKind[] = [
  // First: a customer waits for it, and work woken at start-up should reach it before the long lists.
  confirmationJob,
  // The mails the date decides on: each unit owes its mail once (owed_mails), for the kind below.
  feedbackRequestJob,
  weekReminderJob,
  dayBeforeReminderJob,
  dispatchDayJob,
  // Late flights (issue 26): asks the flight-status provider; the driver's message it owes goes out below.
  flightCheckJob,
  driverNoticeDayJob,
  // Every other mail the product owes a person (issue 24), kind by kind; after the kinds above, so a
  // tick sends what they owed (a change's mail is sent at once by the wake of its request).
  owedMailJob,
  // The SMS owed (issue 26), after the mails: a provider outage delays no e-mail.
  owedSmsJob,
  erasureJob,
];
