import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertPo } from '../../../server/data/agents/agents-repo';
import { startTestServer, type TestServer } from '../../support/server';
import {
  addAgents,
  addCoupon,
  anonToken,
  daysAhead,
  orderPayload,
  quotedTotal,
} from '../../support/order-fixtures';

// The price call reuses PO and coupon reads for a few seconds (server/pricing/quote-reads.ts). These
// tests hold the promise that makes this safe: the order call reads afresh, so an order built on a
// quote that is stale by then is refused instead of being charged the old price.
let server: TestServer;
let anon: string;
beforeAll(async () => {
  server = await startTestServer();
  anon = await anonToken(server);
  await addAgents(server);
});
afterAll(() => server.close());

const book = (json: Record<string, unknown>) => server.api('/billoprice/neworder', { json, token: anon });

describe('PO and coupon reads of the price call', () => {
  it('never lets a quote of a coupon used up meanwhile through the order call', async () => {
    await addCoupon(server, { code: 'CACHE-ONCE', maxUses: 1, amountCents: 700 });
    const p = orderPayload({ coupons: '["cache-once"]' });
    const total = await quotedTotal(server, anon, p);
    expect((await book({ ...p, totaleprijs: total })).status).toBe(201);
    // A second quote within the reuse time may still show the coupon; the order must not accept it, and
    // answers as a lost race does on PostgreSQL (issue 24: it was 400 invalid_coupon on PGlite).
    const again = await quotedTotal(server, anon, p);
    const second = await book({ ...p, voornaam: 'Tweede', totaleprijs: again });
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({ error: 'coupon_used_up', field: 'coupons' });
  });

  it('never lets a quote of a PO that ended meanwhile through the order call', async () => {
    const terms = {
      code: 'PO-CACHE',
      agentLicence: 'TA-1',
      campaign: null,
      paidByAgent: false,
      businessDiscountPercent: 0,
      comfortDiscountPercent: 20,
      validFrom: daysAhead(-10),
    };
    await upsertPo(server.ctx.db, { ...terms, validUntil: daysAhead(100) });
    const p = orderPayload({ po: 'PO-CACHE', talic: 'TA-1', uid: 'u1' });
    const total = await quotedTotal(server, anon, p);
    await upsertPo(server.ctx.db, { ...terms, validUntil: daysAhead(-1) });
    const { status, body } = await book({ ...p, totaleprijs: total });
    expect(status).toBe(400);
    expect(body.field).toBe('po');
  });
});
