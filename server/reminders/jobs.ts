/**
 * The reminder e-mails of issue 12 as kinds of scheduled work (server/jobs/): about a week before each
 * leg, its pickup time or a note that it will follow; the day before, the driver's waiting rules (SPEC
 * 9). A unit is one leg of one order (`<order id>:H` or `<order id>:T`); it owes the e-mail once under
 * its own key (owed_mails, issue 24) and the owed-mail kind sends it at most once, also with several
 * processes on one database,
 * and one that fell due while no server ran goes out at the next start while it is still of use
 * (core/reminders.ts).
 */
import {
  LANDING_WAIT_MINUTES,
  PICKUP_SHIFT_MINUTES,
  PICKUP_WAIT_MINUTES,
  PLANNING_HOURS_AHEAD,
  SCHEDULED_STATUSES,
  brusselsToday,
  dueLegDates,
  formatLetterDate,
  isScheduled,
  isReminderDue,
  langOf,
  type ReminderKind,
} from '../../core';
import type { AppContext } from '../context';
import {
  findReminderLeg,
  listLegsOwedReminder,
  type ReminderLegRow,
} from '../data/orders/reminder-legs-repo';
import type { JobKind } from '../jobs/scheduler';
import { mailText } from '../mail/mail-texts';
import { sendMail } from '../mail/mailer';
import { oweMailOnce, type OwedMailSender } from '../mail/owed-mails';
import { manageLink } from '../mail/manage-link';
import { loadConfirmationOrder } from '../mail/order-confirmation';

/** The kind names of the reminders in `job_units`. */
export const REMINDER_KINDS: Readonly<Record<ReminderKind, string>> = {
  week: 'reminder-week',
  'day-before': 'reminder-day-before',
};

type LegRow = ReminderLegRow;

async function loadLeg(ctx: AppContext, key: string): Promise<LegRow | null> {
  const [id, leg] = key.split(':');
  if (leg !== 'H' && leg !== 'T') return null;
  return findReminderLeg(ctx.db, Number(id), leg);
}

/** Composes and sends the `kind` reminder of one leg. */
async function sendReminder(
  ctx: AppContext,
  kind: ReminderKind,
  leg: LegRow,
  today: string,
): Promise<boolean> {
  const order = await loadConfirmationOrder(ctx.db, leg.id);
  if (!order?.emailklant) return false;
  const lang = langOf(order.taal);
  const t = mailText(lang);
  const outbound = leg.leg === 'H';
  const away = order.event?.venue || (outbound ? order.airportheen : order.airportterug);
  const route = outbound ? `${order.heenadres} → ${away}` : `${away} → ${order.terugadres}`;
  const date = formatLetterDate(leg.date, lang);
  const lines = [t('mail.greeting', { name: `${order.voornaam} ${order.naam}`.trim() }), ''];
  if (kind === 'week') {
    lines.push(
      leg.pickup_time
        ? t('reminder.week.pickup', { date, route, time: leg.pickup_time })
        : t('reminder.week.pickupLater', { date, route }),
      t('reminder.week.vary', {
        planningHours: PLANNING_HOURS_AHEAD,
        pickupShiftMinutes: PICKUP_SHIFT_MINUTES,
      }),
    );
  } else {
    // The driver who fetches a traveller at home (or at an event's venue) waits 10 minutes; the one who
    // meets a landing flight waits 30 minutes after the landing.
    const atAirport = !outbound && order.event === null;
    // A day-before reminder missed while no server ran goes out on the day itself, worded for today.
    const onTheDay = leg.date === today;
    lines.push(t(onTheDay ? 'reminder.today.body' : 'reminder.dayBefore.body', { date, route }));
    if (leg.pickup_time) lines.push(t('reminder.dayBefore.pickupTime', { time: leg.pickup_time }));
    lines.push(
      atAirport
        ? t('reminder.dayBefore.landingWait', { minutes: LANDING_WAIT_MINUTES })
        : t('reminder.dayBefore.pickupWait', { minutes: PICKUP_WAIT_MINUTES }),
    );
  }
  lines.push(
    '',
    t('reminder.manage', { url: manageLink(ctx.config.publicUrl, lang, order.ecode, order.emailklant) }),
  );
  await sendMail(ctx, {
    to: order.emailklant,
    lang,
    subject: t(
      kind === 'week'
        ? 'reminder.week.subject'
        : leg.date === today
          ? 'reminder.today.subject'
          : 'reminder.dayBefore.subject',
      { date, code: order.ecode },
    ),
    text: `${lines.join('\n')}\n`,
  });
  return true;
}

/** The `kind` reminder as a job kind. */
function reminderJob(kind: ReminderKind): JobKind {
  const name = REMINDER_KINDS[kind];
  return {
    kind: name,
    async findDue(ctx, now, limit) {
      const { from, to } = dueLegDates(kind, brusselsToday(now));
      return listLegsOwedReminder(ctx.db, { kind: name, statuses: SCHEDULED_STATUSES, from, to, limit });
    },
    async run(ctx, key, now) {
      const leg = await loadLeg(ctx, key);
      // Cancelled, moved or past since it was listed: nothing to remind of.
      if (!leg || !isScheduled(leg.status)) return;
      const today = brusselsToday(now);
      if (!isReminderDue(kind, leg.date, today)) return;
      // Owed, not sent, here (issue 24): the owed-mail kind sends it at most once, retrying a failure.
      await oweMailOnce(ctx.db, REMINDER_MAIL, leg.id, { kind, key, today }, `${name}:${key}`);
    },
  };
}

/** The owed-mail kind of the reminders; params `{kind, key, today}` (the leg and the deciding day). */
export const REMINDER_MAIL = 'reminder';

/**
 * Sends the reminder the deciding unit owed, worded for the day it was decided on; nothing when the
 * order was cancelled, the leg dropped or the personal data erased meanwhile.
 */
export const sendReminderOwed: OwedMailSender = async (ctx, _orderId, params) => {
  const kind: ReminderKind = params.kind === 'week' ? 'week' : 'day-before';
  const leg = await loadLeg(ctx, String(params.key));
  if (!leg || !isScheduled(leg.status)) return 'skipped';
  return (await sendReminder(ctx, kind, leg, String(params.today))) ? 'sent' : 'skipped';
};

/** The week reminder: the pickup time, or that it will follow. */
export const weekReminderJob = reminderJob('week');

/** The day-before reminder: the driver's waiting rules. */
export const dayBeforeReminderJob = reminderJob('day-before');
