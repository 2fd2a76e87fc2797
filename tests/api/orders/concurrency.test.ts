/**
 * Issue 14, proof: concurrency through the real HTTP API on one server. 1,000 booking requests with 50
 * in flight, 200 of them repeating a key that is in flight at that moment, must give 800 orders with
 * no duplicate receipt number or booking code; a one-use coupon raced by 20 orders is held by one; 25
 * sessions refreshed by 8 tabs at once each all keep working. `npm run soak` runs these bigger.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../support/server';
import { bookingLoad, checkLoad, planKeys, pricedOrder, type Query } from '../../soak/bookings';
import { figuresTable } from '../../soak/http';
import { couponRace, refreshRace } from '../../soak/races';
import { anonymous, registered } from '../../soak/tokens';

let server: TestServer;
let query: Query;
beforeAll(async () => {
  // X-Forwarded-For is trusted so the coupon race comes from 20 client addresses.
  server = await startTestServer({ TRUST_PROXY: '1' });
  query = async (sql, params) => (await server.ctx.db.query<any>(sql, params)).rows;
});
afterAll(() => server?.close());

describe('bookings at load', () => {
  it('turns 1,000 requests, 50 in flight and 200 repeated keys, into 800 orders without a duplicate', async () => {
    const token = await anonymous(server.url);
    const payload = await pricedOrder(server.url, token);
    const plan = planKeys('ci-load', { requests: 1000, inFlight: 50, repeats: 200 });
    const load = await bookingLoad([server.url], token, payload, plan, 50);
    const check = await checkLoad(query, 'ci-load', load.acked);
    load.tally.found = check.stored;
    console.log(figuresTable([load.tally.figures()]));
    expect(load.odd).toEqual([]);
    expect(load.tally.sent).toBe(1000);
    expect(load.tally.acknowledged).toBe(1000);
    expect(new Set(plan).size).toBe(800);
    expect(check).toEqual({
      stored: 800,
      lost: [],
      duplicateKeys: 0,
      duplicateReceipts: 0,
      duplicateCodes: 0,
      mismatched: [],
    });
  }, 180_000);

  it('lets one of 20 simultaneous orders hold a coupon with one use left', async () => {
    const race = await couponRace(server, 20);
    expect(race.odd).toEqual([]);
    expect(race.placed).toBe(1);
    expect(race.holding).toBe(1);
    expect(race.uses).toBe(1);
  });

  it('keeps every session working when 8 tabs refresh each of 15 sessions at once', async () => {
    const user = await registered(server.url, 'refresh-race@example.be');
    const race = await refreshRace(server.url, 'refresh-race@example.be', user.id, 15, 8);
    expect(race.odd).toEqual([]);
    expect(race.refreshed).toBe(120);
    expect(race.distinct).toBe(120);
    expect(race.refused).toBe(0);
  }, 60_000);
});
