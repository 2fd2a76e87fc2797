/**
 * Issue 31: an agent link carries the agency's licence and its agent's user id, and a licence alone
 * (printed in every link the agency hands out) must not give the agency's terms. Abuse first: an
 * outsider with a valid licence but no user id, or another agency's, gets no PO terms from the price
 * call, is not told the licence is recognised, and cannot book as the agency; then the check call that
 * lets the wizard say on its first step what is wrong with a link.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CODE_LOOKUP_LIMIT } from '../../../server/pricing/code-throttle';
import { startTestServer, type TestServer } from '../../support/server';
import {
  addAgents,
  agentToken,
  anonToken,
  orderPayload,
  priceRequest,
  quotedTotal,
} from '../../support/order-fixtures';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = await anonToken(server);
  // TA-1 (user id u1, PO-10: 10 % off Comfort) and TA-INV (user id u2).
  await addAgents(server);
});
afterAll(() => server.close());
beforeEach(() => server.ctx.db.query('DELETE FROM code_lookups'));

const price = (fields: Record<string, unknown>, t = token) =>
  server.api('/billoprice', { token: t, json: priceRequest(fields) });
const check = (query: string, t = token) =>
  server.api(`/billoprice/checklicence?${query}`, t ? { token: t } : {});
const ordersOf = async (licence: string) =>
  (
    await server.ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders WHERE talic = $1', [
      licence,
    ])
  ).rows[0]!.n;

describe('a valid licence with a missing or foreign user id', () => {
  it.each([
    ['no user id', ''],
    ["another agency's user id", 'u2'],
    ['a guessed user id', 'u1x'],
  ])('gives no PO terms and no "recognised" in the price call (%s)', async (_, uid) => {
    const plain = await price({});
    const { status, body } = await price({ talic: 'TA-1', uid, po: 'PO-10' });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ TALICBEKEND: false, PO: '', KORTINGPODATA: null });
    expect(body.data.TOTALEPRIJS).toBe(plain.body.data.TOTALEPRIJS);
  });

  it('gives no PO terms in the prices of all types either', async () => {
    const { body } = await server.api('/billoprice/types', {
      token,
      json: priceRequest({ talic: 'TA-1', uid: 'u2', po: 'PO-10' }),
    });
    for (const t of body.data as { PRIJS: { TALICBEKEND: boolean; PO: string } | null }[]) {
      if (t.PRIJS) expect(t.PRIJS).toMatchObject({ TALICBEKEND: false, PO: '' });
    }
  });

  it.each([
    ['', 'uid', /missing/],
    ['u2', 'uid', /does not match/],
  ])('cannot book as the agency (uid "%s"): 400 naming %s, nothing stored', async (uid, field, words) => {
    const before = await ordersOf('TA-1');
    const p = orderPayload({ talic: 'TA-1', uid, naamagent: 'Reisbureau Een', portal: 1 });
    const placed = await server.api('/billoprice/neworder', {
      token,
      json: { ...p, totaleprijs: await quotedTotal(server, token, p) },
    });
    expect(placed.status).toBe(400);
    expect(placed.body).toMatchObject({ status: false, error: 'invalid_request', field });
    expect(placed.body.error_description).toMatch(words);
    expect(await ordersOf('TA-1')).toBe(before);
  });

  it('counts guessed user ids of a known licence in the look-up throttle', async () => {
    for (let i = 0; i < CODE_LOOKUP_LIMIT; i++) {
      expect((await check(`talic=TA-1&uid=guess-${i}`)).body.data.problem).toBe('uid_mismatch');
    }
    // The right user id, not asked before, gets the same 429: the answer no longer tells right from wrong.
    expect(await check('talic=TA-1&uid=u1')).toMatchObject({
      status: 429,
      body: { error: 'too_many_requests', field: 'talic' },
    });
    expect(await price({ talic: 'TA-1', uid: 'guess-ORDER' })).toMatchObject({ status: 429 });
  });
});

describe('a valid pair', () => {
  it('is recognised and gets the PO terms of its agency', async () => {
    const plain = await price({});
    const { body } = await price({ talic: 'TA-1', uid: 'u1', po: 'PO-10' });
    expect(body.data).toMatchObject({ TALICBEKEND: true, PO: 'PO-10' });
    expect(body.data.TOTALEPRIJS).toBeLessThan(plain.body.data.TOTALEPRIJS);
  });

  it('books as the agency', async () => {
    const before = await ordersOf('TA-1');
    const p = orderPayload({ talic: 'ta-1', uid: 'u1', naamagent: 'Reisbureau Een', portal: 1 });
    const placed = await server.api('/billoprice/neworder', {
      token,
      json: { ...p, totaleprijs: await quotedTotal(server, token, p) },
    });
    expect(placed.status).toBe(201);
    expect(await ordersOf('TA-1')).toBe(before + 1);
  });

  it("needs no user id for the licence's own logged-in agent", async () => {
    const agent = await agentToken(server, 'TA-1');
    expect((await price({ talic: 'TA-1', po: 'PO-10' }, agent.token)).body.data).toMatchObject({
      TALICBEKEND: true,
      PO: 'PO-10',
    });
    expect((await check('talic=TA-1', agent.token)).body.data).toEqual({ valid: true, problem: null });
    // Another agency's login is no proof for this licence.
    const other = await agentToken(server, 'TA-INV');
    expect((await check('talic=TA-1', other.token)).body.data.problem).toBe('uid_missing');
  });
});

describe('GET /api/billoprice/checklicence', () => {
  it.each([
    ['a valid pair', 'talic=TA-1&uid=u1', { valid: true, problem: null }],
    ['a valid pair in any case of the licence', 'talic=%20ta-1%20&uid=u1', { valid: true, problem: null }],
    ['a licence without its user id', 'talic=TA-1', { valid: false, problem: 'uid_missing' }],
    ['an empty user id', 'talic=TA-1&uid=', { valid: false, problem: 'uid_missing' }],
    ["another agency's user id", 'talic=TA-1&uid=u2', { valid: false, problem: 'uid_mismatch' }],
    ['an unknown licence', 'talic=NOBODY&uid=u1', { valid: false, problem: 'unknown' }],
  ])('answers %s', async (_, query, data) => {
    const { status, body } = await check(query);
    expect(status).toBe(200);
    expect(body).toEqual({ status: true, data });
  });

  it('tells nothing of the agent', async () => {
    const text = JSON.stringify((await check('talic=TA-INV&uid=u2')).body);
    for (const secret of ['Factuur Reizen', 'inv@agent.be', 'INVOICE']) expect(text).not.toContain(secret);
  });

  it('answers 400 naming the field for a missing licence or an overlong value', async () => {
    expect(await check('uid=u1')).toMatchObject({ status: 400, body: { field: 'talic' } });
    expect(await check(`talic=${'x'.repeat(41)}`)).toMatchObject({ status: 400, body: { field: 'talic' } });
    expect(await check(`talic=TA-1&uid=${'x'.repeat(101)}`)).toMatchObject({
      status: 400,
      body: { field: 'uid' },
    });
  });

  it('needs an access token', async () => {
    expect((await check('talic=TA-1&uid=u1', '')).status).toBe(401);
  });
});
