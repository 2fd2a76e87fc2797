/**
 * Abuse of the manage calls (issue 12): guessing booking codes or e-mail addresses is throttled per
 * client address and per code; a manage key opens its one order, from its one session, until it
 * expires; nobody else can read, change, cancel or pay an order through them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../support/server';
import { book, manageCall, manageKey } from '../../support/manage-helpers';
import { visitor } from '../../support/payment-helpers';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: '1' });
});
afterAll(() => server.close());

/** Tries a pair from client address `from` (the proxy's X-Forwarded-For). */
async function tryPair(token: string, ecode: string, email: string, from: string) {
  return server.api('/billoorders/manage', {
    token,
    headers: { 'x-forwarded-for': from },
    json: { ecode, email },
  });
}

describe('guessing', () => {
  it('holds one booking code after 5 wrong e-mail addresses, from any address, the right one too', async () => {
    const order = await book(server);
    const me = await visitor(server);
    for (let i = 0; i < 5; i++) {
      const { status } = await tryPair(me.token, order.ecode, `guess${i}@example.be`, `198.51.100.${i}`);
      expect(status).toBe(404);
    }
    const next = await tryPair(me.token, order.ecode, 'tine@example.be', '198.51.100.99');
    expect(next.status).toBe(429);
    expect(next.body.error).toBe('too_many_requests');
    const { rows } = await server.ctx.db.query(
      'SELECT count(*)::int AS n FROM manage_grants WHERE order_id = $1',
      [order.id],
    );
    expect(rows[0]).toEqual({ n: 0 });
  });

  it('holds one client address after 10 unknown codes, whatever code it tries next', async () => {
    const order = await book(server);
    const me = await visitor(server);
    for (let i = 0; i < 10; i++) {
      const { status } = await tryPair(me.token, `GUESS${i}XXXXX`, 'tine@example.be', '203.0.113.7');
      expect(status).toBe(404);
    }
    const next = await tryPair(me.token, order.ecode, 'tine@example.be', '203.0.113.7');
    expect(next.status).toBe(429);
    // Another address is not held by this one's guesses.
    expect((await tryPair(me.token, order.ecode, 'tine@example.be', '203.0.113.8')).status).toBe(200);
  });

  it('gives a right pair its try back, so a customer opening the booking often is not held', async () => {
    const order = await book(server);
    const me = await visitor(server);
    for (let i = 0; i < 12; i++) {
      expect((await tryPair(me.token, order.ecode, 'tine@example.be', '192.0.2.44')).status).toBe(200);
    }
  });
});

describe('a manage key', () => {
  it('opens its own order only', async () => {
    const a = await book(server);
    const b = await book(server);
    const keyA = await manageKey(server, a.owner.token, a.ecode);
    const me = a.owner.token;
    expect((await manageCall(server, `/billomanage/${a.id}`, me, keyA)).status).toBe(200);
    for (const [path, json] of [
      [`/billomanage/${b.id}`, undefined],
      [`/billomanage/${b.id}/change`, { heennr: '99' }],
      [`/billomanage/${b.id}/cancel`, {}],
      [`/billomanage/${b.id}/receipt`, undefined],
      [`/billomanage/${b.id}/calendar`, undefined],
      [`/payment/form/${b.id}`, undefined],
    ] as const) {
      const { status, body } = await manageCall(server, path, me, keyA, json);
      expect([path, status, body.error]).toEqual([path, 404, 'not_found']);
    }
    const { rows } = await server.ctx.db.query('SELECT status, heennr FROM orders WHERE id = $1', [b.id]);
    expect(rows).toEqual([{ status: 'paid', heennr: '1' }]);
  });

  // These open the booking from another session than the one that booked it, which owns the order anyway.
  it('is refused once expired', async () => {
    const order = await book(server);
    const me = await visitor(server);
    const key = await manageKey(server, me.token, order.ecode);
    expect((await manageCall(server, `/billomanage/${order.id}`, me.token, key)).status).toBe(200);
    await server.ctx.db.query(
      `UPDATE manage_grants SET expires_at = now() - interval '1 second' WHERE order_id = $1`,
      [order.id],
    );
    const { status } = await manageCall(server, `/billomanage/${order.id}/cancel`, me.token, key, {});
    expect(status).toBe(404);
    expect(
      (await server.ctx.db.query('SELECT status FROM orders WHERE id = $1', [order.id])).rows[0],
    ).toEqual({
      status: 'paid',
    });
  });

  it('is refused when tampered with', async () => {
    const order = await book(server);
    const me = await visitor(server);
    const key = await manageKey(server, me.token, order.ecode);
    const flipped = `${key.slice(0, -1)}${key.endsWith('A') ? 'B' : 'A'}`;
    for (const bad of [flipped, `${key}x`, key.slice(1), '', 'not a key']) {
      expect((await manageCall(server, `/billomanage/${order.id}`, me.token, bad)).status).toBe(404);
    }
  });

  it("does not let a stranger's session use it, nor change or cancel without it", async () => {
    const order = await book(server);
    const opener = await visitor(server);
    const key = await manageKey(server, opener.token, order.ecode);
    const stranger = await visitor(server);
    const view = await manageCall(server, `/billomanage/${order.id}`, stranger.token, key);
    expect(view.status).toBe(404);
    const cancel = await manageCall(server, `/billomanage/${order.id}/cancel`, stranger.token, key, {});
    expect(cancel.status).toBe(404);
    const change = await server.api(`/billomanage/${order.id}/change`, {
      token: stranger.token,
      json: { vluchtnrheen: 'FR1234' },
    });
    expect(change.status).toBe(404);
    const { rows } = await server.ctx.db.query('SELECT status, vluchtnrheen FROM orders WHERE id = $1', [
      order.id,
    ]);
    expect(rows).toEqual([{ status: 'paid', vluchtnrheen: 'SN2153' }]);
  });

  it('answers a foreign order exactly like a missing one', async () => {
    const order = await book(server);
    const stranger = await visitor(server);
    const { rows } = await server.ctx.db.query<{ id: number }>('SELECT max(id) + 1000 AS id FROM orders');
    const missing = rows[0]!.id;
    const foreign = await server.api(`/billomanage/${order.id}`, { token: stranger.token });
    const none = await server.api(`/billomanage/${missing}`, { token: stranger.token });
    expect(foreign.status).toBe(404);
    expect(JSON.stringify(foreign.body).replaceAll(String(order.id), '{id}')).toBe(
      JSON.stringify(none.body).replaceAll(String(missing), '{id}'),
    );
  });
});
