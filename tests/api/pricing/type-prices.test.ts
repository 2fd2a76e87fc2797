/**
 * Issue 17: `POST /api/billoprice/types` prices every transport type for one draft, so the wizard's
 * vehicle cards can show them side by side. What a card shows must be what an order of that type is
 * charged, an unavailable type says why, and the call must not open a way around the PO/coupon
 * look-up throttle.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { toCents } from '../../../core/tariff';
import { writeBookingSetting } from '../../../server/pricing/booking-settings';
import { CODE_LOOKUP_LIMIT } from '../../../server/pricing/code-throttle';
import { startTestServer, type TestServer } from '../../support/server';
import {
  addAgents,
  addCoupon,
  anonToken,
  daysAhead,
  orderPayload,
  priceRequest,
  returnLeg,
} from '../../support/order-fixtures';

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

const types = (fields: Record<string, unknown>) =>
  server.api('/billoprice/types', { token, json: priceRequest(fields) });

interface TypeAnswer {
  SOORTVERVOER: string;
  BESCHIKBAAR: boolean;
  REDEN: string | null;
  PRIJS: { TOTALEPRIJS: number; HEEN: { PRIJSKLANT: number }; TERUG?: { PRIJSKLANT: number } } | null;
}

describe('POST /api/billoprice/types', () => {
  it('prices every type in one call, and an order of each type is charged exactly the price its card shows', async () => {
    const trip = {
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
    const { status, body } = await types(trip);
    expect(status).toBe(200);
    const cards = body.data as TypeAnswer[];
    expect(cards.map((c) => c.SOORTVERVOER)).toEqual(['combinatie', 'comfort', 'business']);
    const totals = cards.map((c) => c.PRIJS!.TOTALEPRIJS);
    // Three tariffs, and the PO takes 10% off Comfort and 15% off Business: three different prices.
    expect(new Set(totals).size).toBe(3);
    for (const card of cards) {
      expect(card).toMatchObject({ BESCHIKBAAR: true, REDEN: null });
      const order = orderPayload({
        ...returnLeg(130),
        heenterug: 'HT',
        soortvervoer: card.SOORTVERVOER,
        koffers: 2,
        huisdieren: 1,
        po: 'PO-10',
        talic: 'TA-1',
        uid: 'u1',
        coupons: '["VIJFEURO"]',
        totaleprijs: card.PRIJS!.TOTALEPRIJS,
      });
      const placed = await server.api('/billoprice/neworder', { token, json: order });
      expect(placed.status, JSON.stringify(placed.body)).toBe(201);
      const { rows } = await server.ctx.db.query<{ total_cents: number; soortvervoer: string }>(
        'SELECT total_cents, soortvervoer FROM orders WHERE id = $1',
        [placed.body.data.ID],
      );
      expect(rows[0]).toEqual({
        total_cents: toCents(card.PRIJS!.TOTALEPRIJS),
        soortvervoer: card.SOORTVERVOER,
      });
    }
  });

  it('gives each type the same price the single price call gives it', async () => {
    const cards = (await types({ koffers: 3 })).body.data as TypeAnswer[];
    for (const card of cards) {
      const single = await server.api('/billoprice', {
        token,
        json: priceRequest({ koffers: 3, soortvervoer: card.SOORTVERVOER }),
      });
      expect(single.body.data).toEqual(card.PRIJS);
    }
  });

  it('shows Combi as unavailable inside its notice period, and past its cut-off, with the reason', async () => {
    await writeBookingSetting(server.ctx.db, 'combiLeadDays', 10);
    const soon = (await types({ datum: daysAhead(5) })).body.data as TypeAnswer[];
    expect(soon[0]).toEqual({ SOORTVERVOER: 'combinatie', BESCHIKBAAR: false, REDEN: 'notice', PRIJS: null });
    expect(soon[1]!.BESCHIKBAAR).toBe(true);
    // A valid PO lifts the notice period (SPEC 9), as it does for the order.
    const withPo = (await types({ datum: daysAhead(5), po: 'PO-10', talic: 'TA-1', uid: 'u1' })).body
      .data as TypeAnswer[];
    expect(withPo[0]!.BESCHIKBAAR).toBe(true);
    await writeBookingSetting(server.ctx.db, 'combiCutoff', daysAhead(100));
    const late = (await types({ datum: daysAhead(125) })).body.data as TypeAnswer[];
    expect(late[0]).toMatchObject({ BESCHIKBAAR: false, REDEN: 'cutoff' });
  });

  it('ignores the transport type it is sent, and still refuses bad fields naming them', async () => {
    expect((await types({ soortvervoer: 'rocket' })).status).toBe(200);
    const bad = await types({ pax: 9 });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ status: false, field: 'pax' });
    const pets = await types({ huisdieren: 3 });
    expect(pets.body).toMatchObject({ status: false, field: 'huisdieren' });
  });

  it('counts unknown PO numbers towards the same look-up throttle as the price call', async () => {
    for (let i = 0; i < CODE_LOOKUP_LIMIT; i++) {
      const { status } = await types({ po: `TYPES-GUESS-${i}`, talic: 'TA-1', uid: 'u1' });
      expect(status).toBe(200);
    }
    const next = await types({ po: 'PO-10', talic: 'TA-1', uid: 'u1' });
    expect(next.status).toBe(429);
    expect(next.body).toMatchObject({ error: 'too_many_requests', field: 'po' });
    // The price call shares the count: it does not give a fresh allowance either.
    const price = await server.api('/billoprice', {
      token,
      json: priceRequest({ po: 'PO-10', talic: 'TA-1', uid: 'u1' }),
    });
    expect(price.status).toBe(429);
  });
});
