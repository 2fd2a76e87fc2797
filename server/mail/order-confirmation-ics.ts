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

/** Brussels since 1996: CEST from the last Sunday of March 02:00, CET from the last Sunday of October 03:00. */
const VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  'TZID:Europe/Brussels',
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

// Control characters are no part of a TEXT value (RFC 5545 3.3.11 allows none but HTAB). A CR in
// particular ends a content line in lenient readers, so `Gent\rURL:…` would start a property.
// eslint-disable-next-line no-control-regex
const CONTROLS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;
// A line break in any spelling: CRLF, LF and the Unicode line and paragraph separators.
const LINE_BREAK = /\r\n|\n|\u2028|\u2029/g;

/**
 * Escapes a TEXT value (RFC 5545 3.3.11): backslash, semicolon and comma are escaped, a line break
 * (CRLF, LF, U+2028, U+2029) becomes `\n`, and every other control character, a bare CR included, is
 * removed. Whatever the text holds, it stays inside its one property.
 */
export function escapeText(value: string): string {
  return value
    .replace(LINE_BREAK, '\n')
    .replace(CONTROLS, '')
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\n/g, '\\n');
}

/**
 * Folds a content line to at most 75 octets per line (RFC 5545 3.1), continuing with CRLF and a space,
 * without splitting a UTF-8 character.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = Buffer.byteLength(ch, 'utf8');
    // Continuation lines start with a space, which counts towards their 75 octets.
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** Wall-clock date and time as minutes from 1970 (no time zone: pure calendar arithmetic). */
function wallMinutes(date: string, time: string): number | null {
  const d = /^(\d{4})[/-](\d{2})[/-](\d{2})$/.exec(date.trim());
  const t = /^(\d{1,2}):(\d{2})/.exec(time.trim());
  if (!d || !t) return null;
  return Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3]), Number(t[1]), Number(t[2])) / 60000;
}

/** Writes wall-clock minutes as an RFC 5545 local DATE-TIME, e.g. 20260314T061500. */
function localStamp(minutes: number): string {
  return new Date(minutes * 60000).toISOString().replace(/[-:]/g, '').slice(0, 15);
}

/**
 * Builds the VCALENDAR text for `legs` (CRLF line endings, folded lines). `uidBase` identifies the order
 * (its receipt number), `host` the domain part of each UID, `now` the DTSTAMP. Legs whose date or time
 * cannot be read are left out rather than placed at a wrong time.
 */
export function orderCalendar(
  legs: readonly CalendarLeg[],
  uidBase: string,
  host: string,
  now: Date,
): string {
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Airport Transfer//Booking//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...VTIMEZONE,
  ];
  for (const leg of legs) {
    const start = wallMinutes(leg.date, leg.start);
    if (start === null) continue;
    lines.push(
      'BEGIN:VEVENT',
      `UID:${uidBase}-${leg.kind}@${host}`,
      `DTSTAMP:${stamp}`,
      `DTSTART;TZID=Europe/Brussels:${localStamp(start)}`,
      `DTEND;TZID=Europe/Brussels:${localStamp(start + Math.max(1, Math.round(leg.minutes)))}`,
      `SUMMARY:${escapeText(leg.summary)}`,
      `LOCATION:${escapeText(leg.location)}`,
      `DESCRIPTION:${escapeText(leg.description)}`,
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
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
