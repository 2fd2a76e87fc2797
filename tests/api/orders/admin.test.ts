import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAgent, createPo } from '../../../server/cli/agency-commands';
import { UsageError } from '../../../server/cli/command-options';
import { createCoupon } from '../../../server/cli/coupon-commands';
import { listOrders } from '../../../server/cli/order-commands';
import { setVersion } from '../../../server/cli/version-commands';
import { PARTNERS } from '../../../core/partners';
import { isUnseeded, seedDemo } from '../../../server/data/seed/demo-seed';
import { startTestServer, type TestServer } from '../../support/server';
import { anonToken } from '../../support/order-fixtures';

let server: TestServer;
let token: string;
const NOW = new Date('2030-03-01T10:00:00Z');
beforeAll(async () => {
  server = await startTestServer();
  token = await anonToken(server);
});
afterAll(() => server.close());

describe('admin commands', () => {
  it('creates an agent whose payment method the API then answers', async () => {
    const lines = await createAgent(server.ctx.db, {
      licence: 'ADM-1',
      name: 'Admin Agent',
      email: 'a@b.be',
      payment: 'INVOICE',
    });
    expect(lines[0]).toContain('ADM-1');
    const { body } = await server.api('/payment/checkpaymentmethode/ADM-1', { token });
    expect(body.data).toBe('INVOICE');
  });

  it('creates a PO number only for an existing agent', async () => {
    await expect(createPo(server.ctx.db, { code: 'X', licence: 'NOBODY' }, NOW)).rejects.toThrow(/--licence/);
    const lines = await createPo(
      server.ctx.db,
      { code: 'ADM-PO', licence: 'ADM-1', comfort: '20', campaign: 'C1' },
      NOW,
    );
    expect(lines[0]).toContain('valid 2030/03/01 to 2031/03/01');
  });

  it('creates a refund coupon valid for one year and one use', async () => {
    const lines = await createCoupon(
      server.ctx.db,
      { code: 'REFUND-1', campaign: 'REFUND', amount: '42.5', refund: true },
      NOW,
    );
    expect(lines[0]).toBe('Coupon REFUND-1 (REFUND): EUR 42.50, valid 2030/03/01 to 2031/03/01, uses 1.');
  });

  it('refuses to overwrite an existing coupon unless told --replace, keeping its uses', async () => {
    await createCoupon(server.ctx.db, { code: 'ONCE-ONLY', campaign: 'X', amount: '5' }, NOW);
    await server.ctx.db.query("UPDATE coupons SET use_count = 3 WHERE code = 'ONCE-ONLY'");
    const again = createCoupon(server.ctx.db, { code: 'once-only', campaign: 'Y', percent: '50' }, NOW);
    await expect(again).rejects.toThrow(UsageError);
    await expect(
      createCoupon(server.ctx.db, { code: 'once-only', campaign: 'Y', percent: '50' }, NOW),
    ).rejects.toThrow(/^--code: .*exists already.*--replace/);
    const kept = await server.ctx.db.query(
      "SELECT campaign, amount_cents, percent, use_count FROM coupons WHERE upper(code) = 'ONCE-ONLY'",
    );
    expect(kept.rows).toEqual([{ campaign: 'X', amount_cents: 500, percent: null, use_count: 3 }]);
    const replaced = await createCoupon(
      server.ctx.db,
      { code: 'ONCE-ONLY', campaign: 'Y', percent: '50', replace: true },
      NOW,
    );
    expect(replaced[0]).toMatch(/^Coupon ONCE-ONLY \(Y\): 50%/);
    const after = await server.ctx.db.query(
      "SELECT campaign, amount_cents, percent, use_count FROM coupons WHERE upper(code) = 'ONCE-ONLY'",
    );
    expect(after.rows).toEqual([{ campaign: 'Y', amount_cents: null, percent: 50, use_count: 3 }]);
  });

  it.each([
    [{ code: 'C', campaign: 'X' }, /--amount or --percent/],
    [{ code: 'C', campaign: 'X', amount: '5', percent: '5' }, /--amount or --percent/],
    [{ code: 'C', campaign: 'X', percent: '101' }, /--percent/],
    [{ code: 'C', campaign: 'X', amount: '5', from: '2030/02/30' }, /--from/],
    [{ campaign: 'X', amount: '5' }, /--code/],
  ])('refuses coupon options %o naming the option', async (options, message) => {
    await expect(createCoupon(server.ctx.db, options, NOW)).rejects.toThrow(UsageError);
    await expect(createCoupon(server.ctx.db, options, NOW)).rejects.toThrow(message);
  });

  it('sets the version /api/version answers', async () => {
    await setVersion(server.ctx.db, { version: '9.9.9', hotfix: true });
    const { body } = await server.api('/version');
    expect(body.data).toEqual({ versie: '9.9.9', hotfix: true });
  });

  it('lists orders, or says there are none', async () => {
    expect(await listOrders(server.ctx.db, { status: 'paid' })).toEqual(['No orders.']);
    await expect(listOrders(server.ctx.db, { limit: '0' })).rejects.toThrow(/--limit/);
  });
});

describe('seedDemo()', () => {
  it('stores DEMO-marked agents, PO numbers and coupons, idempotently', async () => {
    const fresh = await startTestServer();
    try {
      expect(await isUnseeded(fresh.ctx.db)).toBe(true);
      await seedDemo(fresh.ctx.db, new Date());
      await seedDemo(fresh.ctx.db, new Date());
      expect(await isUnseeded(fresh.ctx.db)).toBe(false);
      const { rows } = await fresh.ctx.db.query<{ n: number; demo: number }>(
        "SELECT count(*)::int AS n, count(*) FILTER (WHERE campaign = 'DEMO' AND code LIKE 'DEMO%')::int AS demo FROM coupons",
      );
      expect(rows[0]).toEqual({ n: 3, demo: 3 });
      const t = await anonToken(fresh);
      const coupon = await fresh.api('/billoprice/checkcoupon?coupon=DEMO10', { token: t });
      expect(coupon.body.data).toMatchObject({ CAMPAGNE: 'DEMO', BEDRAG: 10 });
    } finally {
      await fresh.close();
    }
  });

  it('creates the agent licence of every partner shortcut route, so partner bookings are accepted', async () => {
    const fresh = await startTestServer();
    try {
      await seedDemo(fresh.ctx.db, new Date());
      const t = await anonToken(fresh);
      for (const partner of PARTNERS) {
        const res = await fresh.api(`/payment/checkpaymentmethode/${partner.talic}`, { token: t });
        expect(res.status).toBe(200);
        expect(res.body.data).toBe('ONLINE');
      }
    } finally {
      await fresh.close();
    }
  });
});
