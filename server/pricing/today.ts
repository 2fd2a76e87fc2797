import { brusselsToday } from '../../core';

let cachedMinute = Number.NaN;
let cachedDay = '';

/**
 * Gives core's `brusselsToday(now)`, computed once per minute. Reading the Brussels calendar date goes
 * through `Intl.DateTimeFormat.formatToParts`, which costs more than the rest of a price check; the
 * date can only change on a whole minute (Brussels' offset is a whole number of hours), so the answer
 * for any instant of the same UTC minute is the same: a memo of a pure function, never stale.
 */
export function todayInBrussels(now: Date): string {
  const minute = Math.floor(now.getTime() / 60_000);
  if (minute !== cachedMinute) {
    cachedDay = brusselsToday(now);
    cachedMinute = minute;
  }
  return cachedDay;
}
