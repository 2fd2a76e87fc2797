/**
 * Issue 17, the agent licence checked inline: the price call says whether the request's `talic` is a
 * known agent licence (`TALICBEKEND`), so the wizard can tell an agent before Book. That answer must
 * not become a way to find licences by trying, nor to learn anything about an agent: unknown licences
 * count in the code look-up throttle like unknown PO numbers and coupons (429 naming `talic`), and a
 * known licence's answer differs from an unknown one's in that one field only.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CODE_LOOKUP_LIMIT } from '../../../server/pricing/code-throttle';
import { startTestServer, type TestServer } from '../../support/server';
import { addAgents, anonToken, orderPayload, priceRequest } from '../../support/order-fixtures';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = await anonToken(server);
  await addAgents(server);
});
afterAll(() => server.close());
// Each test starts with a client that has asked nothing.
beforeEach(() => server.ctx.db.query('DELETE FROM code_lookups'));

const price = (fields: Record<string, unknown>) =>
  server.api('/billoprice', { token, json: priceRequest(fields) });
const types = (fields: Record<string, unknown>) =>
  server.api('/billoprice/types', { token, json: priceRequest(fields) });
const guesses = (prefix: string, n = CODE_LOOKUP_LIMIT) =>
  Array.from({ length: n }, (_, i) => `${prefix}${i}`);
/** A price answer without the licence's field: what must not differ between licences. */
const withoutLicence = (data: Record<string, unknown>) => {
  const { TALICBEKEND: _known, ...rest } = data;
  return rest;
};

describe('the licence answer of the price call', () => {
  it('says whether the licence is known with its user id, ignoring case and spaces, and null without a licence', async () => {
    expect((await price({ talic: 'TA-1', uid: 'u1' })).body.data.TALICBEKEND).toBe(true);
    expect((await price({ talic: ' ta-inv ', uid: 'u2' })).body.data.TALICBEKEND).toBe(true);
    // Issue 31: a known licence without its own user id is not recognised (tests/api/pricing/agent-link.test.ts).
    expect((await price({ talic: 'TA-1' })).body.data.TALICBEKEND).toBe(false);
    expect((await price({ talic: 'NOBODY' })).body.data.TALICBEKEND).toBe(false);
    expect((await price({ talic: '' })).body.data.TALICBEKEND).toBe(null);
  });

  it('tells nothing else about the agent: a known and an unknown licence differ in that field only', async () => {
    const known = await price({ talic: 'TA-INV', uid: 'u2' });
    const unknown = await price({ talic: 'NOBODY-ELSE' });
    expect(known.status).toBe(200);
    expect(withoutLicence(known.body.data)).toEqual(withoutLicence(unknown.body.data));
    const text = JSON.stringify(known.body);
    for (const secret of ['Factuur Reizen', 'inv@agent.be', 'INVOICE', '"u2"']) {
      expect(text).not.toContain(secret);
    }
    expect(known.body.data.KORTINGPODATA).toBe(null);
  });

  it('answers for each licence, not the last one asked (the quote reads are kept per licence)', async () => {
    const answers = [];
    for (const talic of ['TA-1', 'NOT-TA-1', 'TA-1', 'NOT-TA-1']) {
      answers.push((await price({ talic, uid: 'u1' })).body.data.TALICBEKEND);
    }
    expect(answers).toEqual([true, false, true, false]);
  });

  it('is given for every type by the prices of all types', async () => {
    const { status, body } = await types({ talic: 'TA-1', uid: 'u1' });
    expect(status).toBe(200);
    for (const t of body.data as { PRIJS: { TALICBEKEND: boolean } | null }[]) {
      if (t.PRIJS) expect(t.PRIJS.TALICBEKEND).toBe(true);
    }
  });
});

describe('the look-up of licences', () => {
  it('refuses licence enumeration through the price call after the limit, a real licence included', async () => {
    for (const talic of guesses('TA-GUESS-')) {
      const { status, body } = await price({ talic });
      expect(status).toBe(200);
      expect(body.data.TALICBEKEND).toBe(false);
    }
    const next = await price({ talic: 'TA-GUESS-NEXT' });
    expect(next.status).toBe(429);
    expect(next.body).toMatchObject({ status: false, error: 'too_many_requests', field: 'talic' });
    // A real licence not asked before gets the same 429: the answer no longer tells real from guessed.
    expect(await price({ talic: 'TA-INV' })).toMatchObject({ status: 429, body: { field: 'talic' } });
    // A licence already asked is answered as before, and so is a request without one.
    expect((await price({ talic: 'TA-GUESS-3' })).body.data.TALICBEKEND).toBe(false);
    expect((await price({})).status).toBe(200);
  });

  it('counts through the prices of all types and the order call as well', async () => {
    for (const talic of guesses('TYPES-GUESS-')) expect((await types({ talic })).status).toBe(200);
    expect(await types({ talic: 'TYPES-NEXT' })).toMatchObject({ status: 429, body: { field: 'talic' } });
    const order = await server.api('/billoprice/neworder', {
      token,
      json: orderPayload({ talic: 'ORDER-GUESS', uid: 'u9', totaleprijs: 100 }),
    });
    expect(order).toMatchObject({ status: 429, body: { error: 'too_many_requests', field: 'talic' } });
  });

  it('counts licences with PO numbers and coupons in one limit', async () => {
    const half = CODE_LOOKUP_LIMIT / 2;
    for (const po of guesses('MIX-PO-', half))
      expect((await price({ po, talic: 'TA-1', uid: 'u1' })).status).toBe(200);
    for (const talic of guesses('MIX-TA-', half)) expect((await price({ talic })).status).toBe(200);
    expect(await price({ coupons: ['MIX-COUPON'] })).toMatchObject({
      status: 429,
      body: { field: 'coupons' },
    });
  });

  it('does not count a known licence, however often an agent re-prices', async () => {
    for (let i = 0; i < 2 * CODE_LOOKUP_LIMIT; i++) {
      const link = i % 2 ? { talic: 'TA-1', uid: 'u1' } : { talic: 'ta-inv', uid: 'u2' };
      expect((await price(link)).status).toBe(200);
    }
    const { rows } = await server.ctx.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM code_lookups WHERE refused',
    );
    expect(rows[0]!.n).toBe(0);
  });
});
