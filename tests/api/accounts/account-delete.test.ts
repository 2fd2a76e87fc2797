/**
 * Issue 13 "Privacy": a customer deletes their own account after a password check
 * (`POST billousers/deleteuser`). Nobody deletes an account without its password or another
 * customer's account, guessing is throttled like the login, and a deletion revokes every token,
 * removes the addresses and anonymises the account's orders as the erasure does, keeping amounts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../support/server';
import { agentToken, addAgents, userToken } from '../../support/order-fixtures';
import { storeOrder } from '../../support/portal-fixtures';

let server: TestServer;
const PASSWORD = 'lange-kerstboom-9';

const userExists = async (id: number) =>
  (await server.ctx.db.query('SELECT 1 FROM users WHERE id = $1', [id])).rows.length === 1;
const del = (token: string, json: unknown) => server.api('/billousers/deleteuser', { token, json });

beforeAll(async () => {
  server = await startTestServer();
  await addAgents(server);
});

afterAll(async () => {
  await server?.close();
});

describe('account deletion: abuse', () => {
  it('deletes nothing without the right password', async () => {
    const me = await userToken(server);
    for (const password of ['', 'wrong-password-1'])
      expect((await del(me.token, { id: me.id, password })).status).toBe(400);
    expect((await del(me.token, { id: me.id })).body.field).toBe('password');
    expect(await userExists(me.id)).toBe(true);
  });

  it('never deletes another customer’s account, even with that customer’s password', async () => {
    const me = await userToken(server);
    const other = await userToken(server);
    const { status } = await del(me.token, { id: other.id, password: PASSWORD });
    expect(status).toBe(403);
    expect(await userExists(other.id)).toBe(true);
  });

  it('throttles password guesses like the login', async () => {
    const me = await userToken(server);
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++)
      statuses.push((await del(me.token, { id: me.id, password: `guess-${i}-xx` })).status);
    expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(statuses).toContain(429);
    expect(await userExists(me.id)).toBe(true);
  });

  it('refuses an anonymous token and leaves agent accounts to the operator', async () => {
    const anon = (
      await server.api('/token', { json: { client_id: 'webapp', grant_type: 'client_credentials' } })
    ).body.access_token as string;
    expect((await del(anon, { password: PASSWORD })).status).toBe(401);
    const agent = await agentToken(server, 'TA-INV');
    const { status, body } = await del(agent.token, { id: agent.id, password: 'reisbureau-kompas-42' });
    expect(status).toBe(403);
    expect(body.status).toBe(false);
    expect(await userExists(agent.id)).toBe(true);
  });
});

describe('account deletion', () => {
  it('deletes the account, revokes its tokens, removes its addresses and anonymises its orders', async () => {
    const me = await userToken(server);
    const added = await server.api('/billousers/newaddress', {
      token: me.token,
      json: { street: 'Bondgenotenlaan', streetnr: '12', zip: '3000', city: 'Leuven', country: 'BE' },
    });
    expect(added.status).toBe(201);
    const order = await storeOrder(server.ctx.db, {
      userId: me.id,
      datumheen: '2030/01/10',
      datumterug: '2030/01/17',
    });
    const { status, body } = await del(me.token, { id: me.id, password: PASSWORD });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.data).toEqual({ deleted: true });
    expect(await userExists(me.id)).toBe(false);
    expect((await server.api(`/billousers/leesuserid/${me.id}`, { token: me.token })).status).toBe(401);
    const { rows: addresses } = await server.ctx.db.query('SELECT 1 FROM addresses WHERE user_id = $1', [
      me.id,
    ]);
    expect(addresses).toEqual([]);
    const { rows } = await server.ctx.db.query<Record<string, unknown>>(
      'SELECT * FROM orders WHERE id = $1',
      [order.id],
    );
    expect(rows[0]).toMatchObject({
      naam: '',
      emailklant: '',
      telklant: '',
      heenstraat: '',
      vluchtnrheen: '',
    });
    expect(rows[0]).toMatchObject({
      heenpostnr: '3000',
      datumheen: '2030/01/10',
      total_cents: 20_000,
      user_id: null,
    });
    const { rows: audit } = await server.ctx.db.query<{ actor_role: string; action: string }>(
      `SELECT actor_role, action FROM audit_log WHERE entity = 'order' AND entity_id = $1`,
      [String(order.id)],
    );
    expect(audit).toEqual([{ actor_role: 'system', action: 'order.erase_personal_data' }]);
  });
});
