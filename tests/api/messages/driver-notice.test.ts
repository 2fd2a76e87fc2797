/**
 * Issue 26, "the customer knows who comes": when a leg has a driver and a vehicle (set or changed),
 * and again on the ride day, the customer gets by e-mail and by SMS, in the order's language, the
 * driver's first name and mobile, the car's model, colour and plate, the pickup day and time, and the
 * meeting point: the home address for a departure, the operator's text of the airport for a return
 * (the default when none is set). Each goes once per change, also with the scheduler run twice. No SMS
 * provider is configured here, so the SMS land in the development outbox (server/sms/sms-outbox.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, brusselsToday } from '../../../core';
import { readOutbox } from '../../../server/mail/mailer';
import { erasePersonalData } from '../../../server/data/privacy/order-erasure-repo';
import { driverNoticeDayJob } from '../../../server/messages/driver-notice-day-job';
import { readSmsOutbox } from '../../../server/sms/sms-outbox';
import { smsSegments } from '../../../server/sms/sms-texts';
import { startTestServer, type TestServer } from '../../support/server';
import { staffToken } from '../../support/backoffice-fixtures';
import { addDriver, addVehicle, assignLeg, bookRide } from '../../support/notify-fleet-rows';

let server: TestServer;
let operator: string;
let dispatcher: string;
let driver: number;
let other: number;
let car: { id: number; plate: string };

const MEETING = {
  nl: 'Aankomsthal, ontmoetingspunt aan de uitgang van de bagageafhaling; chauffeur met naambordje.',
  fr: 'Hall des arrivées, point de rencontre à la sortie des bagages; chauffeur avec panneau.',
  en: 'Arrivals hall, meeting point at the exit of baggage claim; driver with a name sign.',
};

beforeAll(async () => {
  server = await startTestServer();
  operator = (await staffToken(server, 'operator')).token;
  dispatcher = (await staffToken(server, 'dispatcher')).token;
  driver = await addDriver(server, 'Sofie', '+32476554433');
  other = await addDriver(server, 'Yusuf', '+32477889900');
  car = await addVehicle(server, 'Škoda Superb', 'grijs');
});
afterAll(() => server?.close());

const mailsTo = (to: string) => readOutbox(server.dataDir).filter((m) => m.to === to);
const smsAbout = (bonnr: string) => readSmsOutbox(server.dataDir).filter((s) => s.body.includes(bonnr));

describe('the meeting points in the back office', () => {
  it('lets an operator set an airport’s texts, and no one else', async () => {
    const put = (token: string, body: unknown, airport = 'BRU') =>
      server.api(`/backoffice/meeting-points/${airport}`, { token, method: 'PUT', json: body });
    expect((await put(dispatcher, MEETING)).status).toBe(403);
    expect(
      (await server.api('/backoffice/meeting-points/BRU', { method: 'PUT', json: MEETING })).status,
    ).toBe(401);
    const long = await put(operator, { ...MEETING, fr: 'x'.repeat(301) });
    expect(long.status).toBe(400);
    expect(long.body.error_description).toContain('fr');
    expect((await put(operator, MEETING, 'ZZZ')).status).toBe(404);
    const before = await server.api('/backoffice/meeting-points', { token: operator });
    const bru = before.body.data.find((a: { airport: string }) => a.airport === 'BRU');
    expect(bru.texts).toEqual({ nl: '', fr: '', en: '' });
    expect(bru.defaults.en).toMatch(/^Arrivals hall .*name sign\.$/);
    const saved = await put(operator, MEETING);
    expect(saved.status).toBe(200);
    expect(saved.body.data.texts).toEqual(MEETING);
  });
});

describe('the message of who comes', () => {
  const cases = [
    { taal: 'NL', lang: 'nl', home: 'haalt u op aan Korenmarkt 1, 9000 Gent', car: 'Wagen' },
    {
      taal: 'FR',
      lang: 'fr',
      home: "vient vous chercher à l'adresse Korenmarkt 1, 9000 Gand",
      car: 'Voiture',
    },
    { taal: 'EN', lang: 'en', home: 'picks you up at Korenmarkt 1, 9000 Gent', car: 'Car' },
  ] as const;
  for (const c of cases) {
    it(`goes by e-mail and SMS in ${c.lang}, home for the departure and the airport’s text for the return`, async () => {
      const email = `who-${c.lang}@example.be`;
      const ride = await bookRide(server, { taal: c.taal, email, mobile: '0470 12 34 56' });
      await assignLeg(server, ride.id, 'H', driver, car.id);
      await assignLeg(server, ride.id, 'T', driver, car.id);
      await server.scheduler.tick();
      const mails = mailsTo(email).filter((m) => m.text.includes('Sofie'));
      expect(mails).toHaveLength(2);
      const [out, back] = mails as [(typeof mails)[0], (typeof mails)[0]];
      for (const m of [out, back]) {
        expect(m.text).toContain('Sofie, +32476554433');
        expect(m.text).toContain(`Škoda Superb, grijs, ${car.plate}`);
        // The customer's reference is the booking code (issue 31); the SMS keeps the number.
        expect(m.subject).toContain(ride.ecode);
      }
      // The city as the order's language names it (Gand in French).
      expect(out.text).toMatch(/Korenmarkt 1, 9000 (Gent|Gand)/);
      expect(out.text).toContain('07:15');
      expect(back.text).toContain(MEETING[c.lang]);
      // The return's driver is there from the landing (no pickup time set).
      expect(back.text).toContain('18:05');
      const sms = smsAbout(ride.bonnr);
      expect(sms).toHaveLength(2);
      // The order's mobile, typed nationally, goes to the provider in E.164.
      expect(sms.map((s) => s.to)).toEqual(['+32470123456', '+32470123456']);
      const [smsOut, smsBack] = sms as [(typeof sms)[0], (typeof sms)[0]];
      expect(smsOut.body).toContain(c.home);
      expect(smsBack.body).toContain(MEETING[c.lang]);
      for (const s of sms) {
        expect(s.body).toContain('Sofie (+32476554433)');
        expect(s.body).toContain(car.plate);
        // Š is outside GSM-7: folded to S so the SMS keeps to GSM-7 and two segments.
        expect(s.body).toContain('Skoda Superb, grijs');
        expect(smsSegments(s.body)).toBeLessThanOrEqual(2);
      }
      // The back office lists the SMS with their delivery status.
      const detail = await server.api(`/backoffice/orders/${ride.id}`, { token: operator });
      expect(detail.status).toBe(200);
      expect(detail.body.data.sms.map((s: { delivery: string }) => s.delivery)).toEqual(['sent', 'sent']);
    });
  }

  it('uses the default meeting point where the operator set none', async () => {
    await server.api('/backoffice/meeting-points/BRU', {
      token: operator,
      method: 'PUT',
      json: { nl: '', fr: '', en: '' },
    });
    const ride = await bookRide(server, { taal: 'EN', email: 'default@example.be' });
    await assignLeg(server, ride.id, 'T', driver, car.id);
    await server.scheduler.tick();
    const [sms] = smsAbout(ride.bonnr);
    expect(sms?.body).toMatch(/Arrivals hall Brussels Airport: your driver waits .* name sign\./);
    await server.api('/backoffice/meeting-points/BRU', { token: operator, method: 'PUT', json: MEETING });
  });

  it('goes once per change, however often the scheduler runs, and again when the driver changes', async () => {
    const email = 'once@example.be';
    const ride = await bookRide(server, { taal: 'NL', email });
    await assignLeg(server, ride.id, 'H', driver, car.id);
    await server.scheduler.tick();
    await server.scheduler.tick();
    expect(mailsTo(email).filter((m) => m.text.includes('Sofie'))).toHaveLength(1);
    expect(smsAbout(ride.bonnr)).toHaveLength(1);
    await assignLeg(server, ride.id, 'H', other, car.id);
    await server.scheduler.tick();
    await server.scheduler.tick();
    expect(mailsTo(email).filter((m) => m.text.includes('Yusuf'))).toHaveLength(1);
    expect(smsAbout(ride.bonnr).filter((s) => s.body.includes('Yusuf'))).toHaveLength(1);
    expect(smsAbout(ride.bonnr)).toHaveLength(2);
  });

  it('sends nothing for a leg cancelled before the send', async () => {
    const ride = await bookRide(server, { taal: 'NL', email: 'cancelled@example.be' });
    await assignLeg(server, ride.id, 'H', driver, car.id);
    await server.ctx.db.query("UPDATE orders SET status = 'cancelled' WHERE id = $1", [ride.id]);
    await server.scheduler.tick();
    expect(smsAbout(ride.bonnr)).toEqual([]);
    expect(mailsTo('cancelled@example.be').filter((m) => m.text.includes('Sofie'))).toEqual([]);
  });
});

describe('the message on the ride day', () => {
  it('goes once on the morning of the ride day, even when its unit runs twice', async () => {
    const email = 'today@example.be';
    const ride = await bookRide(server, { taal: 'FR', email });
    await assignLeg(server, ride.id, 'H', driver, car.id);
    await server.scheduler.tick();
    // The ride is today (moved by hand: the booking call takes no ride that close).
    const now = new Date();
    const today = brusselsToday(now);
    await server.ctx.db.query('UPDATE orders SET datumheen = $2, datumterug = $3 WHERE id = $1', [
      ride.id,
      today,
      addDays(today, 7),
    ]);
    // Assigned days before: its message was owed then.
    await server.ctx.db.query(
      `UPDATE owed_mails SET created_at = created_at - interval '3 days' WHERE order_id = $1`,
      [ride.id],
    );
    // 08:00 in Brussels today, whatever the test's clock says.
    const morning = new Date(`${today.replaceAll('/', '-')}T06:00:00Z`);
    await driverNoticeDayJob.run(server.ctx, `${ride.id}:H`, morning);
    await driverNoticeDayJob.run(server.ctx, `${ride.id}:H`, morning);
    await server.scheduler.tick(morning);
    await server.scheduler.tick(morning);
    // The day's reminder (issue 12) is worded for today too: the who-comes mail names the driver.
    const day = mailsTo(email).filter((m) => m.subject.startsWith('Aujourd’hui') && m.text.includes('Sofie'));
    expect(day).toHaveLength(1);
    expect(day[0]!.text).toContain('Sofie, +32476554433');
    const daySms = smsAbout(ride.bonnr).filter((s) => s.body.startsWith("Aujourd'hui."));
    expect(daySms).toHaveLength(1);
    expect(daySms[0]!.body).toContain('Korenmarkt 1, 9000 Gand');
  });

  it('sends no second message the same day when the leg was assigned on the ride day itself', async () => {
    const ride = await bookRide(server, { taal: 'EN', email: 'sameday@example.be' });
    const today = brusselsToday(new Date());
    await server.ctx.db.query('UPDATE orders SET datumheen = $2, datumterug = $3 WHERE id = $1', [
      ride.id,
      today,
      addDays(today, 7),
    ]);
    await assignLeg(server, ride.id, 'H', driver, car.id);
    await server.scheduler.tick();
    await driverNoticeDayJob.run(server.ctx, `${ride.id}:H`, new Date());
    await server.scheduler.tick();
    expect(smsAbout(ride.bonnr)).toHaveLength(1);
    expect(mailsTo('sameday@example.be').filter((m) => m.text.includes('Sofie'))).toHaveLength(1);
  });

  it('lists each assigned leg of today once from the morning hour, and none before', async () => {
    const ride = await bookRide(server, { taal: 'NL', email: 'list@example.be' });
    await assignLeg(server, ride.id, 'T', driver, car.id);
    const today = brusselsToday(new Date());
    await server.ctx.db.query('UPDATE orders SET datumterug = $2 WHERE id = $1', [ride.id, today]);
    const iso = today.replaceAll('/', '-');
    const night = new Date(`${iso}T02:00:00Z`);
    const morning = new Date(`${iso}T07:00:00Z`);
    expect(await driverNoticeDayJob.findDue(server.ctx, night, 100)).toEqual([]);
    expect(await driverNoticeDayJob.findDue(server.ctx, morning, 100)).toContain(`${ride.id}:T`);
    await server.scheduler.tick(morning);
    expect(await driverNoticeDayJob.findDue(server.ctx, morning, 100)).not.toContain(`${ride.id}:T`);
  });
});

describe('personal data', () => {
  it('erases the SMS of an order with the rest of its personal data', async () => {
    const ride = await bookRide(server, { taal: 'NL', email: 'erase@example.be' });
    await assignLeg(server, ride.id, 'H', driver, car.id);
    await server.scheduler.tick();
    const count = async () =>
      (await server.ctx.db.query('SELECT 1 FROM owed_sms WHERE order_id = $1', [ride.id])).rows.length;
    expect(await count()).toBe(1);
    await server.ctx.db.transaction((tx) => erasePersonalData(tx, ride.id));
    expect(await count()).toBe(0);
  });
});
