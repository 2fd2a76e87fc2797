import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../support/server';
import { STRONG_PASSWORD, insertUser } from '../../support/account-helpers';
import { agentToken, orderPayload, quotedTotal } from '../../support/order-fixtures';
import { seedOrder, visitor, type Visitor } from '../../support/payment-helpers';

let server: TestServer;
let me: Visitor;
let stranger: Visitor;
let user: { id: number; username: string; token: string };
let otherUser: { id: number; username: string; token: string };
/** An agent account of LIC-PRIV: the only caller whose orders of that licence settle by invoice. */
let agent: Visitor & { userId: number };

async function loggedIn(prefix: string) {
  const u = await insertUser(server.ctx.db, prefix);
  const { body } = await server.api('/token', {
    json: { client_id: 'webapp', grant_type: 'password', username: u.username, password: STRONG_PASSWORD },
  });
  return { ...u, token: body.access_token as string };
}

beforeAll(async () => {
  server = await startTestServer();
  [me, stranger] = await Promise.all([visitor(server), visitor(server)]);
  user = await loggedIn('private');
  otherUser = await loggedIn('nosy');
  await server.ctx.db.query(
    `INSERT INTO agents (licence, uid, name, email, payment_method)
     VALUES ('LIC-PRIV', 'U-90', 'Private Travel', 'desk@private.be', 'INVOICE')`,
  );
  const login = await agentToken(server, 'LIC-PRIV');
  const { rows } = await server.ctx.db.query<{ id: string }>(
    'SELECT id FROM access_tokens WHERE user_id = $1 ORDER BY created_at DESC LIMIT 1',
    [login.id],
  );
  agent = { token: login.token, tokenId: rows[0]!.id, userId: login.id };
});
afterAll(() => server.close());

/** A raw answer: status, the body as sent, and the headers. */
async function raw(path: string, token: string, json?: unknown) {
  const res = await fetch(`${server.url}/api${path}`, {
    method: json === undefined ? 'GET' : 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      ...(json === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(json === undefined ? {} : { body: JSON.stringify(json) }),
  });
  return { status: res.status, text: await res.text(), headers: res.headers };
}

/** An answer with the asked id written as {id}, and its headers but the date and length. */
function shape(answer: Awaited<ReturnType<typeof raw>>, id: number) {
  const headers = [...answer.headers].filter(([k]) => k !== 'date' && k !== 'content-length');
  return { status: answer.status, text: answer.text.replaceAll(String(id), '{id}'), headers };
}

/** An id no row of `table` has. */
async function missingId(table: 'orders' | 'addresses'): Promise<number> {
  const { rows } = await server.ctx.db.query<{ id: number }>(
    `SELECT coalesce(max(id), 0) + 1000 AS id FROM ${table}`,
  );
  return rows[0]!.id;
}

describe("another customer's records answer exactly like missing ones", () => {
  it.each([
    ['GET ordersbillo/{id}', (id: number) => `/ordersbillo/${id}`, 18_950, ''],
    ['GET payment/form/{id}', (id: number) => `/payment/form/${id}`, 18_950, ''],
    ['GET payment/freeorderok/{id}', (id: number) => `/payment/freeorderok/${id}`, 0, ''],
    ['GET payment/invoiceorderok/{id}', (id: number) => `/payment/invoiceorderok/${id}`, 18_950, 'LIC-PRIV'],
  ])('%s', async (_name, path, totalCents, talic) => {
    // An invoice order is settled by the agent account that placed it; the others by any owner.
    const owner = talic ? agent : me;
    const order = await seedOrder(server, {
      tokenId: owner.tokenId,
      ...(talic ? { userId: agent.userId } : {}),
      totalCents,
      talic,
    });
    // The owner gets the order: the id is real.
    expect((await raw(path(order.id), owner.token)).status).toBe(200);
    const foreign = await raw(path(order.id), stranger.token);
    const missing = await raw(path(await missingId('orders')), stranger.token);
    expect(foreign.status).toBe(404);
    expect(shape(foreign, order.id)).toEqual(shape(missing, await missingId('orders')));
    expect(JSON.parse(foreign.text)).toEqual({
      status: false,
      error: 'not_found',
      error_description: `There is no order ${order.id}.`,
      field: 'id',
    });
  });

  it.each(['editaddress', 'deladdress'])('POST billousers/%s', async (call) => {
    const { body } = await server.api('/billousers/newaddress', {
      token: user.token,
      json: { street: 'Bondgenotenlaan', streetnr: '1', zip: '3000', city: 'Leuven' },
    });
    const id = body.data.id as number;
    const gone = await missingId('addresses');
    const foreign = await raw(`/billousers/${call}`, otherUser.token, { id, city: 'Gent' });
    const missing = await raw(`/billousers/${call}`, otherUser.token, { id: gone, city: 'Gent' });
    expect(foreign.status).toBe(404);
    expect(shape(foreign, id)).toEqual(shape(missing, gone));
    const { rows } = await server.ctx.db.query('SELECT city FROM addresses WHERE id = $1', [id]);
    expect(rows).toEqual([{ city: 'Leuven' }]);
  });
});

describe('Cache-Control: no-store on answers with personal data', () => {
  it('marks the account, address, order, token and payment answers, failures included', async () => {
    const order = await seedOrder(server, { tokenId: me.tokenId });
    const free = await seedOrder(server, { tokenId: me.tokenId, totalCents: 0 });
    const invoice = await seedOrder(server, { tokenId: me.tokenId, talic: 'LIC-PRIV' });
    const address = (
      await server.api('/billousers/newaddress', {
        token: user.token,
        json: { street: 'Markt', streetnr: '2', zip: '9000', city: 'Gent' },
      })
    ).body.data.id as number;
    const payload = orderPayload();
    const calls: [string, string, unknown?][] = [
      [`/billousers/leesuserid/${user.id}`, user.token],
      [`/billousers/leesuserid/${otherUser.id}`, user.token],
      ['/billousers/edituser', user.token, { firstname: 'Lies' }],
      ['/billousers/newaddress', user.token, { street: 'Markt', streetnr: '3', zip: '9000', city: 'Gent' }],
      ['/billousers/editaddress', user.token, { id: address, streetnr: '4' }],
      ['/billousers/deladdress', user.token, { id: address }],
      ['/billousers/login', me.token, { user_name: user.username, user_password: STRONG_PASSWORD }],
      ['/billousers/listBilloOrders.json', user.token, {}],
      ['/billousers/linkorder', user.token, { ecode: 'NOSUCHCODE', email: 'tine@example.be' }],
      [`/ordersbillo/${order.id}`, me.token],
      [`/ordersbillo/${order.id}`, stranger.token],
      [`/payment/form/${order.id}`, me.token],
      [`/payment/freeorderok/${free.id}`, me.token],
      [`/payment/invoiceorderok/${invoice.id}`, me.token],
      [
        '/billoprice/neworder',
        me.token,
        { ...payload, totaleprijs: await quotedTotal(server, me.token, payload) },
      ],
    ];
    for (const [path, token, json] of calls) {
      const answer = await raw(path, token, json);
      expect({ path, status: answer.status, cache: answer.headers.get('cache-control') }).toEqual({
        path,
        status: expect.any(Number),
        cache: 'no-store',
      });
    }
    const token = await fetch(`${server.url}/api/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        client_id: 'webapp',
        grant_type: 'password',
        username: user.username,
        password: STRONG_PASSWORD,
      }),
    });
    expect(token.headers.get('cache-control')).toBe('no-store');
  });

  it('leaves the public, cacheable answers their own rule', async () => {
    const airports = await raw('/airports', me.token);
    expect(airports.headers.get('cache-control')).toBe('public, max-age=300');
  });
});
