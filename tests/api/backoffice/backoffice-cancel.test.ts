/**
 * The operator's cancellation on the customer's behalf (issue 13): abuse first (only an operator may
 * cancel or refund, a chosen refund never exceeds what was paid, a second cancel makes no second
 * coupon), then the refund of the terms and a chosen amount as a one-use refund coupon valid a year,
 * mailed in the order's language and audited.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brusselsToday, refundCouponValidUntil } from '../../../core';
import { readOutbox } from '../../../server/mail/mailer';
import { startTestServer, type TestServer } from '../../support/server';
import { staffToken } from '../../support/backoffice-fixtures';
import { ride } from '../../support/backoffice-orders-helpers';
import { addAgents, agentToken, userToken } from '../../support/order-fixtures';
import { statusOf } from '../../support/payment-helpers';

let server: TestServer;
let operator: string;
let dispatcher: string;

beforeAll(async () => {
  server = await startTestServer();
  await addAgents(server);
  operator = (await staffToken(server, 'operator')).token;
  dispatcher = (await staffToken(server, 'dispatcher')).token;
});

afterAll(async () => {
  await server?.close();
});

const cancel = (id: number, token: string, json: unknown = {}) =>
  server.api(`/backoffice/orders/${id}/cancel`, { token, json });

const count = async (sql: string, params: unknown[]) =>
  (await server.ctx.db.query<{ n: number }>(sql, params)).rows[0]!.n;

const refundCoupons = (id: number) =>
  count('SELECT count(*)::int AS n FROM coupons WHERE refund_order_id = $1', [id]);

describe('operator cancellation: abuse', () => {
  it('refuses a dispatcher, a customer and an agent, and leaves the order and coupons alone', async () => {
    const order = await ride(server, { daysAhead: 30 });
    const customer = (await userToken(server)).token;
    const agent = (await agentToken(server, 'TA-INV')).token;
    for (const token of [dispatcher, customer, agent]) {
      const { status, body } = await cancel(order.id, token, { refund: 'chosen', refund_cents: 100 });
      expect(status).toBe(403);
      expect(body.status).toBe(false);
    }
    expect(await statusOf(server, order.id)).toBe('paid');
    expect(await refundCoupons(order.id)).toBe(0);
  });

  it('refuses a chosen refund above what was paid, naming refund_cents, and changes nothing', async () => {
    const order = await ride(server, { daysAhead: 30, totalCents: 10_000 });
    const { status, body } = await cancel(order.id, operator, { refund: 'chosen', refund_cents: 10_001 });
    expect(status).toBe(400);
    expect(body.field).toBe('refund_cents');
    expect(await statusOf(server, order.id)).toBe('paid');
    expect(await refundCoupons(order.id)).toBe(0);
    expect(
      await count(`SELECT count(*)::int AS n FROM audit_log WHERE entity_id = $1`, [String(order.id)]),
    ).toBe(0);
  });

  it('refuses any chosen refund on an order the customer did not pay (invoiced)', async () => {
    const order = await ride(server, { daysAhead: 30, status: 'invoiced' });
    const { status, body } = await cancel(order.id, operator, { refund: 'chosen', refund_cents: 1 });
    expect(status).toBe(400);
    expect(body.field).toBe('refund_cents');
    expect(await statusOf(server, order.id)).toBe('invoiced');
  });

  it('cancels once: a second cancel is refused and makes no second coupon', async () => {
    const order = await ride(server, { daysAhead: 30 });
    const first = await cancel(order.id, operator, { refund: 'chosen', refund_cents: 5000 });
    expect(first.status).toBe(200);
    const again = await cancel(order.id, operator, { refund: 'chosen', refund_cents: 5000 });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('already_cancelled');
    expect(await refundCoupons(order.id)).toBe(1);
    const twice = await Promise.all([
      cancel((await ride(server, { daysAhead: 30 })).id, operator),
      cancel(order.id, operator),
    ]);
    expect(twice.map((r) => r.status).sort()).toEqual([200, 409]);
  });
});

describe('operator cancellation', () => {
  it('refunds what the terms give as a one-use coupon valid a year, mails it in French and audits it', async () => {
    const order = await ride(server, { daysAhead: 60, taal: 'FR', totalCents: 18_950 });
    const { status, body } = await cancel(order.id, operator, { refund: 'terms' });
    expect(status, JSON.stringify(body)).toBe(200);
    // Sixty days ahead the terms refund everything.
    expect(body.data.refund_cents).toBe(18_950);
    expect(body.data.coupon.valid_until).toBe(refundCouponValidUntil(brusselsToday(new Date())));
    const { rows } = await server.ctx.db.query<{
      kind: string;
      amount_cents: number;
      max_uses: number;
      valid_until: string;
    }>('SELECT kind, amount_cents, max_uses, valid_until FROM coupons WHERE refund_order_id = $1', [
      order.id,
    ]);
    expect(rows).toEqual([
      { kind: 'refund', amount_cents: 18_950, max_uses: 1, valid_until: body.data.coupon.valid_until },
    ]);
    expect(await statusOf(server, order.id)).toBe('cancelled');
    const mail = readOutbox(server.dataDir).find((m) => m.text.includes(body.data.coupon.code));
    expect(mail?.subject).toContain('Annulation');
    const audit = await server.ctx.db.query<{
      action: string;
      before: unknown;
      after: { refund_cents: number };
    }>(`SELECT action, before, after FROM audit_log WHERE entity = 'order' AND entity_id = $1`, [
      String(order.id),
    ]);
    expect(audit.rows).toHaveLength(1);
    expect(audit.rows[0]).toMatchObject({
      action: 'order.cancel',
      before: { status: 'paid' },
      after: { refund_cents: 18_950 },
    });
    const changes = await server.ctx.db.query<{ cause: string }>(
      `SELECT cause FROM order_status_changes WHERE order_id = $1 AND to_status = 'cancelled'`,
      [order.id],
    );
    expect(changes.rows).toEqual([{ cause: 'operator' }]);
  });

  it('refunds a chosen amount and records the rest as charged; the order page lists the mail', async () => {
    const order = await ride(server, { daysAhead: 2, totalCents: 10_000 });
    const { status, body } = await cancel(order.id, operator, { refund: 'chosen', refund_cents: 2500 });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ refund_cents: 2500, charge_cents: 7500 });
    const detail = await server.api(`/backoffice/orders/${order.id}`, { token: operator });
    expect(detail.body.data.cancellations).toMatchObject([{ refund_cents: 2500, charge_cents: 7500 }]);
    expect(detail.body.data.refund_coupons).toMatchObject([{ amount_cents: 2500 }]);
    expect(detail.body.data.mails).toMatchObject([{ kind: 'cancellation', recipient: 'tine@example.be' }]);
  });

  it('asks for refund_cents with a chosen refund', async () => {
    const order = await ride(server, { daysAhead: 30 });
    const { status, body } = await cancel(order.id, operator, { refund: 'chosen' });
    expect(status).toBe(400);
    expect(body.field).toBe('refund_cents');
  });
});
