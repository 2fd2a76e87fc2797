/**
 * Issue 26, the driver's day: the legs of today and tomorrow with everything the driver needs (pickup,
 * address and maps link, flight, passengers, luggage, pets, child seats per band, bulky items, remarks,
 * the customer's name and mobile, the vehicle and the state), the forward-only states the driver
 * reports (which the dispatch sheet shows) and bad input, each refused with a 400 naming its field.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, brusselsToday } from '../../../core';
import { startTestServer, type TestServer } from '../../support/server';
import { staffToken } from '../../support/backoffice-fixtures';
import { DRIVER_REMARK, bookRide, type BookedRide } from '../../support/driver-day-orders';
import { assignLeg, driverLogin, insertDriver, insertVehicle } from '../../support/fleet-rows';

let server: TestServer;
let token: string;
let driverId: number;
let dispatcher: string;
let ride: BookedRide;
let later: BookedRide;
let vehicle: { plate: string; model: string };
const today = brusselsToday(new Date());
const tomorrow = addDays(today, 1);

beforeAll(async () => {
  server = await startTestServer();
  const driver = await insertDriver(server, { firstName: 'Anna' });
  driverId = driver.id;
  const van = await insertVehicle(server, { model: 'Mercedes V-Klasse' });
  vehicle = van;
  ride = await bookRide(server, today, tomorrow);
  // A second ride on both days, with a pickup time set early: it comes first each day.
  later = await bookRide(server, yesterdayOf(today), tomorrow);
  const other = await bookRide(server, addDays(today, 2), addDays(today, 3));
  await server.ctx.db.query(`UPDATE orders SET pickup_time_terug = '17:00' WHERE id = $1`, [later.id]);
  for (const leg of ['H', 'T'] as const) {
    await assignLeg(server, ride.id, leg, driver.id, van.id);
    await assignLeg(server, later.id, leg, driver.id, van.id);
    await assignLeg(server, other.id, leg, driver.id, van.id);
  }
  token = await driverLogin(server, driver);
  dispatcher = (await staffToken(server, 'dispatcher')).token;
});

afterAll(async () => {
  await server?.close();
});

function yesterdayOf(date: string): string {
  return addDays(date, -1);
}

const day = async () => {
  const { status, body } = await server.api('/driver/legs', { token });
  expect(status, JSON.stringify(body)).toBe(200);
  return body;
};
const report = (order: number | string, leg: string, body: unknown) =>
  server.api(`/driver/legs/${order}/${leg}/state`, { token, json: body });

describe("the driver's day", () => {
  it('lists the legs of today and tomorrow only, by day and pickup', async () => {
    const body = await day();
    expect(body.metadata).toMatchObject({ today, tomorrow, count: 3, driver: { first_name: 'Anna' } });
    // Yesterday's departure and the rides of later days are not in it.
    expect(body.data.map((l: { order_id: number; leg: string }) => [l.order_id, l.leg])).toEqual([
      [ride.id, 'H'],
      [later.id, 'T'],
      [ride.id, 'T'],
    ]);
  });

  it('gives each leg what the driver needs, named as the sheet names it', async () => {
    const [departure, , back] = (await day()).data;
    expect(departure).toMatchObject({
      bonnr: ride.bonnr,
      date: today,
      flight: 'SN2153',
      flight_time: '10:30',
      street: 'Korenmarkt',
      number: '1',
      postcode: '9000',
      locality: 'Gent',
      pax: 2,
      luggage: 2,
      pets: 1,
      child_seats_small: 1,
      child_seats_medium: 0,
      child_seats_large: 0,
      items: [{ kind: 'rolstoelen', count: 1 }],
      remarks: DRIVER_REMARK,
      name: 'Jan Janssens',
      phone: '+32470123456',
      vehicle: { plate: vehicle.plate, model: 'Mercedes V-Klasse' },
      state: '',
      state_at: null,
    });
    expect(departure.airport).toMatch(/Brussels|Brussel|Zaventem|BRU/);
    expect(departure.maps_url).toBe(
      'https://www.google.com/maps/search/?api=1&query=Korenmarkt%201%2C%209000%20Gent%2C%20Belgium',
    );
    // No pickup time set: the departure's is the flight less the airport margin and the drive.
    expect(departure.pickup_estimated).toBe(true);
    expect(departure.pickup_time < '10:30').toBe(true);
    // The return's is the landing time.
    expect(back).toMatchObject({ flight: 'FR1234', flight_time: '18:05', pickup_time: '18:05' });
    expect(JSON.stringify(departure)).not.toMatch(/ecode|email|rolstoelen:\d/);
  });

  it('gives the pickup time the dispatcher set, not an estimate', async () => {
    const set = (await day()).data[1];
    expect(set).toMatchObject({
      order_id: later.id,
      leg: 'T',
      pickup_time: '17:00',
      pickup_estimated: false,
    });
  });
});

describe('the states a driver reports', () => {
  it('moves forward: on the way, on board, done; the dispatch sheet shows each', async () => {
    for (const state of ['on_the_way', 'on_board', 'done'] as const) {
      const { status, body } = await report(ride.id, 'H', { state });
      expect(status, JSON.stringify(body)).toBe(200);
      expect(body.data).toEqual({ order_id: ride.id, leg: 'H', state, changed: true });
      const sheet = await server.api(`/backoffice/dispatch?date=${today.replaceAll('/', '-')}`, {
        token: dispatcher,
      });
      const row = sheet.body.data.find((l: { order_id: number; leg: string }) => l.order_id === ride.id);
      expect(row.outcome).toBe(state);
    }
    const leg = (await day()).data[0];
    expect(leg.state).toBe('done');
    expect(Date.parse(leg.state_at)).not.toBeNaN();
    const { rows } = await server.ctx.db.query<{ state: string }>(
      `SELECT state FROM leg_state_reports WHERE order_id = $1 AND leg = 'H' ORDER BY id`,
      [ride.id],
    );
    expect(rows.map((r) => r.state)).toEqual(['on_the_way', 'on_board', 'done']);
  });

  it('changes nothing when the state is reported again', async () => {
    const { status, body } = await report(ride.id, 'H', { state: 'done' });
    expect(status).toBe(200);
    expect(body.data.changed).toBe(false);
  });

  it('refuses a move back or past the end with 409', async () => {
    for (const state of ['on_the_way', 'on_board', 'no_show']) {
      const { status, body } = await report(ride.id, 'H', { state });
      expect(status, state).toBe(409);
      expect(body).toMatchObject({ error: 'leg_closed', field: 'state' });
    }
  });

  it('refuses no show once the customer is on board', async () => {
    const third = await bookRide(server, today, addDays(today, 5));
    await assignLeg(server, third.id, 'H', driverId);
    expect((await report(third.id, 'H', { state: 'on_board' })).status).toBe(200);
    const back = await report(third.id, 'H', { state: 'on_the_way' });
    expect(back.status).toBe(409);
    expect(back.body.error).toBe('not_forward');
    const { status, body } = await report(third.id, 'H', { state: 'no_show' });
    expect(status).toBe(409);
    expect(body.error).toBe('not_forward');
  });

  it("lets tomorrow's leg be on the way, but not done or no show before its day", async () => {
    for (const state of ['on_board', 'done', 'no_show']) {
      const { status, body } = await report(ride.id, 'T', { state });
      expect(status, state).toBe(409);
      expect(body.error).toBe('too_early');
    }
    expect((await report(ride.id, 'T', { state: 'on_the_way' })).status).toBe(200);
  });

  it('is not a leg the driver sees once its day has passed (404)', async () => {
    expect((await report(later.id, 'H', { state: 'done' })).status).toBe(404);
  });
});

describe('bad input', () => {
  const cases: [string, () => ReturnType<typeof report>, string][] = [
    ['no state', () => report(ride.id, 'T', {}), 'state'],
    ['an unknown state', () => report(ride.id, 'T', { state: 'flying' }), 'state'],
    ["the back office's clearing ''", () => report(ride.id, 'T', { state: '' }), 'state'],
    ['a state of the wrong type', () => report(ride.id, 'T', { state: 3 }), 'state'],
    ['a leg other than H or T', () => report(ride.id, 'X', { state: 'on_the_way' }), 'leg'],
    ['an order id that is not a number', () => report('abc', 'H', { state: 'on_the_way' }), 'order'],
    ['an order id of 0', () => report(0, 'H', { state: 'on_the_way' }), 'order'],
    ['an order id past int4', () => report('99999999999', 'H', { state: 'on_the_way' }), 'order'],
  ];
  for (const [what, call, field] of cases) {
    it(`answers 400 naming "${field}" for ${what}`, async () => {
      const { status, body } = await call();
      expect(status, JSON.stringify(body)).toBe(400);
      expect(body.status).toBe(false);
      expect(body.field ?? body.error_description).toMatch(new RegExp(field));
    });
  }

  it('answers 400 for a body that is not JSON', async () => {
    const res = await fetch(`${server.url}/api/driver/legs/${ride.id}/T/state`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: '{"state":',
    });
    expect(res.status).toBe(400);
  });
});
