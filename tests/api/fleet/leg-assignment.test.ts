/**
 * Issue 26, who drives each leg: the dispatcher assigns a driver and a vehicle to a leg; a vehicle too
 * small (seats, luggage), of another type or without wheelchair access, a disabled driver, and a driver
 * or vehicle already on an overlapping leg are refused with 409 naming the field; two dispatchers
 * assigning the same driver at once cannot double-book them; the customer's notice is owed once per
 * change; the dispatch sheet (JSON, CSV) carries the driver and the vehicle.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsvRecords } from '../../../server/data/csv';
import { auditEntries, backofficeCall, staffToken } from '../../support/backoffice-fixtures';
import { ride, type Ride } from '../../support/backoffice-orders-helpers';
import { userToken } from '../../support/order-fixtures';
import { startTestServer, type TestServer } from '../../support/server';

let server: TestServer;
let operator: string;
let dispatcher: string;
let dispatcher2: string;

const vehicles: Record<string, number> = {};
const drivers: Record<string, number> = {};

async function addVehicle(name: string, fields: Record<string, unknown>) {
  const r = await backofficeCall(server, operator, '/vehicles', {
    plate: name,
    model: 'Skoda Superb',
    colour: 'zwart',
    seats: 4,
    luggage_units: 4,
    vehicle_type: 'comfort',
    ...fields,
  });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  vehicles[name] = r.body.data.id;
}

async function addDriver(name: string) {
  const r = await backofficeCall(server, operator, '/drivers', { first_name: name, mobile: '+32470111222' });
  expect(r.status).toBe(201);
  drivers[name] = r.body.data.id;
}

const assign = (token: string, order: Ride, leg: 'H' | 'T', driver: string | null, vehicle: string | null) =>
  server.api(`/backoffice/orders/${order.id}/legs/${leg}/assignment`, {
    method: 'PUT',
    token,
    json: {
      driver_id: driver === null ? null : drivers[driver],
      vehicle_id: vehicle === null ? null : vehicles[vehicle],
    },
  });

const notices = async (order: Ride) =>
  (
    await server.ctx.db.query<{ params: { leg: string } }>(
      "SELECT params FROM owed_mails WHERE order_id = $1 AND kind = 'driver_notice' ORDER BY id",
      [order.id],
    )
  ).rows.map((r) => r.params.leg);

beforeAll(async () => {
  server = await startTestServer();
  operator = (await staffToken(server, 'operator')).token;
  dispatcher = (await staffToken(server, 'dispatcher')).token;
  dispatcher2 = (await staffToken(server, 'dispatcher')).token;
  await addVehicle('COMFORT-1', {});
  await addVehicle('COMFORT-2', {});
  await addVehicle('BUSINESS-1', { vehicle_type: 'business', model: 'Mercedes E', colour: 'grijs' });
  await addVehicle('COMBI-1', { vehicle_type: 'combinatie', seats: 8, luggage_units: 8 });
  await addVehicle('TINY-1', { seats: 1 });
  await addVehicle('NOBOOT-1', { luggage_units: 1 });
  await addVehicle('RAMP-1', { wheelchair_accessible: true, seats: 6, luggage_units: 6 });
  for (const name of ['Jan', 'Els', 'Piet', 'Mia', 'Ward']) await addDriver(name);
});
afterAll(() => server.close());

describe('who may assign', () => {
  it('refuses a customer and an anonymous caller; lets a dispatcher assign', async () => {
    const order = await ride(server, { daysAhead: 2 });
    const customer = (await userToken(server)).token;
    expect((await assign(customer, order, 'H', 'Jan', 'COMFORT-1')).status).toBe(403);
    const none = await server.api(`/backoffice/orders/${order.id}/legs/H/assignment`, {
      method: 'PUT',
      json: { driver_id: drivers.Jan },
    });
    expect(none.status).toBe(401);
    expect(await notices(order)).toEqual([]);
  });
});

describe('assigning a leg', () => {
  let a: Ride;
  let b: Ride;

  beforeAll(async () => {
    // Both depart the same day with the flight at 09:30, 2 passengers, 2 suitcases, comfort.
    a = await ride(server, { daysAhead: 3 });
    b = await ride(server, { daysAhead: 3 });
  });

  it('assigns, owes the notice once per change, changes nothing when saved again, and audits', async () => {
    const r = await assign(dispatcher, a, 'H', 'Jan', 'COMFORT-1');
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data).toMatchObject({
      driver_name: 'Jan',
      vehicle_plate: 'COMFORT-1',
      changed: true,
      notice_owed: true,
    });
    expect(await notices(a)).toEqual(['H']);
    expect((await assign(dispatcher, a, 'H', 'Jan', 'COMFORT-1')).body.data.changed).toBe(false);
    expect(await notices(a)).toEqual(['H']);
    // A business vehicle may serve a comfort order.
    const upgraded = await assign(dispatcher, a, 'H', 'Jan', 'BUSINESS-1');
    expect(upgraded.body.data).toMatchObject({ vehicle_plate: 'BUSINESS-1', notice_owed: true });
    expect(await notices(a)).toEqual(['H', 'H']);
    // Only a driver: nothing to tell the customer yet.
    const half = await assign(dispatcher, a, 'T', 'Jan', null);
    expect(half.body.data).toMatchObject({ changed: true, notice_owed: false });
    expect(await notices(a)).toEqual(['H', 'H']);
    const entries = await auditEntries(server, 'order', a.id);
    expect(entries.filter((e) => e.action === 'order.leg_assignment')).toHaveLength(3);
  });

  it('refuses a driver already on an overlapping leg, and the same vehicle on one, naming the field', async () => {
    const driver = await assign(dispatcher, b, 'H', 'Jan', 'COMFORT-2');
    expect(driver.status).toBe(409);
    expect(driver.body.field).toBe('driver_id');
    expect(driver.body.reason).toBe('driver_busy');
    expect(driver.body.error_description).toContain(a.bonnr);
    const vehicle = await assign(dispatcher, b, 'H', 'Els', 'BUSINESS-1');
    expect([vehicle.status, vehicle.body.field, vehicle.body.reason]).toEqual([
      409,
      'vehicle_id',
      'vehicle_busy',
    ]);
    expect(await notices(b)).toEqual([]);
  });

  it('lets the same driver take a leg that does not overlap once the pickup is known', async () => {
    // The flight at 15:00 puts b's pickup (15:00 less 2 hours at the airport less 35 minutes) after a's ride.
    await server.ctx.db.query("UPDATE orders SET uurvluchtheen = '15:00' WHERE id = $1", [b.id]);
    const r = await assign(dispatcher, b, 'H', 'Jan', 'COMFORT-2');
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    // Its pickup moved to 07:30 by hand, it overlaps a's ride again: refused.
    await assign(dispatcher, b, 'H', null, null);
    await server.ctx.db.query("UPDATE orders SET pickup_time_heen = '07:30' WHERE id = $1", [b.id]);
    expect((await assign(dispatcher, b, 'H', 'Jan', 'COMFORT-2')).body.reason).toBe('driver_busy');
  });

  it('refuses moving the pickup of an assigned leg into its driver’s other ride, writing nothing', async () => {
    // b rides with Jan at 15:00 less the airport and the drive; a's ride with Jan starts in the morning.
    await server.ctx.db.query(
      "UPDATE orders SET pickup_time_heen = '', uurvluchtheen = '15:00' WHERE id = $1",
      [b.id],
    );
    expect((await assign(dispatcher, b, 'H', 'Jan', 'COMFORT-2')).status).toBe(200);
    const move = (time: string) =>
      server.api(`/backoffice/orders/${b.id}/legs/H/pickup-time`, {
        method: 'PUT',
        token: dispatcher,
        json: { pickup_time: time },
      });
    const refused = await move('07:30');
    expect(refused.status, JSON.stringify(refused.body)).toBe(409);
    expect(refused.body).toMatchObject({
      error: 'assignment_refused',
      field: 'pickup_time',
      reason: 'driver_busy',
    });
    const { rows } = await server.ctx.db.query('SELECT pickup_time_heen FROM orders WHERE id = $1', [b.id]);
    expect(rows[0]).toEqual({ pickup_time_heen: '' });
    // A time clear of a's ride is taken.
    expect((await move('12:00')).status).toBe(200);
    expect((await assign(dispatcher, b, 'H', null, null)).status).toBe(200);
  });

  it('refuses a vehicle too small, of another type or without wheelchair access, with the reason', async () => {
    const c = await ride(server, { daysAhead: 4 });
    const cases: [string, string][] = [
      ['TINY-1', 'seats'],
      ['NOBOOT-1', 'luggage'],
      ['COMBI-1', 'type'],
    ];
    for (const [plate, reason] of cases) {
      const r = await assign(dispatcher, c, 'H', 'Mia', plate);
      expect([r.status, r.body.field, r.body.reason], plate).toEqual([409, 'vehicle_id', reason]);
      expect(r.body.error_description).toMatch(/Vehicle \S+ /);
    }
    await server.ctx.db.query('UPDATE orders SET rolstoelen = 1 WHERE id = $1', [c.id]);
    const chair = await assign(dispatcher, c, 'H', 'Mia', 'COMFORT-2');
    expect([chair.status, chair.body.reason]).toEqual([409, 'wheelchair']);
    expect((await assign(dispatcher, c, 'H', 'Mia', 'RAMP-1')).status).toBe(200);
    expect(await notices(c)).toEqual(['H']);
  });

  it('refuses a disabled driver or vehicle, and lets the dispatcher unassign', async () => {
    const d = await ride(server, { daysAhead: 5 });
    await backofficeCall(server, operator, `/drivers/${drivers.Ward}/disable`, { disabled: true });
    const r = await assign(dispatcher, d, 'H', 'Ward', 'COMFORT-1');
    expect([r.status, r.body.field, r.body.reason]).toEqual([409, 'driver_id', 'driver_disabled']);
    await backofficeCall(server, operator, `/vehicles/${vehicles['TINY-1']}/disable`, { disabled: true });
    const v = await assign(dispatcher, d, 'H', 'Mia', 'TINY-1');
    expect([v.status, v.body.field, v.body.reason]).toEqual([409, 'vehicle_id', 'vehicle_disabled']);
    expect((await assign(dispatcher, d, 'H', 'Mia', 'COMFORT-1')).status).toBe(200);
    const off = await assign(dispatcher, d, 'H', null, null);
    expect(off.body.data).toMatchObject({
      changed: true,
      driver_id: null,
      vehicle_id: null,
      notice_owed: false,
    });
    const { rows } = await server.ctx.db.query('SELECT 1 FROM leg_assignments WHERE order_id = $1', [d.id]);
    expect(rows).toEqual([]);
  });

  it('answers 400 naming an unknown driver or vehicle, 404 an unknown order or leg', async () => {
    const e = await ride(server, { daysAhead: 6, heenterug: 'H' });
    const unknown = await server.api(`/backoffice/orders/${e.id}/legs/H/assignment`, {
      method: 'PUT',
      token: dispatcher,
      json: { driver_id: 999999 },
    });
    expect([unknown.status, unknown.body.field]).toEqual([400, 'driver_id']);
    const noLeg = await assign(dispatcher, e, 'T', 'Mia', null);
    expect([noLeg.status, noLeg.body.field]).toEqual([404, 'leg']);
    const noOrder = await server.api('/backoffice/orders/999999/legs/H/assignment', {
      method: 'PUT',
      token: dispatcher,
      json: {},
    });
    expect(noOrder.status).toBe(404);
  });
});

// The embedded PGlite runs one transaction at a time, so this holds the API's answers; the row locks
// themselves are proven on a real PostgreSQL server by tests/system/fleet-double-booking.test.ts.
describe('two dispatchers at once', () => {
  it('never double-books a driver or a vehicle: one assignment wins, the other is refused', async () => {
    for (let round = 0; round < 3; round++) {
      const x = await ride(server, { daysAhead: 10 + round });
      const y = await ride(server, { daysAhead: 10 + round });
      const driverRace = await Promise.all([
        assign(dispatcher, x, 'H', 'Piet', null),
        assign(dispatcher2, y, 'H', 'Piet', null),
      ]);
      expect(driverRace.map((r) => r.status).sort()).toEqual([200, 409]);
      const vehicleRace = await Promise.all([
        assign(dispatcher, x, 'T', null, 'COMFORT-2'),
        assign(dispatcher2, y, 'T', null, 'COMFORT-2'),
      ]);
      expect(vehicleRace.map((r) => r.status).sort()).toEqual([200, 409]);
      const { rows } = await server.ctx.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM leg_assignments WHERE order_id = ANY($1::int[])`,
        [[x.id, y.id]],
      );
      expect(rows[0]!.n).toBe(2);
    }
  });
});

describe('the dispatch sheet', () => {
  it("carries each leg's driver name and vehicle plate and model, in the JSON and the CSV", async () => {
    const f = await ride(server, { daysAhead: 20 });
    expect((await assign(dispatcher, f, 'H', 'Els', 'BUSINESS-1')).status).toBe(200);
    const date = f.date.replaceAll('/', '-');
    const sheet = await backofficeCall(server, dispatcher, `/dispatch?date=${date}`);
    const leg = sheet.body.data.find(
      (l: { order_id: number; leg: string }) => l.order_id === f.id && l.leg === 'H',
    );
    expect(leg).toMatchObject({
      driver_name: 'Els',
      vehicle_plate: 'BUSINESS-1',
      vehicle_model: 'Mercedes E',
    });
    const csv = await fetch(`${server.url}/api/backoffice/dispatch/csv?date=${date}`, {
      headers: { authorization: `Bearer ${dispatcher}` },
    });
    const row = parseCsvRecords(await csv.text()).find((r) => r.bonnr === f.bonnr)!;
    expect(row).toMatchObject({
      driver_name: 'Els',
      vehicle_plate: 'BUSINESS-1',
      vehicle_model: 'Mercedes E',
    });
  });
});
