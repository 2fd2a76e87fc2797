/**
 * The customer's cancellation (issue 12): the refund of the scale the operator chose (issue 27: one
 * scale for every language), at each boundary of both scales, the refund coupon (value, validity, one use), and the coupon uses of the
 * cancelled order. The clock is frozen on a whole minute so "exactly 14 days before" is exact.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { readOutbox } from '../../../server/mail/mailer';
import { writeCancellationScale } from '../../../server/manage/cancellation-scale-setting';
import { startTestServer, type TestServer } from '../../support/server';
import { addCoupon } from '../../support/order-fixtures';
import { book, manageCall, manageKey } from '../../support/manage-helpers';
import { decideOnSandbox, paymentForm, statusOf } from '../../support/payment-helpers';

let server: TestServer;
const DAY = 24 * 60;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
afterEach(() => {
  vi.useRealTimers();
});

/** Freezes the clock (Date only) on the last whole minute and returns that instant. */
function freezeOnMinute(): Date {
  const now = new Date(Math.floor(Date.now() / 60_000) * 60_000);
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
  return now;
}

async function cancel(order: Awaited<ReturnType<typeof book>>) {
  const key = await manageKey(server, order.owner.token, order.ecode);
  return manageCall(server, `/billomanage/${order.id}/cancel`, order.owner.token, key, {});
}

describe.each(['NL', 'FR'] as const)(
  'the Dutch scale, the operator’s choice, on a EUR 100 ride booked in %s',
  (taal) => {
    beforeAll(() => writeCancellationScale(server.ctx.db, 'nl'));
    afterAll(() => writeCancellationScale(server.ctx.db, 'intl'));
    it.each([
      ['14 days and a minute before', 14 * DAY + 1, 100],
      ['exactly 14 days before', 14 * DAY, 100],
      ['a minute less than 14 days before', 14 * DAY - 1, 85],
      ['exactly 4 days before', 4 * DAY, 85],
      ['a minute less than 4 days before', 4 * DAY - 1, 50],
      ['exactly 24 hours before', DAY, 50],
      ['a minute less than 24 hours before', DAY - 1, 0],
    ])('cancelled %s (%i minutes ahead) refunds EUR %i', async (_name, minutesAhead, refund) => {
      const now = freezeOnMinute();
      const order = await book(server, { taal, cents: 10_000, minutesAhead, now });
      const { status, body } = await cancel(order);
      expect(status).toBe(200);
      expect(body.data.status).toBe('cancelled');
      expect(body.data.cancellation).toEqual({ terms: 'nl', charge: 100 - refund, refund });
      if (refund === 0) expect(body.data.refund).toBeNull();
      else expect(body.data.refund).toMatchObject({ amount: refund });
    });

    it('charges 50 % with a minimum of EUR 30 in the last days', async () => {
      const now = freezeOnMinute();
      const order = await book(server, { taal, cents: 4000, minutesAhead: 2 * DAY, now });
      const { body } = await cancel(order);
      expect(body.data.cancellation).toEqual({ terms: 'nl', charge: 30, refund: 10 });
    });
  },
);

describe.each(['NL', 'FR', 'EN'] as const)('the default scale on a EUR 100 ride booked in %s', (taal) => {
  it.each([
    ['exactly 24 hours before', DAY, 100],
    ['a minute less than 24 hours before', DAY - 1, 0],
    ['10 days before', 10 * DAY, 100],
  ])('cancelled %s (%i minutes ahead) refunds EUR %i', async (_name, minutesAhead, refund) => {
    const now = freezeOnMinute();
    const order = await book(server, { taal, cents: 10_000, minutesAhead, now });
    const { body } = await cancel(order);
    expect(body.data.cancellation).toEqual({ terms: 'intl', charge: 100 - refund, refund });
  });
});

describe('the refund coupon', () => {
  it('is worth the refund, valid one year, single use, for this order, and e-mailed at once', async () => {
    const order = await book(server, { taal: 'EN', cents: 8900 });
    const { body } = await cancel(order);
    const refund = body.data.refund as { code: string; amount: number; valid_until: string };
    expect(refund.amount).toBe(89);
    const { rows } = await server.ctx.db.query(
      `SELECT kind, amount_cents, percent, valid_from, valid_until, max_uses, use_count, refund_order_id
         FROM coupons WHERE code = $1`,
      [refund.code],
    );
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' })
      .format(new Date())
      .replaceAll('-', '/');
    const nextYear = `${Number(today.slice(0, 4)) + 1}${today.slice(4)}`.replace('/02/29', '/02/28');
    expect(rows).toEqual([
      {
        kind: 'refund',
        amount_cents: 8900,
        percent: null,
        valid_from: today,
        valid_until: nextYear,
        max_uses: 1,
        use_count: 0,
        refund_order_id: order.id,
      },
    ]);
    expect(refund.valid_until).toBe(nextYear);
    const mail = readOutbox(server.dataDir).find(
      (m) => m.subject === `Cancellation of your booking ${order.ecode}`,
    );
    expect(mail?.to).toBe('tine@example.be');
    expect(mail?.text).toContain(refund.code);
    expect(mail?.text).toContain('€89.00');
    const check = await server.api(`/billoprice/checkcoupon?coupon=${refund.code}`, {
      token: order.owner.token,
    });
    expect(check.body.status).toBe(true);
  });

  it('is made once: a second cancel is refused and makes no second coupon', async () => {
    const order = await book(server);
    expect((await cancel(order)).status).toBe(200);
    const again = await cancel(order);
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('already_cancelled');
    const { rows } = await server.ctx.db.query(
      'SELECT count(*)::int AS n FROM coupons WHERE refund_order_id = $1',
      [order.id],
    );
    expect(rows[0]).toEqual({ n: 1 });
  });

  it('is not made for an order that was never paid, which refunds and charges nothing', async () => {
    const order = await book(server, { status: 'awaiting_payment' });
    const { status, body } = await cancel(order);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      status: 'cancelled',
      refund: null,
      cancellation: { charge: 0, refund: 0 },
    });
  });
});

describe('coupon uses of a cancelled order', () => {
  async function withCoupon(status: string) {
    const code = `USE-${status}-${Date.now()}`;
    const coupon = await addCoupon(server, { code, maxUses: 1 });
    const order = await book(server, { status });
    await server.ctx.db.query(
      'INSERT INTO order_coupons (order_id, coupon_id, reduction_cents) VALUES ($1, $2, 1000)',
      [order.id, coupon.id],
    );
    await server.ctx.db.query('UPDATE coupons SET use_count = 1 WHERE id = $1', [coupon.id]);
    return { order, code };
  }
  const uses = async (code: string) =>
    (
      await server.ctx.db.query<{ use_count: number }>('SELECT use_count FROM coupons WHERE code = $1', [
        code,
      ])
    ).rows[0]!.use_count;

  it('gives the uses of an unpaid order back', async () => {
    const { order, code } = await withCoupon('awaiting_payment');
    await cancel(order);
    expect(await uses(code)).toBe(0);
  });

  it('keeps the uses of a paid order spent: the refund is what was paid, not the discount', async () => {
    const { order, code } = await withCoupon('paid');
    await cancel(order);
    expect(await uses(code)).toBe(1);
  });
});

describe('a payment page left open on a cancelled booking', () => {
  it('makes the order paid when the customer pays anyway: the money was taken', async () => {
    const order = await book(server, { status: 'awaiting_payment', cents: 8900 });
    const form = await paymentForm(server, order.owner.token, order.id);
    expect((await cancel(order)).body.data.status).toBe('cancelled');
    const back = await decideOnSandbox(server, form, 'approve');
    await fetch(back, { redirect: 'manual' });
    expect(await statusOf(server, order.id)).toBe('paid');
    // Paid now, it can be cancelled again, for its refund.
    const again = await cancel(order);
    expect(again.body.data).toMatchObject({ status: 'cancelled', refund: { amount: 89 } });
  });
});

describe('after cancelling', () => {
  it('refuses to pay, change or cancel the order again', async () => {
    const order = await book(server, { status: 'awaiting_payment' });
    const key = await manageKey(server, order.owner.token, order.ecode);
    await manageCall(server, `/billomanage/${order.id}/cancel`, order.owner.token, key, {});
    const pay = await manageCall(server, `/payment/form/${order.id}`, order.owner.token, key);
    expect([pay.status, pay.body.error]).toEqual([409, 'order_closed']);
    const change = await manageCall(server, `/billomanage/${order.id}/change`, order.owner.token, key, {
      heennr: '9',
    });
    expect([change.status, change.body.error]).toEqual([409, 'order_closed']);
    const { rows } = await server.ctx.db.query(
      `SELECT from_status, to_status, cause FROM order_status_changes WHERE order_id = $1`,
      [order.id],
    );
    expect(rows).toEqual([{ from_status: 'awaiting_payment', to_status: 'cancelled', cause: 'customer' }]);
  });
});
