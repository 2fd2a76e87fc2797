/**
 * Issue 29: `POST /api/billoprice?soorten=1` answers the price of the draft's own type and, in
 * `SOORTEN`, the price of every transport type for the same draft, so the wizard's vehicle cards and
 * its overview come from one request. The money rule: a card never shows another price than the one
 * its type gets when it is chosen — a fresh price call of that type, with the same PO, agent licence
 * and coupon — and the codes pass the look-up throttle once, as for the price call alone.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PriceWithTypesResult, TypePriceResult } from '../../../core';
import { writeBookingSetting } from '../../../server/pricing/booking-settings';
import { CODE_LOOKUP_LIMIT } from '../../../server/pricing/code-throttle';
import { startTestServer, type TestServer } from '../../support/server';
import { addAgents, addCoupon, anonToken, daysAhead, priceRequest } from '../../support/order-fixtures';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = await anonToken(server);
  await addAgents(server);
  await addCoupon(server, { code: 'VIJFEURO', amountCents: 500, campaign: 'WELKOM' });
});
afterAll(() => server.close());
beforeEach(async () => {
  await server.ctx.db.query('DELETE FROM code_lookups');
  await writeBookingSetting(server.ctx.db, 'combiCutoff', '2099/01/01');
  await writeBookingSetting(server.ctx.db, 'combiLeadDays', 3);
});

const price = (fields: Record<string, unknown>, query = '?soorten=1') =>
  server.api(`/billoprice${query}`, { token, json: priceRequest(fields) });

/** An agent's trip with a PO (10% off Comfort, 15% off Business) and a coupon, both legs booked. */
const AGENT_TRIP = {
  heenterug: 'HT',
  idluchthavenretour: 'BRU',
  toretour: 'Korenmarkt 1, 9000 Gent',
  datumterug: daysAhead(130),
  koffers: 2,
  huisdieren: 1,
  po: 'PO-10',
  talic: 'TA-1',
  uid: 'u1',
  coupons: ['VIJFEURO'],
};

describe('POST /api/billoprice?soorten=1', () => {
  it('prices every card exactly as a fresh price call of that type, with the same PO and coupon', async () => {
    for (const chosen of ['comfort', 'business', 'combinatie']) {
      const { status, body } = await price({ ...AGENT_TRIP, soortvervoer: chosen });
      expect(status, JSON.stringify(body)).toBe(200);
      const answer = body.data as PriceWithTypesResult;
      const cards = answer.SOORTEN;
      expect(cards.map((c) => c.SOORTVERVOER)).toEqual(['combinatie', 'comfort', 'business']);
      // The PO and the coupon apply to every card: three tariffs, three different prices.
      expect(new Set(cards.map((c) => c.PRIJS!.TOTALEPRIJS)).size).toBe(3);
      for (const card of cards) {
        expect(card).toMatchObject({ BESCHIKBAAR: true, REDEN: null });
        expect(card.PRIJS!.COUPONDATA).toEqual([
          expect.objectContaining({ COUPON: 'VIJFEURO', COUPONKORTING: 5 }),
        ]);
        const fresh = await price({ ...AGENT_TRIP, soortvervoer: card.SOORTVERVOER }, '');
        expect(fresh.body.data, `${chosen}: card ${card.SOORTVERVOER}`).toEqual(card.PRIJS);
      }
      // The overview's own price is its card's price.
      const { SOORTEN: _cards, ...own } = answer;
      expect(cards.find((c) => c.SOORTVERVOER === chosen)!.PRIJS).toEqual(own);
    }
  });

  it('gives the same cards as POST billoprice/types, and the plain price call stays as it was', async () => {
    const withTypes = (await price({ koffers: 3, pax: 4 })).body.data as PriceWithTypesResult;
    const types = await server.api('/billoprice/types', {
      token,
      json: priceRequest({ koffers: 3, pax: 4 }),
    });
    expect(withTypes.SOORTEN).toEqual(types.body.data as TypePriceResult[]);
    const plain = await price({ koffers: 3, pax: 4 }, '');
    expect(plain.body.data).not.toHaveProperty('SOORTEN');
    const { SOORTEN: _cards, ...own } = withTypes;
    expect(plain.body.data).toEqual(own);
    expect((await price({ koffers: 3, pax: 4 }, '?soorten=0')).body.data).not.toHaveProperty('SOORTEN');
  });

  it('shows Combi unavailable with its reason in the cards while the chosen type is priced', async () => {
    await writeBookingSetting(server.ctx.db, 'combiLeadDays', 10);
    const soon = (await price({ datum: daysAhead(5) })).body.data as PriceWithTypesResult;
    expect(soon.SOORTEN[0]).toEqual({
      SOORTVERVOER: 'combinatie',
      BESCHIKBAAR: false,
      REDEN: 'notice',
      PRIJS: null,
    });
    expect(soon.SOORTEN[1]!.PRIJS).toEqual(
      (await price({ datum: daysAhead(5), soortvervoer: 'comfort' }, '')).body.data,
    );
    // A valid PO lifts the notice period for the card too, as it does for the order.
    const withPo = (await price({ datum: daysAhead(5), po: 'PO-10', talic: 'TA-1', uid: 'u1' })).body
      .data as PriceWithTypesResult;
    expect(withPo.SOORTEN[0]!.BESCHIKBAAR).toBe(true);
  });

  it('refuses a bad soorten value and bad fields naming them', async () => {
    const bad = await price({}, '?soorten=ja');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ status: false, field: 'soorten' });
    const pax = await price({ pax: 9 });
    expect(pax.status).toBe(400);
    expect(pax.body).toMatchObject({ status: false, field: 'pax' });
  });

  it('counts unknown PO numbers once towards the look-up throttle, not once per card', async () => {
    for (let i = 0; i < CODE_LOOKUP_LIMIT; i++) {
      const { status, body } = await price({ po: `CARDS-GUESS-${i}`, talic: 'TA-1', uid: 'u1' });
      expect(status, JSON.stringify(body)).toBe(200);
      // An unknown PO gives no card a discount.
      for (const card of (body.data as PriceWithTypesResult).SOORTEN) expect(card.PRIJS?.PO ?? '').toBe('');
    }
    const next = await price({ po: 'PO-10', talic: 'TA-1', uid: 'u1' });
    expect(next.status).toBe(429);
    expect(next.body).toMatchObject({ error: 'too_many_requests', field: 'po' });
  });
});
