/**
 * Issue 26, "the order, whole, for the people who run it": a round trip booked through the booking API
 * with a pet, a child seat 1–3 years, a folding wheelchair and a remark for the driver shows each of
 * them on the back office's order detail, the dispatch sheet (JSON) and its CSV, the bulky item by its
 * name in the operator's language (nl, fr, en), never as a raw column name like "rolstoelen:1".
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, brusselsInstant, DISPATCH_DAY_MAIL_HOUR } from '../../../core';
import { createStaffUser } from '../../../server/cli/staff-commands';
import { parseCsvRecords } from '../../../server/data/csv';
import { readOutbox } from '../../../server/mail/mailer';
import { startTestServer, type TestServer } from '../../support/server';
import { staffToken } from '../../support/backoffice-fixtures';
import { DRIVER_REMARK, bookRide } from '../../support/driver-day-orders';

// The issue's example remark, which every booking of the drivers' tests carries.
const REMARK = DRIVER_REMARK;

let server: TestServer;
let operator: string;
let orderId: number;
let bonnr: string;
let dates: { H: string; T: string };

beforeAll(async () => {
  server = await startTestServer();
  operator = (await staffToken(server, 'operator')).token;
  // Booked as the wizard books it (priced with the wheelchair, seat and pet, then neworder) and paid:
  // the sheet lists the rides that take place; the payment itself is the payment tests' subject.
  const ride = await bookRide(server, null, null);
  orderId = ride.id;
  bonnr = ride.bonnr;
  dates = { H: ride.datumheen.replaceAll('/', '-'), T: ride.datumterug.replaceAll('/', '-') };
});

afterAll(async () => {
  await server?.close();
});

const get = (path: string) => server.api(path, { token: operator });
const csvOf = async (date: string, lang: string) => {
  const res = await fetch(`${server.url}/api/backoffice/dispatch/csv?date=${date}&lang=${lang}`, {
    headers: { authorization: `Bearer ${operator}` },
  });
  expect(res.status).toBe(200);
  return res.text();
};

describe('the order, whole, for the dispatcher', () => {
  it('shows remarks, pets, child seats per band, bulky items and the airport margin on the order detail', async () => {
    const { status, body } = await get(`/backoffice/orders/${orderId}`);
    expect(status).toBe(200);
    expect(body.data.order).toMatchObject({
      remarks: REMARK,
      huisdieren: 1,
      aantalks2: 1,
      rolstoelen: 1,
      vroegeropluchthaven: 2,
      telklant: '+32470123456',
    });
  });

  it('gives each leg of the dispatch sheet its remark, pet, child seat band, items, flight and margin', async () => {
    for (const leg of ['H', 'T'] as const) {
      const { status, body } = await get(`/backoffice/dispatch?date=${dates[leg]}`);
      expect(status).toBe(200);
      const row = body.data.find(
        (l: { order_id: number; leg: string }) => l.order_id === orderId && l.leg === leg,
      );
      expect(row, leg).toMatchObject({
        remarks: REMARK,
        pets: 1,
        child_seats: 1,
        child_seats_small: 1,
        child_seats_medium: 0,
        child_seats_large: 0,
        items: [{ kind: 'rolstoelen', count: 1 }],
        pax: 2,
        airport_margin: 2,
        name: 'Jan Janssens',
        phone: '+32470123456',
        flight: leg === 'H' ? 'SN2153' : 'FR1234',
        flight_time: leg === 'H' ? '10:30' : '18:05',
        agency: '',
        event: '',
      });
      expect(row.cargo).toBeGreaterThan(0);
      expect(JSON.stringify(row)).not.toMatch(/rolstoelen:\d/);
    }
  });

  it('writes the CSV with the remark, the pet and the items by name in the operator’s language', async () => {
    const names = {
      nl: { item: 'Plooibare rolstoel', seat: 'Kinderzitje 1-3 jaar' },
      fr: { item: 'Fauteuil roulant pliable', seat: 'Siège enfant 1-3 ans' },
      en: { item: 'Folding wheelchair', seat: 'Child seat 1-3 years' },
    };
    for (const [lang, want] of Object.entries(names)) {
      const text = await csvOf(dates.H, lang);
      const [header, ...rows] = text.trim().split('\n');
      const line = rows.find((l) => l.includes(bonnr));
      expect(line, lang).toBeDefined();
      expect(line).toContain(REMARK);
      expect(line).toContain(`1 × ${want.item}`);
      expect(line).toContain(`1 × ${want.seat}`);
      expect(line).not.toMatch(/rolstoelen:\d/);
      // The header names the columns for a spreadsheet or a script, the same in every language.
      expect(header!.split(',')).toEqual(expect.arrayContaining(['remarks', 'pets', 'airport_margin']));
      const record = parseCsvRecords(text).find((r) => r.bonnr === bonnr)!;
      expect(record).toMatchObject({
        remarks: REMARK,
        pets: '1',
        child_seats_small: '1',
        airport_margin: '2',
      });
    }
  });

  it('mails each dispatcher the next day’s sheet once, in their language, with the whole order', async () => {
    const names = { nl: 'Plooibare rolstoel', fr: 'Fauteuil roulant pliable', en: 'Folding wheelchair' };
    const dispatchers = await Promise.all(
      (['nl', 'fr', 'en'] as const).map(async (lang) => {
        const email = `dispatch-${lang}@operator.example`;
        await createStaffUser(server.ctx.db, {
          email,
          password: 'Ritplanning-2031!',
          role: 'dispatcher',
          lang,
        });
        return { lang, email };
      }),
    );
    const day = dates.H.replaceAll('-', '/');
    const before = brusselsInstant(addDays(day, -1), `${DISPATCH_DAY_MAIL_HOUR - 1}:59`)!;
    const at = brusselsInstant(addDays(day, -1), `${DISPATCH_DAY_MAIL_HOUR}:05`)!;
    const mailsTo = (email: string) => readOutbox(server.dataDir).filter((m) => m.to === email);
    await server.scheduler.tick(before);
    expect(dispatchers.flatMap((d) => mailsTo(d.email))).toEqual([]);
    await server.scheduler.tick(at);
    await server.scheduler.tick(new Date(at.getTime() + 60_000));
    for (const d of dispatchers) {
      const mails = mailsTo(d.email);
      expect(mails, d.lang).toHaveLength(1);
      const { text } = mails[0]!;
      expect(text).toContain(bonnr);
      expect(text).toContain(`> ${REMARK}`);
      expect(text).toContain(`1 × ${names[d.lang]}`);
      expect(text).toContain('+32470123456');
      expect(text).toContain('SN2153');
      expect(text).not.toMatch(/rolstoelen:\d/);
      // The HTML part gives the mobile as a tel: link (tests/unit/server/dispatch-day-html.test.ts).
      expect(mails[0]!.html).toContain('<a href="tel:+32470123456">+32470123456</a>');
    }
  });
});
