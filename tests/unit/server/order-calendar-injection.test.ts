/**
 * The order's calendar file carries free text (address, flight origin, names of places). However that
 * text got in (the API refuses control characters, but rows older than that rule, the admin CLI or a
 * future caller may not), the writer must escape it by RFC 5545 so that it can never end a content line
 * and start a property of its own.
 */
import { describe, expect, it } from 'vitest';
import { composeConfirmation, type ConfirmationOrder } from '../../../server/mail/order-confirmation';
import { orderCalendar, type CalendarLeg } from '../../../server/mail/order-confirmation-ics';

const NOW = new Date('2031-01-02T10:00:00Z');
const HOSTILE = [
  'Gent\rURL:https://evil.example\rX-INJ:1',
  'Gent\nX-INJ:2',
  'Gent\r\nX-INJ:3',
  'Gent\u0085X-INJ:4',
  'Gent\u000bX-INJ:5\u000c\u001b[2J\u007f',
  '\u2028X-INJ:6',
];

/** Unfolds an iCalendar text into its logical lines (RFC 5545 3.1). */
const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, '').split('\r\n');
/**
 * The property names of a calendar's content lines, read as a lenient reader does: any CR, LF or
 * Unicode line separator ends a line.
 */
const propertyNames = (ics: string) =>
  ics
    .replace(/\r\n[ \t]/g, '')
    .split(/\r\n|\r|\n|\u2028|\u2029/)
    .filter(Boolean)
    .map((line) => /^[A-Za-z0-9-]+/.exec(line)?.[0]);

/** Reads a TEXT value back as a calendar reader does. */
const unescape = (value: string) =>
  value.replace(/\\([\\;,nN])/g, (_m, c: string) => (/n/i.test(c) ? '\n' : c));

function calendarOf(text: string): string {
  const leg: CalendarLeg = {
    kind: 'heen',
    date: '2031/03/14',
    start: '08:00',
    minutes: 40,
    summary: text,
    location: text,
    description: text,
  };
  return orderCalendar([leg], 'TB1', 'booking.example', NOW);
}

const BENIGN = calendarOf('Gent');

describe('orderCalendar() with hostile text', () => {
  it.each(HOSTILE)('adds no property for %j', (text) => {
    const ics = calendarOf(text);
    expect(propertyNames(ics)).toEqual(propertyNames(BENIGN));
    expect(ics).not.toMatch(/^(URL|X-INJ)/m);
  });

  it.each(HOSTILE)('ends lines only with CRLF and holds no control character for %j', (text) => {
    const ics = calendarOf(text);
    for (const line of ics.split('\r\n')) {
      // eslint-disable-next-line no-control-regex
      expect(line).not.toMatch(/[\u0000-\u0008\u000a-\u001f\u007f-\u009f]/);
      expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    }
  });

  it('keeps a real line break as an escaped \\n and drops a bare CR', () => {
    const location = unfold(calendarOf('Korenmarkt 1\r\n9000 Gent\rX')).find((l) =>
      l.startsWith('LOCATION:'),
    );
    expect(unescape(location!.slice('LOCATION:'.length))).toBe('Korenmarkt 1\n9000 GentX');
  });

  it('survives a hostile city in a whole confirmation', () => {
    const order: ConfirmationOrder = {
      bonnr: 'TB100042',
      ecode: 'K7P2QX',
      status: 'paid',
      taal: 'EN',
      total_cents: 18950,
      voornaam: 'Tine',
      naam: 'Peeters',
      emailklant: 'tine@example.be',
      heenterug: 'HT',
      soortvervoer: 'comfort',
      pax: 2,
      huisdieren: 0,
      remarks: '',
      datumheen: '2031/03/14',
      uurvluchtheen: '06:30',
      vluchtnrheen: 'SN2153',
      vroegeropluchthaven: '2',
      heenadres: `Korenmarkt 1, 9000 ${HOSTILE[0]}`,
      reistijdheen: 35,
      airportheen: 'Brussels Airport',
      datumterug: '2031/03/21',
      uurvluchtterug: '23:45',
      vluchtnrterug: 'SN2154',
      terugherkomst: HOSTILE[2]!,
      terugadres: `Korenmarkt 1, 9000 ${HOSTILE[0]}`,
      reistijdterug: 35,
      airportterug: 'Brussels Airport',
      event: null,
    };
    const { ics } = composeConfirmation(order, 'booking.example', NOW);
    const names = propertyNames(ics);
    expect(names).not.toContain('URL');
    expect(names).not.toContain('X-INJ');
    expect(names.filter((n) => n === 'LOCATION')).toHaveLength(2);

    // Remarks are the customer's own multi-line text: in the e-mail every line is quoted, so none can
    // pass for a line of ours; in the calendar they stay inside DESCRIPTION.
    const remarks = 'Stop at the station\nPaid: €0.00\r\nEND:VEVENT\u2028URL:https://evil.example';
    const mail = composeConfirmation({ ...order, remarks, huisdieren: 1 }, 'booking.example', NOW);
    const text = mail.text.split('\n');
    expect(text).toContain('> Paid: €0.00');
    expect(text).not.toContain('Paid: €0.00');
    expect(text).toContain('> END:VEVENT');
    expect(text).toContain('Pets: 1 (€25.00 per pet per ride)');
    const withRemarks = propertyNames(mail.ics);
    expect(withRemarks).not.toContain('URL');
    expect(withRemarks.filter((n) => n === 'END')).toHaveLength(
      propertyNames(ics).filter((n) => n === 'END').length,
    );
    expect(unfold(mail.ics).find((l) => l.startsWith('DESCRIPTION:'))).toContain('END:VEVENT');
  });
});

describe('the TEXT values of the calendar', () => {
  it.each<[string, string]>([
    ['a\\b;c,d', 'a\\\\b\\;c\\,d'],
    ['line\nbreak', 'line\\nbreak'],
    ['crlf\r\nbreak', 'crlf\\nbreak'],
    ['bare\rcr', 'barecr'],
    ['line\u2028separator', 'line\\nseparator'],
    ['tab\tstays', 'tab\tstays'],
    ['c1\u0085gone', 'c1gone'],
    ['del\u007fgone', 'delgone'],
  ])('writes %j as %j', (text, escaped) => {
    expect(unfold(calendarOf(text))).toContain(`SUMMARY:${escaped}`);
  });
});
