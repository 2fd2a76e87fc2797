/**
 * The customer's pickup-time wish (issue 27), attacked first: a wish for someone else's order, after
 * the 24-hour limit, more than an hour away, a second open wish, a cancelled order, and the customer
 * accepting their own wish, and a logged-in account without a staff role answering it, are each refused with a 4xx naming the field, and nothing is written.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, brusselsDateTime, brusselsToday } from '../../../core';
import { startTestServer, type TestServer } from '../../support/server';
import { book, manageCall, manageKey, type Booked } from '../../support/manage-helpers';
import { visitor } from '../../support/payment-helpers';
import { addAgents, agentToken } from '../../support/order-fixtures';
import { approvedOrganiser } from '../../support/event-fixtures';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** A paid departure 10 days out, picked up at 08:00 for a 12:00 flight, and a manage key for it. */
async function tenDaysOut(): Promise<Booked & { key: string }> {
  const order = await book(server);
  await server.ctx.db.query(
    `UPDATE orders SET datumheen = $2, pickup_time_heen = '08:00', uurvluchtheen = '12:00' WHERE id = $1`,
    [order.id, addDays(brusselsToday(new Date()), 10)],
  );
  return { ...order, key: await manageKey(server, order.owner.token, order.ecode) };
}

const wish = (o: Booked & { key: string }, json: unknown, key = o.key, token = o.owner.token) =>
  manageCall(server, `/billomanage/${o.id}/pickup-wish`, token, key, json);

async function wishCount(orderId: number): Promise<number> {
  const { rows } = await server.ctx.db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM pickup_wishes WHERE order_id = $1',
    [orderId],
  );
  return rows[0]!.n;
}

describe('a pickup-time wish', () => {
  it('is stored for the order’s own customer, up to an hour earlier, with a note', async () => {
    const o = await tenDaysOut();
    const { status, body } = await wish(o, {
      leg: 'H',
      pickup_time: '07:15',
      note: 'Vroege vlucht van mijn zus',
    });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      order_id: o.id,
      leg: 'H',
      from_time: '08:00',
      wished_time: '07:15',
      note: 'Vroege vlucht van mijn zus',
      status: 'open',
    });
    const listed = await manageCall(server, `/billomanage/${o.id}/pickup-wishes`, o.owner.token, o.key);
    expect(listed.body.data).toHaveLength(1);
  });

  it('is refused for someone else’s order (their own manage key, or none): the 404 of a missing order', async () => {
    const victim = await tenDaysOut();
    const attacker = await tenDaysOut();
    const other = await visitor(server);
    const withOwnKey = await wish(
      victim,
      { leg: 'H', pickup_time: '08:30' },
      attacker.key,
      attacker.owner.token,
    );
    expect(withOwnKey.status).toBe(404);
    expect(withOwnKey.body.field).toBe('id');
    const noKey = await wish(victim, { leg: 'H', pickup_time: '08:30' }, '', other.token);
    expect(noKey.status).toBe(404);
    const read = await manageCall(server, `/billomanage/${victim.id}/pickup-wishes`, other.token, '');
    expect(read.status).toBe(404);
    expect(await wishCount(victim.id)).toBe(0);
  });

  it('is refused within 24 hours of the pickup', async () => {
    const o = await book(server, { minutesAhead: 23 * 60 });
    const key = await manageKey(server, o.owner.token, o.ecode);
    const { rows } = await server.ctx.db.query<{ t: string }>(
      'SELECT pickup_time_heen AS t FROM orders WHERE id = $1',
      [o.id],
    );
    const later = brusselsDateTime(new Date(Date.now() + (23 * 60 + 20) * 60_000)).time;
    expect(rows[0]!.t).not.toBe(later);
    const { status, body } = await wish({ ...o, key }, { leg: 'H', pickup_time: later });
    expect(status).toBe(409);
    expect(body).toMatchObject({ error: 'too_late', field: 'leg' });
    expect(await wishCount(o.id)).toBe(0);
  });

  it('is refused more than an hour away from the current pickup, or not HH:mm, naming pickup_time', async () => {
    const o = await tenDaysOut();
    for (const pickup_time of ['06:59', '09:01', '8:30', '', '08:00']) {
      const { status, body } = await wish(o, { leg: 'H', pickup_time });
      expect(status, pickup_time).toBe(400);
      expect(body.field, pickup_time).toBe('pickup_time');
    }
    const leg = await wish(o, { leg: 'T', pickup_time: '08:30' });
    expect(leg.status).toBe(400);
    expect(leg.body.field).toBe('leg');
    const note = await wish(o, { leg: 'H', pickup_time: '08:30', note: 'x'.repeat(201) });
    expect(note.status).toBe(400);
    expect(note.body.field).toBe('note');
    expect(await wishCount(o.id)).toBe(0);
  });

  it('is refused while the leg has an open wish, even when two are sent at once', async () => {
    const o = await tenDaysOut();
    const both = await Promise.all([
      wish(o, { leg: 'H', pickup_time: '08:30' }),
      wish(o, { leg: 'H', pickup_time: '07:30' }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    const again = await wish(o, { leg: 'H', pickup_time: '08:45' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ error: 'wish_open', field: 'leg' });
    expect(await wishCount(o.id)).toBe(1);
  });

  it('is refused for a cancelled order', async () => {
    const o = await tenDaysOut();
    await server.ctx.db.query(`UPDATE orders SET status = 'cancelled' WHERE id = $1`, [o.id]);
    const { status, body } = await wish(o, { leg: 'H', pickup_time: '08:30' });
    expect(status).toBe(409);
    expect(body).toMatchObject({ error: 'order_closed', field: 'id' });
    expect(await wishCount(o.id)).toBe(0);
  });

  it('cannot be accepted or refused by the customer who asked it', async () => {
    const o = await tenDaysOut();
    const asked = await wish(o, { leg: 'H', pickup_time: '08:30' });
    const id = asked.body.data.id as number;
    for (const path of [`/backoffice/pickup-wishes/${id}/accept`, `/backoffice/pickup-wishes/${id}/refuse`]) {
      const { status } = await manageCall(server, path, o.owner.token, o.key, { reason: 'zelf beslist' });
      expect(status === 401 || status === 403, path).toBe(true);
    }
    const listed = await manageCall(server, '/backoffice/pickup-wishes/open', o.owner.token, o.key);
    expect([401, 403]).toContain(listed.status);
    const { rows } = await server.ctx.db.query(
      `SELECT w.status, o.pickup_time_heen FROM pickup_wishes w JOIN orders o ON o.id = w.order_id WHERE w.id = $1`,
      [id],
    );
    expect(rows[0]).toEqual({ status: 'open', pickup_time_heen: '08:00' });
  });

  it('cannot be answered by a logged-in account without the dispatcher or operator role (403)', async () => {
    await addAgents(server);
    const o = await tenDaysOut();
    const id = (await wish(o, { leg: 'H', pickup_time: '08:30' })).body.data.id as number;
    const agent = (await agentToken(server, 'TA-1')).token;
    const organiser = (await approvedOrganiser(server)).token;
    for (const token of [agent, organiser]) {
      for (const action of ['accept', 'refuse']) {
        const r = await server.api(`/backoffice/pickup-wishes/${id}/${action}`, {
          token,
          json: { reason: 'Volzet.' },
        });
        expect(r.status, action).toBe(403);
      }
    }
    const { rows } = await server.ctx.db.query(
      `SELECT w.status, o.pickup_time_heen FROM pickup_wishes w JOIN orders o ON o.id = w.order_id WHERE w.id = $1`,
      [id],
    );
    expect(rows[0]).toEqual({ status: 'open', pickup_time_heen: '08:00' });
    const owed = await server.ctx.db.query('SELECT kind FROM owed_mails WHERE order_id = $1', [o.id]);
    expect(owed.rows).toEqual([]);
  });
});
