/**
 * The reminder e-mails of a booked ride (SPEC 9, issue 12): about a week before each leg, its pickup
 * time (or that it will follow); the day before, the driver's waiting rules. Each is sent once per order
 * and leg, in a window of days, so a reminder that fell due while no server ran still goes out when one
 * comes back, as long as it is still of use. Dates are 'YYYY/MM/DD' in Brussels.
 */
import { addDays } from './dates';

/** The pickup time is given about a week before the ride (SPEC 9). */
export const WEEK_REMINDER_DAYS = 7;

/** How long the driver waits at a home pickup, in minutes (SPEC 9). */
export const PICKUP_WAIT_MINUTES = 10;

/** How long the airport driver waits after the landing, in minutes (SPEC 9). */
export const LANDING_WAIT_MINUTES = 30;

/** The two reminders. */
export type ReminderKind = 'week' | 'day-before';

/**
 * The days on which a reminder of a leg on `legDate` is due, both included: the week reminder from 7
 * days before until 2 days before (a ride booked 3 to 6 days ahead gets it at once); the day-before
 * reminder on the day before and, if that was missed, on the day itself.
 */
export function reminderWindow(kind: ReminderKind, legDate: string): { from: string; to: string } {
  return kind === 'week'
    ? { from: addDays(legDate, -WEEK_REMINDER_DAYS), to: addDays(legDate, -2) }
    : { from: addDays(legDate, -1), to: legDate };
}

/** Whether the `kind` reminder of a leg on `legDate` is due on `today`. */
export function isReminderDue(kind: ReminderKind, legDate: string, today: string): boolean {
  const { from, to } = reminderWindow(kind, legDate);
  return from <= today && today <= to;
}

/**
 * The dates of the legs whose `kind` reminder is due on `today` are those from `today` plus the window's
 * end offset to `today` plus its start offset: the range of leg dates a due-list asks the database for.
 */
export function dueLegDates(kind: ReminderKind, today: string): { from: string; to: string } {
  return kind === 'week'
    ? { from: addDays(today, 2), to: addDays(today, WEEK_REMINDER_DAYS) }
    : { from: today, to: addDays(today, 1) };
}
