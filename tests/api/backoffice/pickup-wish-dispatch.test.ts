/**
 * An accepted pickup-time wish (issue 27) moves the leg like a dispatcher setting its pickup time: the
 * dispatch sheet and the assigned driver's day show the wished time, and a wish that would make the leg's
 * vehicle overlap its other ride is refused (server/fleet assertPickupFitsAssignment, the same check as
 * the pickup-time call), the wish staying open. The driver's overlap: pickup-wish-decisions.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, brusselsToday } from '../../../core';
import { backofficeCall, staffToken } from '../../support/backoffice-fixtures';
import { assignLeg, driverLogin, insertDriver, insertVehicle } from '../../support/fleet-rows';
import { book, manageCall, manageKey, type Booked } from '../../support/manage-helpers';
import { startTestServer, type TestServer } from '../../support/server';

let server: TestServer;
let dispatcher: string;

beforeAll(async () => {
  server = await startTestServer();
  dispatcher = (await staffToken(server, 'dispatcher')).token;
});
afterAll(() => server.close());

const tenDays = () => addDays(brusselsToday(new Date()), 10);

/** A paid departure on `date`, picked up at `pickup` for a 13:00 flight. */
async function rideOn(date: string, pickup: string): Promise<Booked> {
  const order = await book(server);
  await server.ctx.db.query(
    `UPDATE orders SET datumheen = $2, pickup_time_heen = $3, uurvluchtheen = '13:00' WHERE id = $1`,
    [order.id, date, pickup],
  );
  return order;
}

/** The customer of `order` wishes `time` for its departure; answers the wish's id. */
async function wishFor(order: Booked, time: string): Promise<number> {
  const key = await manageKey(server, order.owner.token, order.ecode);
  const r = await manageCall(server, `/billomanage/${order.id}/pickup-wish`, order.owner.token, key, {
    leg: 'H',
    pickup_time: time,
  });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.data.id as number;
}

describe('an accepted pickup-time wish on the dispatch sheet and the driver’s day', () => {
  it('shows the wished time on the sheet and to the assigned driver', async () => {
    const order = await rideOn(tenDays(), '08:00');
    const driver = await insertDriver(server, { firstName: 'Luc' });
    const van = await insertVehicle(server);
    await assignLeg(server, order.id, 'H', driver.id, van.id);
    const id = await wishFor(order, '08:30');
    // Asked in time; the ride is tomorrow by the time the dispatcher answers, so the driver's day has it.
    const tomorrow = addDays(brusselsToday(new Date()), 1);
    await server.ctx.db.query('UPDATE orders SET datumheen = $2 WHERE id = $1', [order.id, tomorrow]);
    const r = await backofficeCall(server, dispatcher, `/pickup-wishes/${id}/accept`, {});
    expect(r.status, JSON.stringify(r.body)).toBe(200);

    const sheet = await server.api(`/backoffice/dispatch?date=${tomorrow}`, { token: dispatcher });
    expect(sheet.status, JSON.stringify(sheet.body)).toBe(200);
    const row = sheet.body.data.find((l: { order_id: number; leg: string }) => l.order_id === order.id);
    expect(row).toMatchObject({ leg: 'H', pickup_time: '08:30' });

    const day = await server.api('/driver/legs', { token: await driverLogin(server, driver) });
    expect(day.status, JSON.stringify(day.body)).toBe(200);
    const leg = day.body.data.find((l: { order_id: number; leg: string }) => l.order_id === order.id);
    expect(leg).toMatchObject({ leg: 'H', pickup_time: '08:30', pickup_estimated: false });
  });

  it('refuses a wish that moves the leg into its vehicle’s other ride; the time and the wish stay', async () => {
    const date = tenDays();
    const a = await rideOn(date, '07:00');
    const b = await rideOn(date, '09:00');
    const van = await insertVehicle(server);
    await assignLeg(server, a.id, 'H', (await insertDriver(server)).id, van.id);
    await assignLeg(server, b.id, 'H', (await insertDriver(server)).id, van.id);
    const id = await wishFor(b, '08:00');
    const r = await backofficeCall(server, dispatcher, `/pickup-wishes/${id}/accept`, {});
    expect(r.status, JSON.stringify(r.body)).toBe(409);
    expect(r.body).toMatchObject({ field: 'pickup_time', reason: 'vehicle_busy' });
    const { rows } = await server.ctx.db.query(
      `SELECT w.status, o.pickup_time_heen FROM pickup_wishes w JOIN orders o ON o.id = w.order_id WHERE w.id = $1`,
      [id],
    );
    expect(rows[0]).toEqual({ status: 'open', pickup_time_heen: '09:00' });
  });
});
