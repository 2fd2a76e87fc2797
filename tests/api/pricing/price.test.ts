import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TARIFF, EXTRA_PRICES } from '../../../core/tariff';
import { startTestServer, type TestServer } from '../../support/server';
import {
  addAgents,
  addCoupon,
  agentToken,
  anonToken,
  daysAhead,
  priceRequest,
} from '../../support/order-fixtures';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = await anonToken(server);
  await addAgents(server);
  await addCoupon(server, { code: 'TIENEURO', amountCents: 1000, campaign: 'WELKOM' });
  await addCoupon(server, { code: 'EXPIRED', validFrom: daysAhead(-30), validUntil: daysAhead(-1) });
});
afterAll(() => server.close());

const price = (json: Record<string, unknown>, t: string | undefined = token) =>
  server.api('/billoprice', { json, token: t });

describe('POST /api/billoprice', () => {
  it('prices 2 passengers from 9000 Gent to BRU by Comfort 4 months ahead between the minimum and the price per km', async () => {
    const { status, body } = await price(priceRequest());
    expect(status).toBe(200);
    const d = body.data;
    expect(d.AFSTANDHEEN).toBeGreaterThan(50);
    expect(d.AFSTANDHEEN).toBeLessThan(90);
    expect(d.REISTIJDHEEN).toBeGreaterThan(30);
    expect(d.HEENLATLONVAN).toMatch(/^51\.0\d*,3\.7\d*$/);
    expect(d.HEENLATLONNAAR).toBe('50.901402,4.48444');
    expect(d.HEEN.BRUTOPRIJS).toBeGreaterThanOrEqual(TARIFF.COMFORT.minimumPrice / 100);
    expect(d.HEEN.BRUTOPRIJS).toBeLessThanOrEqual((TARIFF.COMFORT.pricePerKm * d.AFSTANDHEEN) / 100 + 0.005);
    expect(d.HEEN).toMatchObject({
      NETTOPRIJS: d.HEEN.BRUTOPRIJS,
      PRIJSKLANT: d.HEEN.BRUTOPRIJS,
      KORTINGCOUPONS: 0,
      KORTING: 0,
    });
    expect(d.TERUG).toBeUndefined();
    expect(d.AFSTANDRETOUR).toBe(0);
    expect(d.TOTALEPRIJS).toBe(d.HEEN.PRIJSKLANT);
    expect(d).toMatchObject({ PO: '', COUPONDATA: [], KORTINGPODATA: null });
  });

  it('prices a round trip as the sum of both legs, with the return starting at the airport', async () => {
    const round = await price(
      priceRequest({ heenterug: 'HT', idluchthavenretour: 'BRU', toretour: 'Korenmarkt 1, 9000 Gent' }),
    );
    const out = await price(priceRequest());
    const d = round.body.data;
    expect(d.TERUGLATLONVAN).toBe(d.HEENLATLONNAAR);
    expect(d.TERUGLATLONNAAR).toBe(d.HEENLATLONVAN);
    expect(d.HEEN).toEqual(out.body.data.HEEN);
    expect(d.TOTALEPRIJS).toBeCloseTo(d.HEEN.PRIJSKLANT + d.TERUG.PRIJSKLANT, 2);
  });

  it('reads structured address fields and ignores distances sent by the client', async () => {
    const line = await price(priceRequest());
    const structured = await price(
      priceRequest({ fromheen: '', heenpostnr: '9000', heenstraat: 'korenmarkt', afstandheen: 1 }),
    );
    expect(structured.body.data.AFSTANDHEEN).toBe(line.body.data.AFSTANDHEEN);
    expect(structured.body.data.HEEN).toEqual(line.body.data.HEEN);
  });

  it('adds the listed extras per item per leg', async () => {
    const plain = await price(priceRequest());
    const loaded = await price(priceRequest({ koffers: 2, skis: 1, kinderstoelen: 1 }));
    const extra = (2 * EXTRA_PRICES.koffers + EXTRA_PRICES.skis + EXTRA_PRICES.childSeat) / 100;
    expect(loaded.body.data.HEEN.BRUTOPRIJS).toBeCloseTo(plain.body.data.HEEN.BRUTOPRIJS + extra, 2);
  });

  it('applies a valid coupon and lists it, and ignores an expired one', async () => {
    const plain = await price(priceRequest());
    const { body } = await price(priceRequest({ coupons: JSON.stringify(['tieneuro', 'EXPIRED']) }));
    expect(body.data.HEEN.KORTINGCOUPONS).toBe(10);
    expect(body.data.HEEN.PRIJSKLANT).toBeCloseTo(plain.body.data.HEEN.PRIJSKLANT - 10, 2);
    expect(body.data.COUPONDATA).toEqual([{ COUPON: 'TIENEURO', CAMPAGNE: 'WELKOM', COUPONKORTING: 10 }]);
  });

  it("applies a PO's Comfort discount and reports the agent data", async () => {
    const plain = await price(priceRequest());
    const { body } = await price(priceRequest({ po: 'po-10', talic: 'TA-1', uid: 'u1' }));
    const gross = plain.body.data.HEEN.BRUTOPRIJS;
    expect(body.data.HEEN.KORTING).toBeCloseTo(Math.round(gross * 10) / 100, 2);
    expect(body.data.PO).toBe('PO-10');
    expect(body.data.KORTINGPODATA).toEqual({
      BETAALDDOORTRAVELAGENT: false,
      NAAMAGENT: 'Reisbureau Een',
      EMAILAGENT: 'een@agent.be',
      CAMPAGNE: 'SPRING',
      TALIC: 'TA-1',
      BUSINESS: true,
      COMFORT: true,
      BUSINESSPERCENT: 15,
      COMFORTPERCENT: 10,
    });
  });

  it('prices a ride the agency pays at its net price, without coupons, to that agent logged in', async () => {
    // Issue 23: the agency is invoiced the ride, so it is priced (it used to be 0, a free ride).
    const agent = await agentToken(server, 'TA-INV');
    const { body } = await price(
      priceRequest({ po: 'PO-PAID', talic: 'TA-INV', uid: 'u2', coupons: ['TIENEURO'] }),
      agent.token,
    );
    expect(body.data.HEEN.PRIJSKLANT).toBeGreaterThan(0);
    expect(body.data.HEEN.PRIJSKLANT).toBe(body.data.HEEN.NETTOPRIJS);
    expect(body.data.HEEN.KORTINGCOUPONS).toBe(0);
    expect(body.data.TOTALEPRIJS).toBe(body.data.HEEN.PRIJSKLANT);
    expect(body.data.COUPONDATA).toEqual([]);
  });

  it.each([
    ['an expired PO', { po: 'PO-OLD' }],
    ["another agent's PO", { po: 'PO-10', talic: 'TA-INV', uid: 'u2' }],
    ['a PO without a licence', { po: 'PO-10', talic: '' }],
    ['an unknown PO', { po: 'NOPE' }],
  ])('ignores %s', async (_name, fields) => {
    const { status, body } = await price(priceRequest(fields));
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ PO: '', KORTINGPODATA: null, HEEN: { KORTING: 0 } });
  });

  it('refuses Combi after the cut-off with a 400 naming soortvervoer', async () => {
    const { status, body } = await price(priceRequest({ soortvervoer: 'combinatie' }));
    expect(status).toBe(400);
    expect(body.field).toBe('soortvervoer');
  });

  it.each([
    ['soortvervoer', { soortvervoer: 'taxi' }],
    ['heenterug', { heenterug: 'X' }],
    ['pax', { pax: 8 }],
    ['pax', { pax: 'two' }],
    ['koffers', { koffers: 9 }],
    ['kinderstoelen', { kinderstoelen: 3 }],
    ['datum', { datum: '2025/02/30' }],
    ['datum', { datum: daysAhead(-1) }],
    ['datum', { datum: undefined }],
    ['fromheen', { fromheen: 'Korenmarkt 1, Gent' }],
    ['fromheen', { fromheen: 'Nowhere 1, 9999 Nergens' }],
    ['idluchthavenheen', { idluchthavenheen: '' }],
    ['idluchthavenheen', { idluchthavenheen: 'XXX' }],
    ['toretour', { heenterug: 'T', idluchthavenretour: 'BRU', toretour: '' }],
    ['coupons', { coupons: '[not json' }],
    ['coupons', { coupons: [1, 2] }],
  ])('answers a 400 naming %s for bad input', async (field, fields) => {
    const { status, body } = await price(priceRequest(fields));
    expect(status).toBe(400);
    expect(body).toMatchObject({ status: false, field });
  });

  it('refuses a body that is not JSON', async () => {
    const { status, body } = await server.api('/billoprice', {
      method: 'POST',
      body: '{',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    });
    expect(status).toBe(400);
    expect(body.field).toBe('body');
  });

  it('needs an access token', async () => {
    const { status } = await price(priceRequest(), '');
    expect(status).toBe(401);
  });
});

describe('GET /api/billoprice/checkcoupon', () => {
  const check = (coupon: string) =>
    server.api(`/billoprice/checkcoupon?coupon=${encodeURIComponent(coupon)}`, { token });

  it('confirms a valid coupon with its campaign and amount, ignoring case', async () => {
    const { status, body } = await check(' tieneuro ');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      status: true,
      data: { valid: true, COUPON: 'TIENEURO', CAMPAGNE: 'WELKOM', BEDRAG: 10, PERCENTAGE: null },
    });
  });

  it('reports a percentage coupon', async () => {
    await addCoupon(server, { code: 'PCT15', amountCents: null, percent: 15 });
    const { body } = await check('PCT15');
    expect(body.data).toMatchObject({ BEDRAG: null, PERCENTAGE: 15 });
  });

  it.each([
    ['NOSUCH', 'coupon_unknown'],
    ['EXPIRED', 'coupon_expired'],
  ])('refuses %s with a 404', async (code, error) => {
    const { status, body } = await check(code);
    expect(status).toBe(404);
    expect(body).toMatchObject({ status: false, error, field: 'coupon' });
  });

  it('refuses a used-up coupon and one not valid yet', async () => {
    await addCoupon(server, { code: 'ONCE', maxUses: 1 });
    await server.ctx.db.query("UPDATE coupons SET use_count = 1 WHERE code = 'ONCE'");
    expect((await check('ONCE')).body.error).toBe('coupon_used_up');
    await addCoupon(server, { code: 'LATER', validFrom: daysAhead(5) });
    expect((await check('LATER')).body.error).toBe('coupon_not_yet_valid');
  });

  it('answers a 400 naming coupon when none is given', async () => {
    const { status, body } = await server.api('/billoprice/checkcoupon', { token });
    expect(status).toBe(400);
    expect(body.field).toBe('coupon');
  });
});
