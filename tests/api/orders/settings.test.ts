import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_BOOKING_SETTINGS } from '../../../core/settings';
import { writeBookingSetting } from '../../../server/pricing/booking-settings';
import { writeSetting } from '../../../server/data/settings/settings-repo';
import { startTestServer, type TestServer } from '../../support/server';
import {
  anonToken,
  daysAhead,
  orderPayload,
  priceRequest,
  quotedTotal,
  returnLeg,
} from '../../support/order-fixtures';

let server: TestServer;
// Combi runs again until 20 days from now: a round trip out in 10 days and back in 25 crosses it.
const cutoff = daysAhead(20);

beforeAll(async () => {
  server = await startTestServer({ COMBI_CUTOFF: cutoff.replaceAll('/', '-') });
});
afterAll(() => server.close());
afterEach(async () => {
  await server.ctx.db.query(
    "DELETE FROM app_settings WHERE key IN ('combi_cutoff', 'combi_lead_days', 'earliest_booking_days')",
  );
});

describe('GET /api/settings', () => {
  it('answers the booking settings in force without a token, cacheable for a minute', async () => {
    const res = await fetch(`${server.url}/api/settings`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
    expect(await res.json()).toEqual({
      status: true,
      data: { combiCutoff: cutoff, combiLeadDays: 3, earliestBookingDays: 3 },
    });
  });

  it("answers SPEC 9's values on a server without COMBI_CUTOFF", async () => {
    const plain = await startTestServer();
    try {
      const { body } = await plain.api('/settings');
      expect(body.data).toEqual(DEFAULT_BOOKING_SETTINGS);
    } finally {
      await plain.close();
    }
  });

  it("answers the operator's overrides over the configuration", async () => {
    await writeBookingSetting(server.ctx.db, 'combiCutoff', '2099/01/01');
    await writeBookingSetting(server.ctx.db, 'combiLeadDays', 5);
    await writeBookingSetting(server.ctx.db, 'earliestBookingDays', 2);
    const { body } = await server.api('/settings');
    expect(body.data).toEqual({ combiCutoff: '2099/01/01', combiLeadDays: 5, earliestBookingDays: 2 });
  });

  it.each([
    ['combi_cutoff', '2021/02/30'],
    ['combi_lead_days', '-1'],
    ['earliest_booking_days', 'soon'],
    ['earliest_booking_days', '400'],
  ] as const)('passes over a stored %s of %j for the configured value', async (key, value) => {
    await writeSetting(server.ctx.db, key, value);
    const { status, body } = await server.api('/settings');
    expect(status).toBe(200);
    expect(body.data).toEqual({ combiCutoff: cutoff, combiLeadDays: 3, earliestBookingDays: 3 });
  });

  it.each([
    ['combiCutoff', '2021-09-16'],
    ['combiLeadDays', 2.5],
    ['earliestBookingDays', 366],
  ] as const)('refuses to store %s = %j', async (name, value) => {
    await expect(writeBookingSetting(server.ctx.db, name, value as never)).rejects.toThrow(RangeError);
  });
});

describe('Combi per leg, in the price and the order call alike', () => {
  const combi = (overrides: Record<string, unknown>) =>
    orderPayload({ heenterug: 'HT', soortvervoer: 'combinatie', ...overrides });

  /** The price call's answer for an order payload, sending each leg's date as the wizard does. */
  async function priceOf(p: Record<string, unknown>) {
    const token = await anonToken(server);
    const line = (l: string) => `${p[`${l}straat`]} ${p[`${l}nr`]}, ${p[`${l}postnr`]} ${p[`${l}stad`]}`;
    return server.api('/billoprice', {
      token,
      json: priceRequest({
        heenterug: p.heenterug,
        soortvervoer: p.soortvervoer,
        datum: p.datumheen,
        datumterug: p.datumterug,
        koffers: p.koffers,
        fromheen: line('heen'),
        idluchthavenretour: p.idluchthaventerug,
        toretour: line('terug'),
      }),
    });
  }

  it('sells a round trip whose legs both lie before the cut-off', async () => {
    const p = combi({ datumheen: daysAhead(10), ...returnLeg(15) });
    const price = await priceOf(p);
    expect(price.status).toBe(200);
    const token = await anonToken(server);
    const total = await quotedTotal(server, token, p);
    expect(total).toBe(price.body.data.TOTALEPRIJS);
    const order = await server.api('/billoprice/neworder', { token, json: { ...p, totaleprijs: total } });
    expect(order.status).toBe(201);
  });

  it('refuses a round trip whose return leg falls after the cut-off, in both calls', async () => {
    const p = combi({ datumheen: daysAhead(10), ...returnLeg(25) });
    const price = await priceOf(p);
    expect(price.status).toBe(400);
    expect(price.body).toMatchObject({ error: 'combi_unavailable', field: 'soortvervoer' });
    expect(price.body.error_description).toContain(daysAhead(25));
    const token = await anonToken(server);
    const order = await server.api('/billoprice/neworder', { token, json: { ...p, totaleprijs: 100 } });
    expect(order.status).toBe(400);
    expect(order.body).toMatchObject({ error: 'combi_unavailable', field: 'soortvervoer' });
  });

  it('follows an operator who moves the cut-off, without a restart', async () => {
    const p = combi({ datumheen: daysAhead(10), ...returnLeg(25) });
    await writeBookingSetting(server.ctx.db, 'combiCutoff', daysAhead(30));
    expect((await priceOf(p)).status).toBe(200);
    await writeBookingSetting(server.ctx.db, 'combiCutoff', daysAhead(5));
    expect((await priceOf(combi({ datumheen: daysAhead(10), ...returnLeg(15) }))).status).toBe(400);
  });
});

describe('the earliest booking date of the order call', () => {
  it('follows the setting in force', async () => {
    const token = await anonToken(server);
    const p = orderPayload({ datumheen: daysAhead(2) });
    const total = await quotedTotal(server, token, p);
    const refused = await server.api('/billoprice/neworder', { token, json: { ...p, totaleprijs: total } });
    expect(refused.status).toBe(400);
    expect(refused.body.field).toBe('datumheen');
    await writeBookingSetting(server.ctx.db, 'earliestBookingDays', 2);
    const placed = await server.api('/billoprice/neworder', { token, json: { ...p, totaleprijs: total } });
    expect(placed.status).toBe(201);
  });
});
