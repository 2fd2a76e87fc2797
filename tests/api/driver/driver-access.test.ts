/**
 * Issue 26's access tests for the driver's day, written as the attacks they stop: a driver reads and
 * changes only the legs assigned to them (another driver's leg, an unassigned one or a guessed id is
 * 404, and stays as it was), never an order, the dispatch sheet or any back-office call; nobody but a
 * driver calls the driver API.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, brusselsToday } from '../../../core';
import { startTestServer, type TestServer } from '../../support/server';
import { BACKOFFICE_CALLS } from '../backoffice/backoffice-calls';
import { staffToken } from '../../support/backoffice-fixtures';
import { approvedOrganiser } from '../../support/event-fixtures';
import { addAgents, agentToken, anonToken, userToken } from '../../support/order-fixtures';
import { bookRide, type BookedRide } from '../../support/driver-day-orders';
import {
  assignLeg,
  driverLogin,
  insertDriver,
  insertVehicle,
  type TestDriver,
} from '../../support/fleet-rows';

let server: TestServer;
let anna: TestDriver;
let bart: TestDriver;
let annaToken: string;
let bartToken: string;
let shared: BookedRide;
let unassigned: BookedRide;
const today = brusselsToday(new Date());
const tomorrow = addDays(today, 1);

beforeAll(async () => {
  server = await startTestServer();
  await addAgents(server);
  anna = await insertDriver(server, { firstName: 'Anna' });
  bart = await insertDriver(server, { firstName: 'Bart' });
  const van = await insertVehicle(server);
  // One order, its departure driven by Anna today and its return by Bart tomorrow.
  shared = await bookRide(server, today, tomorrow);
  unassigned = await bookRide(server, today, tomorrow);
  await assignLeg(server, shared.id, 'H', anna.id, van.id);
  await assignLeg(server, shared.id, 'T', bart.id, van.id);
  annaToken = await driverLogin(server, anna);
  bartToken = await driverLogin(server, bart);
});

afterAll(async () => {
  await server?.close();
});

const legsOf = async (token: string) => {
  const { status, body } = await server.api('/driver/legs', { token });
  expect(status, JSON.stringify(body)).toBe(200);
  return body.data as { order_id: number; leg: string; phone: string }[];
};
const report = (token: string | undefined, order: number | string, leg: string, state: unknown) =>
  server.api(`/driver/legs/${order}/${leg}/state`, { ...(token ? { token } : {}), json: { state } });
const outcomes = async (id: number) =>
  (
    await server.ctx.db.query<{ outcome_heen: string; outcome_terug: string }>(
      'SELECT outcome_heen, outcome_terug FROM orders WHERE id = $1',
      [id],
    )
  ).rows[0]!;

describe("a driver and another driver's legs", () => {
  it('lists only the legs assigned to the driver', async () => {
    expect((await legsOf(annaToken)).map((l) => `${l.order_id}${l.leg}`)).toEqual([`${shared.id}H`]);
    expect((await legsOf(bartToken)).map((l) => `${l.order_id}${l.leg}`)).toEqual([`${shared.id}T`]);
  });

  it("answers 404 for another driver's leg, an unassigned leg and a guessed id, and changes none", async () => {
    const tries: [number, string][] = [
      [shared.id, 'T'],
      [unassigned.id, 'H'],
      [unassigned.id, 'T'],
      [shared.id + 1000, 'H'],
      [2_147_483_647, 'T'],
    ];
    for (const [order, leg] of tries) {
      const { status, body } = await report(annaToken, order, leg, 'on_the_way');
      expect(status, `${order}${leg}`).toBe(404);
      // The same answer whether the leg exists or not: nothing tells the driver it is someone else's.
      expect(body).toMatchObject({ status: false, error: 'not_found' });
      expect(body.error_description).toBe('There is no such ride in your day.');
    }
    expect(await outcomes(shared.id)).toEqual({ outcome_heen: '', outcome_terug: '' });
    expect(await outcomes(unassigned.id)).toEqual({ outcome_heen: '', outcome_terug: '' });
  });

  it('loses the leg at once when the dispatcher gives it to another driver', async () => {
    const other = await bookRide(server, today, tomorrow);
    await assignLeg(server, other.id, 'H', anna.id);
    expect((await legsOf(annaToken)).some((l) => l.order_id === other.id)).toBe(true);
    await assignLeg(server, other.id, 'H', bart.id);
    expect((await legsOf(annaToken)).some((l) => l.order_id === other.id)).toBe(false);
    expect((await report(annaToken, other.id, 'H', 'on_the_way')).status).toBe(404);
  });

  it('shuts out a driver the operator disabled, whatever the token says', async () => {
    const carl = await insertDriver(server, { firstName: 'Carl' });
    const token = await driverLogin(server, carl);
    await server.ctx.db.query('UPDATE drivers SET disabled_at = now() WHERE id = $1', [carl.id]);
    const { status, body } = await server.api('/driver/legs', { token });
    expect(status).toBe(403);
    expect(body.error).toBe('forbidden');
  });
});

describe('a driver and the rest of the product', () => {
  it('cannot read or manage an order, even one they drive', async () => {
    for (const path of [
      `/ordersbillo/${shared.id}`,
      `/billomanage/${shared.id}`,
      `/billomanage/${shared.id}/receipt`,
      `/billomanage/${shared.id}/calendar`,
    ]) {
      const { status, body } = await server.api(path, { token: annaToken });
      expect([403, 404], `${path} ${status}`).toContain(status);
      expect(body.status).toBe(false);
    }
  });

  it("finds no customer's order in the account's order list", async () => {
    const { status, body } = await server.api('/billousers/listBilloOrders.json', {
      token: annaToken,
      json: { page: 1, PageSize: 50 },
    });
    expect(status).toBe(200);
    expect(body.data).toEqual([]);
  });

  it('is refused by every back-office and portal call, the dispatch sheet included', async () => {
    const audit = async () =>
      (await server.ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_log')).rows[0]!.n;
    const before = await audit();
    expect(BACKOFFICE_CALLS.some((c) => c.route === '/backoffice/dispatch')).toBe(true);
    for (const call of BACKOFFICE_CALLS) {
      const { status, body } = await server.api(call.path, {
        method: call.method,
        token: annaToken,
        ...(call.body !== undefined ? { json: call.body } : {}),
      });
      expect(status, `${call.method} ${call.route}`).toBe(403);
      expect(body.status).toBe(false);
    }
    expect(await audit()).toBe(before);
  });
});

describe('the driver API and everyone else', () => {
  it('refuses callers without a login (401) and every account that is not a driver (403)', async () => {
    const callers: [string, string | undefined, number][] = [
      ['no token', undefined, 401],
      ['anonymous', await anonToken(server), 401],
      ['customer', (await userToken(server)).token, 403],
      ['agent', (await agentToken(server, 'TA-INV')).token, 403],
      ['organiser', (await approvedOrganiser(server)).token, 403],
      ['dispatcher', (await staffToken(server, 'dispatcher')).token, 403],
      ['operator', (await staffToken(server, 'operator')).token, 403],
    ];
    for (const [who, token, expected] of callers) {
      const list = await server.api('/driver/legs', token ? { token } : {});
      expect(list.status, `${who} GET`).toBe(expected);
      expect(list.body.status).toBe(false);
      const post = await report(token, shared.id, 'H', 'on_the_way');
      expect(post.status, `${who} POST`).toBe(expected);
    }
    expect(await outcomes(shared.id)).toEqual({ outcome_heen: '', outcome_terug: '' });
  });

  it('never lets a visitor register as a driver, nor edit an account into one', async () => {
    const anon = await anonToken(server);
    const reg = await server.api('/billousers/newuser', {
      token: anon,
      json: {
        user_type: 'driver',
        username: `fake-driver-${Date.now()}@example.be`,
        password: 'lange-kerstboom-9',
        confirmPassword: 'lange-kerstboom-9',
        firstname: 'Mallory',
        lastname: 'Peeters',
      },
    });
    expect(reg.status).toBe(400);
    expect(reg.body.error_description).toMatch(/user_type/);
    const customer = await userToken(server);
    await server.api('/billousers/edituser', {
      token: customer.token,
      json: { id: customer.id, user_type: 'driver' },
    });
    const { rows } = await server.ctx.db.query<{ user_type: string }>(
      'SELECT user_type FROM users WHERE id = $1',
      [customer.id],
    );
    expect(rows[0]!.user_type).toBe('consumer');
    expect((await server.api('/driver/legs', { token: customer.token })).status).toBe(403);
  });

  it('refuses a users row of type driver that no drivers row names', async () => {
    const loose = await insertDriver(server);
    const token = await driverLogin(server, loose);
    await server.ctx.db.query('UPDATE drivers SET user_id = NULL WHERE id = $1', [loose.id]);
    expect((await server.api('/driver/legs', { token })).status).toBe(403);
  });
});
