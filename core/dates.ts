/**
 * Booking dates and times. A date is a 'YYYY/MM/DD' string and a time an 'HH:mm' string, both meant as
 * Europe/Brussels wall-clock values, because that is what the customer picks and what the order carries.
 *
 * Purity and DST: the only instant is the `now` parameter. It is turned into Brussels wall-clock terms
 * with `Intl.DateTimeFormat` (time-zone data, no clock read). All calendar arithmetic then happens on
 * UTC midnights of the calendar date, where every day has exactly 24 hours, so adding days never skips
 * or repeats one around a daylight-saving switch.
 */

/** A flight date and time less than this many hours ahead cannot be chosen (SPEC 5, the 8-hours rule). */
export const MIN_HOURS_AHEAD = 8;

/** The time zone every booking date and time is expressed in. */
export const BOOKING_TIME_ZONE = 'Europe/Brussels';

const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;
const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

const brusselsFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: BOOKING_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** A Brussels wall-clock moment as a booking date and time. */
export interface LocalDateTime {
  date: string;
  time: string;
}

/** The number written by `length` ASCII digits of `s` from `at`, or -1 when one is not a digit. */
function digitsAt(s: string, at: number, length: number): number {
  let n = 0;
  for (let i = at; i < at + length; i++) {
    const c = s.charCodeAt(i) - 48;
    if (c < 0 || c > 9) return -1;
    n = n * 10 + c;
  }
  return n;
}

/**
 * The day number (days since 1970/01/01) of a 'YYYY/MM/DD' string, or `undefined` when it is not a
 * real date (wrong shape, month 13, 30 February, a year before 100). Read character by character,
 * without a regular expression or a Date object: the price and order calls check several dates each.
 */
export function dayNumber(date: string): number | undefined {
  if (date.length !== 10 || date.charCodeAt(4) !== 47 || date.charCodeAt(7) !== 47) return undefined;
  const y = digitsAt(date, 0, 4);
  const m = digitsAt(date, 5, 2);
  const d = digitsAt(date, 8, 2);
  // Date.UTC reads years 0-99 as 1900-1999, so such dates have no faithful day number.
  if (y < 100 || m < 1 || m > 12 || d < 1) return undefined;
  const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  const monthDays = m === 2 ? (leap ? 29 : 28) : m === 4 || m === 6 || m === 9 || m === 11 ? 30 : 31;
  if (d > monthDays) return undefined;
  return Date.UTC(y, m - 1, d) / DAY_MS;
}

/**
 * Reads a 'YYYY/MM/DD' string as the UTC midnight of that calendar date, or `undefined` when it is not
 * a real date (wrong shape, month 13, 30 February).
 */
export function parseDate(date: string): Date | undefined {
  const day = dayNumber(date);
  return day === undefined ? undefined : new Date(day * DAY_MS);
}

/** Writes the UTC calendar date of `date` as 'YYYY/MM/DD'. */
export function formatDate(date: Date): string {
  const y = String(date.getUTCFullYear()).padStart(4, '0');
  const m = String(date.getUTCMonth() + 1).padStart(2, '0');
  const d = String(date.getUTCDate()).padStart(2, '0');
  return `${y}/${m}/${d}`;
}

/** Tells whether `date` is a real calendar date written as 'YYYY/MM/DD'. */
export function isValidDate(date: string): boolean {
  return dayNumber(date) !== undefined;
}

/**
 * Writes a date as typed or sent ('2025-06-30', ' 2025/06/30 ') the way every date is kept: trimmed,
 * with slashes. The result is not checked; {@link readDate} also checks it.
 */
export function normalizeDateText(text: string): string {
  return text.trim().replaceAll('-', '/');
}

/**
 * Reads a date given as 'YYYY/MM/DD' or 'YYYY-MM-DD' (surrounding spaces ignored): the date with
 * slashes when it is a real calendar date, else `undefined` (2025/02/30, 2025/13/01, '30/06/2025').
 *
 * @example readDate('2025-06-30') // '2025/06/30'
 */
export function readDate(text: string): string | undefined {
  const date = normalizeDateText(text);
  return isValidDate(date) ? date : undefined;
}

const DAY_FIRST = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;

/**
 * Reads a date as a Belgian reader types it in a form, day first ('14/03/2031', '14-3-2031',
 * '14.03.2031'), as the kept 'YYYY/MM/DD'. Any other text, a year-first date included, comes back as
 * {@link normalizeDateText} writes it, so the server's check still names a wrong date. Not checked here.
 *
 * @example readDayFirstDate('14/3/2031') // '2031/03/14'
 */
export function readDayFirstDate(text: string): string {
  const match = DAY_FIRST.exec(text.trim());
  if (!match) return normalizeDateText(text);
  const [, d = '', m = '', y = ''] = match;
  return `${y}/${m.padStart(2, '0')}/${d.padStart(2, '0')}`;
}

/**
 * Writes a kept 'YYYY/MM/DD' date day first, 'DD/MM/YYYY', as a form shows it to a Belgian reader;
 * any other text (an empty optional date) comes back unchanged.
 *
 * @example dayFirstDate('2031/03/14') // '14/03/2031'
 */
export function dayFirstDate(date: string): string {
  return isValidDate(date) ? date.split('/').reverse().join('/') : date;
}

/** Tells whether `time` is a 24-hour 'HH:mm' time from 00:00 to 23:59. */
export function isValidTime(time: string): boolean {
  return TIME_PATTERN.test(time);
}

/**
 * Moves a 'YYYY/MM/DD' date by a whole number of calendar days (negative moves back).
 *
 * @throws RangeError when `date` is not a valid date, since there is no sensible date to return.
 */
export function addDays(date: string, days: number): string {
  const parsed = parseDate(date);
  if (!parsed) throw new RangeError(`Not a YYYY/MM/DD date: ${date}`);
  return formatDate(new Date(parsed.getTime() + days * DAY_MS));
}

/**
 * Counts calendar days from `from` to `to`: positive when `to` is later, 0 on the same day.
 *
 * @throws RangeError when either date is invalid.
 */
export function daysBetween(from: string, to: string): number {
  const a = dayNumber(from);
  const b = dayNumber(to);
  if (a === undefined || b === undefined)
    throw new RangeError(`Not a YYYY/MM/DD date: ${a === undefined ? from : to}`);
  return b - a;
}

/** Gives the Brussels wall-clock date and time of the instant `at`. */
export function brusselsDateTime(at: Date): LocalDateTime {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of brusselsFormat.formatToParts(at)) parts[part.type] = part.value;
  return {
    date: `${parts.year ?? ''}/${parts.month ?? ''}/${parts.day ?? ''}`,
    time: `${parts.hour ?? ''}:${parts.minute ?? ''}`,
  };
}

/** Gives today's date in Brussels at the instant `now`. */
export function brusselsToday(now: Date): string {
  return brusselsDateTime(now).date;
}

/**
 * Gives the first date a customer may book: `days` calendar days after today in Brussels (the
 * `earliestBookingDays` of the booking settings, core/settings.ts).
 */
export function earliestBookingDate(now: Date, days: number): string {
  return addDays(brusselsToday(now), days);
}

/** Tells whether `date` is a valid date on or after the earliest booking date, `days` after today. */
export function isBookableDate(date: string, now: Date, days: number): boolean {
  // Zero-padded 'YYYY/MM/DD' strings sort like the dates they name.
  return isValidDate(date) && date >= earliestBookingDate(now, days);
}

/** The two coupled dates of a booking. */
export interface TripDates {
  pickupDate: string;
  retourDate: string;
}

/**
 * Applies a new pickup date: a return that would now lie before the pickup moves along to the pickup
 * date, so the pair never describes a return before the outbound trip (SPEC 4). A return date not yet
 * chosen stays empty (issue 31): it never defaults to the departure date.
 */
export function changePickupDate(draft: Readonly<TripDates>, date: string): TripDates {
  const back = draft.retourDate;
  return { pickupDate: date, retourDate: back !== '' && date > back ? date : back };
}

/**
 * The question a round trip's two dates raise as soon as both are entered (issue 31), or null: the
 * same day out and back ('sameDates', SPEC 5's warning). A return before the departure cannot be
 * entered (the dates move together, SPEC 4) and SPEC has no rule on a long stay, so neither is asked.
 */
export function datePairQuestion(
  draft: Readonly<TripDates & { departure: boolean; arrival: boolean }>,
): 'sameDates' | null {
  return draft.departure && draft.arrival && draft.pickupDate !== '' && draft.pickupDate === draft.retourDate
    ? 'sameDates'
    : null;
}

/**
 * Applies a new return date: a pickup that would now lie after the return moves back to the return
 * date (SPEC 4).
 */
export function changeReturnDate(draft: Readonly<TripDates>, date: string): TripDates {
  return { pickupDate: date < draft.pickupDate ? date : draft.pickupDate, retourDate: date };
}

/**
 * Gives the earliest date and time a flight may be chosen for: {@link MIN_HOURS_AHEAD} hours after
 * `now`, rounded up to the whole minute, in Brussels wall-clock terms. The hours are added to the
 * instant before converting, so a night with a DST switch still counts eight real hours.
 */
export function earliestDateTime(now: Date): LocalDateTime {
  const limit = Math.ceil((now.getTime() + MIN_HOURS_AHEAD * 60 * MINUTE_MS) / MINUTE_MS) * MINUTE_MS;
  return brusselsDateTime(new Date(limit));
}

/**
 * Raises a chosen date and time that lies less than {@link MIN_HOURS_AHEAD} hours ahead to the earliest
 * allowed moment, and returns later moments unchanged. An invalid time on the earliest date is left for
 * validation to report, because there is nothing to compare it with; an earlier date is still raised.
 */
export function raiseTimeToEarliest(date: string, time: string, now: Date): LocalDateTime {
  if (!isValidDate(date)) return { date, time };
  const earliest = earliestDateTime(now);
  if (date < earliest.date) return earliest;
  if (date === earliest.date && isValidTime(time) && time < earliest.time) return earliest;
  return { date, time };
}
