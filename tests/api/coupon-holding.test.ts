/**
 * Issue 9, item 2: a coupon's uses never exceed its maximum through anything the product offers. The
 * attack on a fresh `npm start` (demo seed): order A with the one-use `DEMO-ONCE`, cancel on the payment
 * page (the use is given back), order B with it, cancel, order C, then approve a new payment attempt
 * for A, B and C: all three were paid at the discounted price.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOveruses } from '../../server/booking/admin';
import { startTestServer, type TestServer } from '../support/server';
import { addCoupon, anonToken, orderPayload, quotedTotal } from './order-fixtures';
import {
  decideOnSandbox,
  decideTransaction,
  openOnSandbox,
  paymentForm,
  sandboxDecision,
  statusOf,
} from './payment-helpers';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer({ SEED_DEMO: '1' });
  token = await anonToken(server);
});
afterAll(() => server.close());

let orders = 0;
/** Books an order with `coupon` through the API, as the wizard does, and returns its id. */
async function book(coupon: string): Promise<number> {
  const p = orderPayload({ coupons: JSON.stringify([coupon]), voornaam: `Klant${++orders}` });
  const { status, body } = await server.api('/billoprice/neworder', {
    token,
    json: { ...p, totaleprijs: await quotedTotal(server, token, p) },
  });
  expect(status).toBe(201);
  return body.ID as number;
}

async function uses(code: string): Promise<{ use_count: number; max_uses: number | null }> {
  const { rows } = await server.ctx.db.query<{ use_count: number; max_uses: number | null }>(
    'SELECT use_count, max_uses FROM coupons WHERE code = $1',
    [code],
  );
  return rows[0]!;
}

const formOf = (id: number) => server.api(`/payment/form/${id}`, { token });

describe('a one-use coupon', () => {
  it('is paid once, not three times, after two canceled payments', async () => {
    const a = await book('DEMO-ONCE');
    await sandboxDecision(server, token, a, 'cancel');
    const b = await book('DEMO-ONCE');
    await sandboxDecision(server, token, b, 'cancel');
    const c = await book('DEMO-ONCE');
    expect(await uses('DEMO-ONCE')).toEqual({ use_count: 1, max_uses: 1 });

    // A new payment attempt for A and B would need the use C holds: refused, nothing changes.
    for (const id of [a, b]) {
      const res = await formOf(id);
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ status: false, error: 'coupon_used_up', field: 'coupons' });
      expect(res.body.error_description).toMatch(/DEMO-ONCE.*book again.*new price/i);
      expect(await statusOf(server, id)).toBe('canceled');
    }
    expect((await decideOnSandbox(server, await paymentForm(server, token, c), 'approve')).pathname).toBe(
      '/api/payment/accept',
    );
    expect(await statusOf(server, c)).toBe('paid');
    expect(await uses('DEMO-ONCE')).toEqual({ use_count: 1, max_uses: 1 });
    const { rows } = await server.ctx.db.query(
      `SELECT o.id FROM orders o JOIN order_coupons oc ON oc.order_id = o.id JOIN coupons c ON c.id = oc.coupon_id
        WHERE c.code = 'DEMO-ONCE' AND o.status = 'paid'`,
    );
    expect(rows).toEqual([{ id: c }]);
  });

  it('is taken again by a new payment attempt while it is free, which puts the order back to awaiting payment', async () => {
    await addCoupon(server, { code: 'RETRY-ONCE', maxUses: 1 });
    const id = await book('RETRY-ONCE');
    await sandboxDecision(server, token, id, 'decline');
    expect(await statusOf(server, id)).toBe('failed');
    expect((await uses('RETRY-ONCE')).use_count).toBe(0);

    const form = await paymentForm(server, token, id);
    expect(await statusOf(server, id)).toBe('awaiting_payment');
    expect((await uses('RETRY-ONCE')).use_count).toBe(1);
    const { rows } = await server.ctx.db.query(
      'SELECT from_status, to_status, cause FROM order_status_changes WHERE order_id = $1 ORDER BY id',
      [id],
    );
    expect(rows).toEqual([
      { from_status: 'awaiting_payment', to_status: 'failed', cause: 'provider' },
      { from_status: 'failed', to_status: 'awaiting_payment', cause: 'retry' },
    ]);
    // Asking for the form again changes nothing more; the coupon cannot be booked by anyone else.
    await paymentForm(server, token, id);
    expect((await uses('RETRY-ONCE')).use_count).toBe(1);
    const p = orderPayload({ coupons: '["RETRY-ONCE"]', voornaam: 'Ander' });
    const other = await server.api('/billoprice/neworder', { token, json: { ...p, totaleprijs: 100 } });
    expect(other.body).toMatchObject({ error: 'coupon_used_up', field: 'coupons' });

    await decideOnSandbox(server, form, 'approve');
    expect(await statusOf(server, id)).toBe('paid');
    expect((await uses('RETRY-ONCE')).use_count).toBe(1);
  });

  it("accepts a provider's late approval past the maximum and flags the excess for the operator", async () => {
    await addCoupon(server, { code: 'LATE-ONCE', maxUses: 1 });
    const late = await book('LATE-ONCE');
    const form = await paymentForm(server, token, late);
    // The customer keeps one payment page open and cancels in another: the use is given back ...
    const open = await openOnSandbox(form);
    await decideOnSandbox(server, form, 'cancel');
    expect(await statusOf(server, late)).toBe('canceled');
    // ... and another order takes it.
    const other = await book('LATE-ONCE');
    expect(await uses('LATE-ONCE')).toEqual({ use_count: 1, max_uses: 1 });

    // The open page is approved after all: the provider took the money, so the order is paid.
    await decideTransaction(server, open, 'approve');
    expect(await statusOf(server, late)).toBe('paid');
    expect(await uses('LATE-ONCE')).toEqual({ use_count: 1, max_uses: 1 });
    const { rows } = await server.ctx.db.query<{ order_id: number }>(
      `SELECT o.order_id FROM coupon_overuses o JOIN coupons c ON c.id = o.coupon_id WHERE c.code = 'LATE-ONCE'`,
    );
    expect(rows).toEqual([{ order_id: late }]);
    const lines = await listOveruses(server.ctx.db, {});
    expect(lines.some((l) => l.includes('LATE-ONCE') && l.includes(`${late}`))).toBe(true);
    expect(await statusOf(server, other)).toBe('awaiting_payment');
  });

  it('re-claims the use of a late approval without a flag while the coupon has room', async () => {
    await addCoupon(server, { code: 'LATE-ROOM', maxUses: 2 });
    const id = await book('LATE-ROOM');
    const form = await paymentForm(server, token, id);
    const open = await openOnSandbox(form);
    await decideOnSandbox(server, form, 'cancel');
    expect((await uses('LATE-ROOM')).use_count).toBe(0);
    await decideTransaction(server, open, 'approve');
    expect(await statusOf(server, id)).toBe('paid');
    expect((await uses('LATE-ROOM')).use_count).toBe(1);
    const { rows } = await server.ctx.db.query('SELECT 1 FROM coupon_overuses WHERE order_id = $1', [id]);
    expect(rows).toHaveLength(0);
  });
});
