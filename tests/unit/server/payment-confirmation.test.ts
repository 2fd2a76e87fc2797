import { describe, expect, it } from 'vitest';
import { composeConfirmation, type ConfirmationOrder } from '../../../server/mail/order-confirmation';
import { minusMinutes, orderCalendar } from '../../../server/mail/order-confirmation-ics';

const ORDER: ConfirmationOrder = {
  bonnr: 'TB100042',
  ecode: 'K7P2QX',
  status: 'paid',
  taal: 'NL',
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
  vroegeropluchthaven: '2.5',
  heenadres: 'Bondgenotenlaan 1, 3000 Leuven',
  reistijdheen: 35,
  airportheen: 'Brussels Airport',
  datumterug: '2031/03/21',
  uurvluchtterug: '23:45',
  vluchtnrterug: 'SN2154',
  terugherkomst: 'Lisbon',
  terugadres: 'Bondgenotenlaan 1, 3000 Leuven',
  reistijdterug: 35,
  airportterug: 'Brussels Airport',
  event: null,
};
const NOW = new Date('2031-01-02T10:00:00Z');

/** Unfolds an iCalendar text into its logical lines. */
const unfold = (ics: string) => ics.replace(/\r\n /g, '').split('\r\n');

describe('composeConfirmation()', () => {
  // The subject names the booking code, the customer's one reference (issue 31).
  it.each([
    ['NL', 'Bevestiging van uw boeking K7P2QX', 'Betaald: € 189,50'],
    ['FR', 'Confirmation de votre réservation K7P2QX', 'Payé : 189,50 €'],
    ['EN', 'Confirmation of your booking K7P2QX', 'Paid: €189.50'],
  ])('writes the %s e-mail with the booking code and the amount', (taal, subject, paid) => {
    const mail = composeConfirmation({ ...ORDER, taal }, 'example.be', NOW);
    expect(mail.subject).toBe(subject);
    expect(mail.text.replace(/\u202f|\u00a0/g, ' ')).toContain(paid);
    expect(mail.text).toContain('K7P2QX');
    // Issue 31: one reference for the customer in the body, the booking code; the subject keeps the number.
    expect(mail.text).not.toContain('TB100042');
  });

  it.each([
    ['NL', 'Heenrit: Vlucht SN2153 op 14/03/2031 om 06:30', 'landing op 21/03/2031 om 23:45'],
    ['FR', 'Aller\u202f: Vol SN2153 le 14/03/2031 à 06:30', 'atterrissage le 21/03/2031 à 23:45'],
    ['EN', 'Outbound: Flight SN2153 on 14/03/2031 at 06:30', 'landing on 21/03/2031 at 23:45'],
  ])('writes the %s flight dates as letters do, DD/MM/YYYY', (taal, departure, landing) => {
    const { text } = composeConfirmation({ ...ORDER, taal }, 'x', NOW);
    expect(text).toContain(departure);
    expect(text).toContain(landing);
    expect(text).not.toContain('2031/03/14');
  });

  it('says an invoiced order is invoiced to the agent', () => {
    expect(composeConfirmation({ ...ORDER, status: 'invoiced', taal: 'EN' }, 'x', NOW).text).toContain(
      'invoiced to your travel agency',
    );
  });

  it('puts one event per leg in Brussels time with a UID per leg', () => {
    const lines = unfold(composeConfirmation(ORDER, 'example.be', NOW).ics);
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(2);
    expect(lines.filter((l) => l.startsWith('UID:'))).toEqual([
      'UID:TB100042-heen@example.be',
      'UID:TB100042-terug@example.be',
    ]);
    // Flight 06:30, 2.5 h margin, 35 min ride: pickup 03:25, at the airport 04:00.
    expect(lines).toContain('DTSTART;TZID=Europe/Brussels:20310314T032500');
    expect(lines).toContain('DTEND;TZID=Europe/Brussels:20310314T040000');
    // Landing 23:45, 30 min wait plus 35 min ride ends after midnight.
    expect(lines).toContain('DTSTART;TZID=Europe/Brussels:20310321T234500');
    expect(lines).toContain('DTEND;TZID=Europe/Brussels:20310322T005000');
    expect(lines).toContain('TZID:Europe/Brussels');
    expect(lines).toContain('DTSTAMP:20310102T100000Z');
  });

  it('has only the departure event for a one-way trip', () => {
    const ics = composeConfirmation({ ...ORDER, heenterug: 'H' }, 'x', NOW).ics;
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(ics).toContain('UID:TB100042-heen@x');
  });
});

describe('orderCalendar()', () => {
  it('ends every line with CRLF and keeps lines within 75 octets', () => {
    const ics = orderCalendar(
      [
        {
          kind: 'heen',
          date: '2031/03/14',
          start: '08:00',
          minutes: 40,
          summary: 'é'.repeat(100),
          location: 'L',
          description: 'D',
        },
      ],
      'TB1',
      'x',
      NOW,
    );
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toContain('\n');
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  });

  it('leaves out a leg whose date cannot be read', () => {
    const ics = orderCalendar(
      [{ kind: 'terug', date: '', start: '', minutes: 1, summary: 's', location: 'l', description: 'd' }],
      'TB1',
      'x',
      NOW,
    );
    expect(ics).not.toContain('BEGIN:VEVENT');
  });
});

describe('the calendar text and minusMinutes()', () => {
  const leg = (summary: string) =>
    orderCalendar(
      [
        {
          kind: 'heen',
          date: '2031/03/14',
          start: '08:00',
          minutes: 40,
          summary,
          location: '',
          description: '',
        },
      ],
      'TB1',
      'booking.example',
      new Date('2031-01-02T10:00:00Z'),
    );

  it('escapes backslash, semicolon, comma and newlines', () => {
    expect(leg('a\\b;c,d\ne').replace(/\r\n[ \t]/g, '')).toContain('SUMMARY:a\\\\b\\;c\\,d\\ne');
  });

  it('folds lines to 75 octets without splitting a character', () => {
    const ics = leg('€'.repeat(40));
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(ics.replace(/\r\n[ \t]/g, '')).toContain(`SUMMARY:${'€'.repeat(40)}`);
  });

  it('crosses midnight backwards', () => {
    expect(minusMinutes('2031/03/01', '01:00', 120)).toEqual({ date: '2031/02/28', time: '23:00' });
  });
});
