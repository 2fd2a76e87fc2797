/**
 * The price call's reused reads (the served airports, PO, coupon and licence look-ups) are shared by
 * the calls that arrive while one read runs: when the reuse time ran out under load, every price request
 * in flight used to send its own query (about 95 for 50 connections, one per 7 requests in the bench),
 * which cost the price call a third of its time. Now one query per period, whatever the load.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUOTE_READ_TTL_MS, findCouponForQuote } from '../../../server/pricing/quote-reads';
import { forgetServedAirports, isAirportServed } from '../../../server/pricing/served-airports';
import { startTestServer, type TestServer } from '../../support/server';
import { addCoupon } from '../../support/order-fixtures';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** Counts the queries the server sends whose text matches `pattern` while `run` runs. */
async function countQueries(pattern: RegExp, run: () => Promise<unknown>): Promise<number> {
  const db = server.ctx.db;
  const query = db.query;
  let count = 0;
  db.query = ((sql: string, params?: unknown[]) => {
    if (pattern.test(sql)) count++;
    return query.call(db, sql, params);
  }) as typeof db.query;
  try {
    await run();
  } finally {
    db.query = query;
  }
  return count;
}

/** `n` calls of `read` at once, as the price calls in flight make them. */
function atOnce<T>(n: number, read: () => Promise<T>): Promise<T[]> {
  return Promise.all(Array.from({ length: n }, read));
}

describe('reads the price call reuses', () => {
  it('reads the served airports once for 30 price calls in flight together', async () => {
    forgetServedAirports(server.ctx.db);
    const db = server.ctx.db;
    let answers: boolean[] = [];
    const reads = await countQueries(/FROM airports/i, async () => {
      answers = await atOnce(30, () => isAirportServed(db, 'bru', false));
    });
    expect(reads).toBe(1);
    expect(answers).toEqual(Array(30).fill(true));
  });

  it('reads a coupon once for 30 price calls in flight together, and again after the reuse time', async () => {
    await addCoupon(server, { code: 'HERD-ONCE', maxUses: 100, amountCents: 500 });
    const read = () => findCouponForQuote(server.ctx.db, 'herd-once');
    const first = await countQueries(/FROM coupons/i, async () => {
      for (const c of await atOnce(30, read)) expect(c?.code).toBe('HERD-ONCE');
    });
    expect(first).toBe(1);
    await new Promise((r) => setTimeout(r, QUOTE_READ_TTL_MS + 100));
    expect(await countQueries(/FROM coupons/i, () => atOnce(5, read))).toBe(1);
  });
});
