/**
 * Issue 9, item 2: a coupon's uses never exceed its maximum through anything the product offers. The
 * attack on a fresh `npm start` (demo seed): order A with the one-use `DEMO-ONCE`, cancel on the payment
 * page (the use is given back), order B with it, cancel, order C, then approve a new payment attempt
 * for A, B and C: all three were paid at the discounted price.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderDetail } from '../../../server/backoffice/order-detail';
import { listOveruses } from '../../../server/cli/coupon-commands';
import { startTestServer, type TestServer } from '../../support/server';
import { manageCall, openBooking } from '../../support/manage-helpers';
import { addCoupon, anonToken, orderPayload, quotedTotal } from '../../support/order-fixtures';
import {
  decideOnSandbox,
  decideTransaction,
  openOnSandbox,
  paymentForm,
  sandboxDecision,
  statusOf,
} from '../../support/payment-helpers';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer({ SEED_DEMO: '1' });
  token = await anonToken(server);
});
afterAll(() => server.close());

let orders = 0;
/** Books an order with `coupon` through the API, as the wizard does; returns its id and booking code. */
async function bookWithCode(coupon: string): Promise<{ id: number; ecode: string }> {
  const p = orderPayload({ coupons: JSON.stringify([coupon]), voornaam: `Klant${++orders}` });
  const { status, body } = await server.api('/billoprice/neworder', {
    token,
    json: { ...p, totaleprijs: await quotedTotal(server, token, p) },
  });
  expect(status).toBe(201);
  return { id: body.ID as number, ecode: body.data.ECODE as string };
}

/** Books an order with `coupon` through the API, as the wizard does, and returns its id. */
async function book(coupon: string): Promise<number> {
  return (await bookWithCode(coupon)).id;
}

/** What an order costs, what is still due, and the coupons it holds. */
async function money(id: number) {
  const { rows } = await server.ctx.db.query<{
    total_cents: number;
    balance_due_cents: number;
    coupons: string[];
  }>(
    `SELECT o.total_cents, o.balance_due_cents,
            COALESCE((SELECT array_agg(c.code ORDER BY c.code) FROM order_coupons oc JOIN coupons c ON c.id = oc.coupon_id
                       WHERE oc.order_id = o.id), '{}') AS coupons
       FROM orders o WHERE o.id = $1`,
    [id],
  );
  return rows[0]!;
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
      expect(await statusOf(server, id)).toBe('payment_cancelled');
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

  it('charges a late approval whose coupon went to another booking without its discount, and flags nothing', async () => {
    await addCoupon(server, { code: 'LATE-ONCE', maxUses: 1 });
    const late = await book('LATE-ONCE');
    const form = await paymentForm(server, token, late);
    // The customer keeps one payment page open and cancels in another: the use is given back ...
    const open = await openOnSandbox(form);
    await decideOnSandbox(server, form, 'cancel');
    expect(await statusOf(server, late)).toBe('payment_cancelled');
    // ... and another order takes it.
    const other = await book('LATE-ONCE');
    expect(await uses('LATE-ONCE')).toEqual({ use_count: 1, max_uses: 1 });

    // The open page is approved after all: the provider took the money, so the order is paid, at its
    // price without the coupon, and the difference is due.
    await decideTransaction(server, open, 'approve');
    expect(await statusOf(server, late)).toBe('paid');
    expect(await uses('LATE-ONCE')).toEqual({ use_count: 1, max_uses: 1 });
    expect(await money(late)).toMatchObject({ balance_due_cents: 1000, coupons: [] });
    expect(await listOveruses(server.ctx.db, {})).toEqual(['No coupon was used past its maximum.']);
    expect(await statusOf(server, other)).toBe('awaiting_payment');
    // The back office shows what the order owes and the coupon it lost.
    const detail = await orderDetail(server.ctx.db, late, new Date());
    expect(detail?.order).toMatchObject({ balance_due_cents: 1000 });
    expect(detail?.lost_coupons).toMatchObject([{ code: 'LATE-ONCE', reduction_cents: 1000 }]);
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

/**
 * Issue 23: the same coupon spent twice through the manage page. Order A with a one-use coupon, its
 * payment page left open; A cancelled on the manage page (the use comes back); order B with the coupon;
 * then A's open payment approved. Before the fix A was paid at the discounted price beside B, and the
 * excess went to list-overuses. Now A's late approval is charged at its price without the coupon and
 * the difference is paid from the manage page; the coupon is spent once, by B.
 */
describe.each([
  ['a one-use campaign coupon', 'campaign'],
  ['a refund coupon', 'refund'],
] as const)('%s on a booking cancelled while its payment page was open', (_name, kind) => {
  it('is spent once: the late approval is charged without the discount, and the difference is paid on the manage page', async () => {
    const code = `OPEN-${kind.toUpperCase()}`;
    await addCoupon(server, { code, kind, maxUses: 1, amountCents: 2500 });
    const a = await bookWithCode(code);
    const before = await money(a.id);
    const open = await openOnSandbox(await paymentForm(server, token, a.id));

    const opened = await openBooking(server, token, a.ecode, 'jan@example.be');
    expect([opened.status, opened.body.error_description]).toEqual([200, undefined]);
    const key = opened.body.data.manage_key as string;
    const cancelled = await manageCall(server, `/billomanage/${a.id}/cancel`, token, key, {});
    expect(cancelled.body.data.status).toBe('cancelled');
    expect(await uses(code)).toEqual({ use_count: 0, max_uses: 1 });
    const b = await book(code);
    expect(await uses(code)).toEqual({ use_count: 1, max_uses: 1 });

    await decideTransaction(server, open, 'approve');
    expect(await statusOf(server, a.id)).toBe('paid');
    expect(await uses(code)).toEqual({ use_count: 1, max_uses: 1 });
    expect(await listOveruses(server.ctx.db, {})).toEqual(['No coupon was used past its maximum.']);
    // A no longer has the coupon: its price is the price without it, and what it lacks is due.
    expect(await money(a.id)).toEqual({
      total_cents: before.total_cents + 2500,
      balance_due_cents: 2500,
      coupons: [],
    });

    // The manage page says so and takes the difference through the provider.
    const view = await manageCall(server, `/billomanage/${a.id}?lang=en`, token, key);
    expect(view.body.data).toMatchObject({
      status: 'paid',
      total: (before.total_cents + 2500) / 100,
      balance_due: 25,
      actions: { pay: true },
    });
    const form = await manageCall(server, `/payment/form/${a.id}`, token, key);
    expect(form.status).toBe(200);
    expect(form.body.data.fields.AMOUNT).toBe('2500');
    await decideOnSandbox(server, form.body.data, 'approve');
    expect(await statusOf(server, a.id)).toBe('paid');
    expect((await money(a.id)).balance_due_cents).toBe(0);
    const settled = await manageCall(server, `/billomanage/${a.id}`, token, key);
    expect(settled.body.data).toMatchObject({ balance_due: 0, actions: { pay: false } });

    // B, which holds the coupon, pays its discounted price; the coupon stays spent once.
    await decideOnSandbox(server, await paymentForm(server, token, b), 'approve');
    expect(await statusOf(server, b)).toBe('paid');
    expect(await uses(code)).toEqual({ use_count: 1, max_uses: 1 });
    const { rows } = await server.ctx.db.query(
      `SELECT oc.order_id FROM order_coupons oc JOIN coupons c ON c.id = oc.coupon_id WHERE c.code = $1`,
      [code],
    );
    expect(rows).toEqual([{ order_id: b }]);
  });
});

describe('a booking that owes the difference of a lost coupon', () => {
  it('refunds on cancellation what was paid less the charge, never the unpaid difference', async () => {
    await addCoupon(server, { code: 'OWED-ONCE', maxUses: 1, amountCents: 2000 });
    const a = await bookWithCode('OWED-ONCE');
    const form = await paymentForm(server, token, a.id);
    const paid = Number(form.fields.AMOUNT);
    const open = await openOnSandbox(form);
    await decideOnSandbox(server, form, 'cancel');
    await book('OWED-ONCE');
    await decideTransaction(server, open, 'approve');
    expect(await money(a.id)).toMatchObject({ total_cents: paid + 2000, balance_due_cents: 2000 });

    const opened = await openBooking(server, token, a.ecode, 'jan@example.be');
    const key = opened.body.data.manage_key as string;
    const { body } = await manageCall(server, `/billomanage/${a.id}/cancel`, token, key, {});
    expect(body.data.status).toBe('cancelled');
    const { charge, refund } = body.data.cancellation as { charge: number; refund: number };
    expect(Math.round(refund * 100)).toBe(Math.max(0, paid - Math.round(charge * 100)));
    expect(Math.round(refund * 100)).toBeLessThanOrEqual(paid);
  });
});
