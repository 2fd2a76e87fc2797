/**
 * The dispatcher's day e-mail (issue 26): from a fixed hour in Brussels, each dispatcher is mailed the
 * next day's sheet, the whole order of every leg, so the planning 24 hours ahead (SPEC 9) starts from it.
 */
import { addDays, brusselsDateTime } from './dates';

/** The Brussels hour from which the next day's sheet is mailed to the dispatchers. */
export const DISPATCH_DAY_MAIL_HOUR = 16;

/** The ride date ('YYYY/MM/DD') whose sheet is due to the dispatchers at `now`, or null before the hour. */
export function dispatchDayDue(now: Date): string | null {
  const { date, time } = brusselsDateTime(now);
  return Number(time.slice(0, 2)) >= DISPATCH_DAY_MAIL_HOUR ? addDays(date, 1) : null;
}
