import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import { ICalCalendar, ICalCalendarMethod } from 'ical-generator';
import { BOOKING_TIME_ZONE, parseDate } from '../../core';

/**
 * The calendar file (RFC 5545) attached to an order confirmation: one VEVENT per leg, in Brussels
 * wall-clock time (TZID=Europe/Brussels with its VTIMEZONE), a stable UID per leg so a re-sent file
 * updates the same events instead of adding copies.
 */

/** One ride of a booking as the calendar shows it. */
export interface CalendarLeg {
  /** 'heen' (home to airport) or 'terug' (airport to home); part of the UID. */
  kind: 'heen' | 'terug';
  /** Date 'YYYY/MM/DD' (or with hyphens) in Brussels. */
  date: string;
  /** Start 'HH:mm' in Brussels. */
  start: string;
  /** Duration in minutes (at least 1). */
  minutes: number;
  summary: string;
  location: string;
  description: string;
}

// Control characters are no part of a TEXT value (RFC 5545 3.3.11 allows none but HTAB), and U+2028
// and U+2029 end a line in lenient readers. ical-generator escapes backslash, semicolon, comma and CR/LF;
// the text it gets is first cleaned of the rest, so whatever it holds stays inside its one property.
// eslint-disable-next-line no-control-regex
const CONTROLS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;
// A line break in any spelling: CRLF, LF and the Unicode line and paragraph separators.
const LINE_BREAK = /\r\n|\n|\u2028|\u2029/g;

/** Cleans a TEXT value: line breaks in any spelling become LF, every other control character goes. */
export function cleanText(value: string): string {
  return value.replace(LINE_BREAK, '\n').replace(CONTROLS, '');
}

/**
 * Wall-clock date and time as minutes from 1970 (no time zone: pure calendar arithmetic), or null when
 * the date is no real date (core's reading) or the time has no hours and minutes.
 */
function wallMinutes(date: string, time: string): number | null {
  const day = parseDate(date.trim().replaceAll('-', '/'));
  const t = /^(\d{1,2}):(\d{2})/.exec(time.trim());
  if (!day || !t) return null;
  return day.getTime() / 60000 + Number(t[1]) * 60 + Number(t[2]);
}

/**
 * A Date whose local fields are the Brussels wall-clock `minutes`: with a time zone set, ical-generator
 * writes a native Date's local fields after `TZID=`, so the day and hour the customer booked are what
 * the file says, whatever the server's own time zone.
 */
function wallDate(minutes: number): Date {
  const utc = new Date(minutes * 60000);
  return new Date(
    utc.getUTCFullYear(),
    utc.getUTCMonth(),
    utc.getUTCDate(),
    utc.getUTCHours(),
    utc.getUTCMinutes(),
  );
}

/**
 * Builds the VCALENDAR text for `legs` with the kept ical-generator (CRLF line endings, folded lines,
 * escaped text, the Europe/Brussels VTIMEZONE from @touch4it/ical-timezones). `uidBase` identifies the
 * order (its receipt number), `host` the domain part of each UID, `now` the DTSTAMP, `sequence` how often
 * the booking changed (RFC 5545 SEQUENCE: a calendar replaces its event by a file with a higher one, where
 * an equal one may be ignored as a copy). Legs whose date or time cannot be read are left out rather than
 * placed at a wrong time.
 */
export function orderCalendar(
  legs: readonly CalendarLeg[],
  uidBase: string,
  host: string,
  now: Date,
  sequence = 0,
): string {
  const calendar = new ICalCalendar({
    prodId: { company: 'Airport Transfer', product: 'Booking', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
  });
  // The VTIMEZONE of each event's zone comes from the generator. No calendar-wide zone name: with one,
  // ical-generator would write DTSTAMP in local time, where RFC 5545 wants UTC.
  calendar.timezone({ name: '', generator: getVtimezoneComponent });
  for (const leg of legs) {
    const start = wallMinutes(leg.date, leg.start);
    if (start === null) continue;
    calendar.createEvent({
      id: `${uidBase}-${leg.kind}@${host}`,
      stamp: now,
      sequence,
      start: wallDate(start),
      end: wallDate(start + Math.max(1, Math.round(leg.minutes))),
      timezone: BOOKING_TIME_ZONE,
      summary: cleanText(leg.summary),
      location: cleanText(leg.location),
      description: cleanText(leg.description),
    });
  }
  // RFC 5545: every content line ends with CRLF, the last one too.
  return `${calendar.toString()}\r\n`;
}

/** Subtracts `minutes` from a wall-clock date and time, crossing midnight: returns the new date and 'HH:mm'. */
export function minusMinutes(
  date: string,
  time: string,
  minutes: number,
): { date: string; time: string } | null {
  const at = wallMinutes(date, time);
  if (at === null) return null;
  const iso = new Date((at - minutes) * 60000).toISOString();
  return { date: iso.slice(0, 10).replace(/-/g, '/'), time: iso.slice(11, 16) };
}
