/**
 * Issue 9, item 1: PO numbers and coupon codes cannot be enumerated through the price, checkcoupon or
 * order calls. Per client address at most CODE_LOOKUP_LIMIT distinct refused codes count in
 * CODE_LOOKUP_WINDOW_SECONDS; after that every new code gets 429 (a valid one too, or the answer would
 * still tell it apart), while codes the client already asked may be asked again.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CODE_LOOKUP_LIMIT, CODE_LOOKUP_WINDOW_SECONDS } from '../../../server/pricing/code-throttle';
import { startTestServer, type TestServer } from '../../support/server';
import { addAgents, addCoupon, anonToken, orderPayload, priceRequest } from '../../support/order-fixtures';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = await anonToken(server);
  await addAgents(server);
  await addCoupon(server, { code: 'REAL-COUPON', amountCents: 500 });
});
afterAll(() => server.close());
// Each test starts with a client that has asked nothing.
beforeEach(() => server.ctx.db.query('DELETE FROM code_lookups'));

const price = (fields: Record<string, unknown>, headers: Record<string, string> = {}) =>
  server.api('/billoprice', { token, json: priceRequest(fields), headers });
const check = (code: string, headers: Record<string, string> = {}) =>
  server.api(`/billoprice/checkcoupon?coupon=${encodeURIComponent(code)}`, { token, headers });
const guesses = (prefix: string, n = CODE_LOOKUP_LIMIT) =>
  Array.from({ length: n }, (_, i) => `${prefix}${i}`);

describe('the look-up of PO and coupon codes', () => {
  it('refuses coupon enumeration through checkcoupon after the limit of distinct unknown codes', async () => {
    for (const code of guesses('GUESS-')) expect((await check(code)).status).toBe(404);
    const next = await check('GUESS-NEXT');
    expect(next.status).toBe(429);
    expect(next.body).toMatchObject({ status: false, error: 'too_many_requests', field: 'coupon' });
    expect(next.body.error_description).toMatch(/minutes/);
    // A real code gets the same 429, so the answer no longer tells real codes from guesses.
    expect((await check('REAL-COUPON')).status).toBe(429);
    // A code already asked is answered as before.
    expect((await check('GUESS-3')).body.error).toBe('coupon_unknown');
  });

  it('refuses PO enumeration through the price call, a real PO included', async () => {
    for (const po of guesses('PO-GUESS-')) {
      const { status, body } = await price({ po, talic: 'TA-1', uid: 'u1' });
      expect(status).toBe(200);
      expect(body.data.PO).toBe('');
    }
    const next = await price({ po: 'PO-10', talic: 'TA-1', uid: 'u1' });
    expect(next.status).toBe(429);
    expect(next.body).toMatchObject({ error: 'too_many_requests', field: 'po' });
    expect((await price({ po: 'PO-GUESS-0', talic: 'TA-1', uid: 'u1' })).status).toBe(200);
    expect((await price({})).status).toBe(200);
  });

  it('counts PO numbers and coupons together, also through the order call', async () => {
    const half = CODE_LOOKUP_LIMIT / 2;
    for (const code of guesses('MIX-C-', half)) expect((await check(code)).status).toBe(404);
    for (const po of guesses('MIX-P-', half))
      expect((await price({ po, talic: 'TA-1', uid: 'u1' })).status).toBe(200);
    const coupons = await price({ coupons: ['MIX-NEW'] });
    expect(coupons).toMatchObject({ status: 429, body: { field: 'coupons' } });
    const order = await server.api('/billoprice/neworder', {
      token,
      json: orderPayload({ po: 'PO-ORDER-GUESS', talic: 'TA-1', uid: 'u1', totaleprijs: 100 }),
    });
    expect(order).toMatchObject({ status: 429, body: { error: 'too_many_requests', field: 'po' } });
  });

  it('does not punish re-pricing with the same code, nor a customer who mistyped once', async () => {
    for (let i = 0; i < 3 * CODE_LOOKUP_LIMIT; i++) {
      expect((await price({ coupons: ['TYPO-COUPON'] })).status).toBe(200);
    }
    for (let i = 0; i < 3 * CODE_LOOKUP_LIMIT; i++) {
      const { status, body } = await price({ coupons: ['REAL-COUPON'] });
      expect(status).toBe(200);
      expect(body.data.COUPONDATA).toHaveLength(1);
    }
    expect((await check('REAL-COUPON')).status).toBe(200);
    const { rows } = await server.ctx.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM code_lookups WHERE refused',
    );
    expect(rows[0]!.n).toBe(1);
  });

  it('forgets refused codes after the window', async () => {
    for (const code of guesses('OLD-')) await check(code);
    expect((await check('OLD-NEXT')).status).toBe(429);
    await server.ctx.db.query(`UPDATE code_lookups SET created_at = now() - make_interval(secs => $1 + 1)`, [
      CODE_LOOKUP_WINDOW_SECONDS,
    ]);
    expect((await check('OLD-NEXT')).status).toBe(404);
  });

  it('holds under concurrent guesses', async () => {
    const answers = await Promise.all(guesses('RACE-', 3 * CODE_LOOKUP_LIMIT).map((code) => check(code)));
    expect(answers.filter((a) => a.status === 404)).toHaveLength(CODE_LOOKUP_LIMIT);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(2 * CODE_LOOKUP_LIMIT);
  });
});

describe('behind a trusted proxy', () => {
  let proxied: TestServer;
  let proxiedToken: string;
  beforeAll(async () => {
    proxied = await startTestServer({ TRUST_PROXY: '1' });
    proxiedToken = await anonToken(proxied);
  });
  afterAll(() => proxied.close());

  it('counts each client address apart, on the price call as on the coupon check', async () => {
    const from = (ip: string) => ({ 'x-forwarded-for': ip });
    for (const code of guesses('PROXY-')) {
      const res = await proxied.api(`/billoprice/checkcoupon?coupon=${code}`, {
        token: proxiedToken,
        headers: from('203.0.113.7'),
      });
      expect(res.status).toBe(404);
    }
    const priced = (ip: string) =>
      proxied.api('/billoprice', {
        token: proxiedToken,
        json: priceRequest({ coupons: ['PROXY-NEW'] }),
        headers: from(ip),
      });
    expect((await priced('203.0.113.7')).status).toBe(429);
    expect((await priced('198.51.100.9')).status).toBe(200);
  });
});
