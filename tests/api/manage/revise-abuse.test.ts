/**
 * Abuse of the change in place (issue 27): a change after the limit, an expired coupon kept, a PO or
 * licence of another agency, someone else's order, a change paid twice, two changes racing, and a
 * replayed idempotency key. Real server, real PGlite, the sandbox provider.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brusselsDateTime } from '../../../core/dates';
import { addAgents, addCoupon, daysAhead, orderPayload, quotedTotal } from '../../support/order-fixtures';
import { decideOnSandbox, visitor } from '../../support/payment-helpers';
import { placePaid, revise, reviseQuote } from '../../support/revise-helpers';
import { startTestServer, type TestServer } from '../../support/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await addAgents(server);
});
afterAll(() => server.close());

const q = <T>(sql: string, params: unknown[] = []) => server.ctx.db.query<T>(sql, params).then((r) => r.rows);

describe('refused changes', () => {
  it('refuses a change after the limit (409 too_late naming the date field), and leaves the order', async () => {
    const o = await placePaid(server);
    const soon = brusselsDateTime(new Date(Date.now() + 10 * 3_600_000));
    await q('UPDATE orders SET datumheen = $2, pickup_time_heen = $3 WHERE id = $1', [
      o.id,
      soon.date,
      soon.time,
    ]);
    o.payload.datumheen = soon.date;
    const quote = await reviseQuote(server, o, { pax: 4 });
    expect(quote.status).toBe(409);
    expect(quote.body).toMatchObject({ error: 'too_late', field: 'datumheen' });
    const r = await revise(server, o, { pax: 4 }, { total: 999 });
    expect(r.status).toBe(409);
    expect(r.body.field).toBe('datumheen');
    expect((await q<{ pax: number }>('SELECT pax FROM orders WHERE id = $1', [o.id]))[0]!.pax).toBe(2);
  });

  it('honours the operator limit: 168 hours refuses a change a week ahead', async () => {
    const o = await placePaid(server);
    const week = brusselsDateTime(new Date(Date.now() + 7 * 24 * 3_600_000));
    await q('UPDATE orders SET datumheen = $2, pickup_time_heen = $3 WHERE id = $1', [
      o.id,
      week.date,
      week.time,
    ]);
    o.payload.datumheen = week.date;
    await q(`INSERT INTO app_settings (key, value) VALUES ('change_limit_hours', '168')`);
    try {
      const quote = await reviseQuote(server, o, { pax: 4 });
      expect(quote.status).toBe(409);
      expect(quote.body.error).toBe('too_late');
    } finally {
      await q(`DELETE FROM app_settings WHERE key = 'change_limit_hours'`);
    }
  });

  it('refuses a cancelled order (409 order_closed)', async () => {
    const o = await placePaid(server);
    await server.api(`/billomanage/${o.id}/cancel`, {
      token: o.owner.token,
      headers: { 'x-manage-key': o.key },
      json: {},
    });
    const quote = await reviseQuote(server, o, { pax: 4 });
    expect(quote.status).toBe(409);
    expect(quote.body.error).toBe('order_closed');
  });

  it('refuses to turn a free booking into one with a price (409 not_changeable): no money without an invoice', async () => {
    // A coupon worth exactly the ride makes it free; five passengers instead of two would cost more.
    const owner = await visitor(server);
    const full = Math.round((await quotedTotal(server, owner.token, orderPayload())) * 100);
    await addCoupon(server, { code: 'REV-FREE', amountCents: full, maxUses: 1 });
    const o = await placePaid(server, { coupons: '["REV-FREE"]' }, false);
    const free = await server.api(`/payment/freeorderok/${o.id}`, { token: o.owner.token });
    expect(free.status).toBe(200);
    const quote = await reviseQuote(server, o, { pax: 5 });
    expect(quote.status).toBe(409);
    expect(quote.body).toMatchObject({ error: 'not_changeable', field: 'totaleprijs' });
    const r = await revise(server, o, { pax: 5 }, { total: 10 });
    expect(r.status).toBe(409);
    const [row] = await q<{ pax: number; status: string }>('SELECT pax, status FROM orders WHERE id = $1', [
      o.id,
    ]);
    expect(row).toEqual({ pax: 2, status: 'free' });
    expect(await q('SELECT id FROM payment_attempts WHERE order_id = $1', [o.id])).toEqual([]);
  });

  it('gives no reduction for a coupon that expired since, and refuses a coupon the order never had', async () => {
    await addCoupon(server, { code: 'REV-EXP', amountCents: 2000 });
    const o = await placePaid(server, { coupons: '["REV-EXP"]' });
    const full = await quotedTotal(server, o.owner.token, orderPayload({ pax: 3 }));
    const kept = await reviseQuote(server, o, { pax: 3 });
    expect(kept.body.data.new_total_cents).toBe(Math.round(full * 100) - 2000);
    await q(`UPDATE coupons SET valid_until = $2 WHERE code = $1`, ['REV-EXP', daysAhead(-1)]);
    const quote = await reviseQuote(server, o, { pax: 3 });
    expect(quote.status).toBe(200);
    expect(quote.body.data.new_total_cents).toBe(Math.round(full * 100));
    await addCoupon(server, { code: 'REV-NEW', amountCents: 5000 });
    const added = await reviseQuote(server, o, { pax: 3, coupons: '["REV-EXP","REV-NEW"]' });
    expect(added.status).toBe(400);
    expect(added.body.field).toBe('coupons');
  });

  it('refuses a PO of another agency (400 po) and another licence (400 talic)', async () => {
    const o = await placePaid(server, { talic: 'TA-1', uid: 'u1', po: 'PO-10' });
    const po = await reviseQuote(server, o, { pax: 3, po: 'PO-PAID' });
    expect(po.status).toBe(400);
    expect(po.body.field).toBe('po');
    const licence = await reviseQuote(server, o, { pax: 3, talic: 'TA-INV', uid: 'u2' });
    expect(licence.status).toBe(400);
    expect(licence.body.field).toBe('talic');
  });

  it("answers 404 for someone else's order, with or without their own key", async () => {
    const o = await placePaid(server);
    const other = await placePaid(server);
    const stranger = await visitor(server);
    const bare = await reviseQuote(server, o, { pax: 3 }, stranger.token);
    expect(bare.status).toBe(404);
    const withKey = await server.api(`/billomanage/${o.id}/revise`, {
      token: other.owner.token,
      headers: { 'x-manage-key': other.key },
      json: { order: { ...o.payload, pax: 3 }, idempotency_key: randomUUID() },
    });
    expect(withKey.status).toBe(404);
  });
});

describe('counted once', () => {
  it('applies a paid change once: post-sale and return both arrive, and the return is replayed', async () => {
    const o = await placePaid(server);
    const r = await revise(server, o, { pax: 4 });
    expect(r.status).toBe(200);
    expect(r.body.data.state).toBe('awaiting_payment');
    const back = await decideOnSandbox(server, r.body.data.payment, 'approve');
    for (let i = 0; i < 2; i++) {
      const res = await fetch(back, { redirect: 'manual' });
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toContain(`revision=${r.body.data.revision_id}`);
      expect(res.headers.get('location')).toContain('/order-confirmed');
    }
    const rows = await q<{ state: string }>('SELECT state FROM order_revisions WHERE order_id = $1', [o.id]);
    expect(rows).toEqual([{ state: 'applied' }]);
    const changes = await q('SELECT 1 FROM order_changes WHERE order_id = $1', [o.id]);
    expect(changes).toHaveLength(1);
    const attempts = await q<{ amount_cents: number }>(
      'SELECT amount_cents FROM payment_attempts WHERE revision_id IS NOT NULL AND order_id = $1',
      [o.id],
    );
    expect(attempts).toEqual([{ amount_cents: r.body.data.difference_cents }]);
  });

  it('lets two racing changes make one change: never both applied, one coupon', async () => {
    const o = await placePaid(server);
    const quote = await reviseQuote(server, o, { koffers: 0 });
    const total = quote.body.data.new_total_cents / 100;
    // A double press with a fresh key each time: the second meets the changed order (or the first's lock).
    const [a, b] = await Promise.all([
      revise(server, o, { koffers: 0 }, { total }),
      revise(server, o, { koffers: 0 }, { total }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const applied = await q('SELECT 1 FROM order_revisions WHERE order_id = $1 AND state = $2', [
      o.id,
      'applied',
    ]);
    expect(applied).toHaveLength(1);
    const coupons = await q(
      `SELECT 1 FROM coupons WHERE code IN
      (SELECT refund_coupon_code FROM order_revisions WHERE order_id = $1)`,
      [o.id],
    );
    expect(coupons).toHaveLength(1);
  });

  it('lets a later unpaid change replace an earlier one: one awaits payment, none applied', async () => {
    const o = await placePaid(server);
    const [a, b] = await Promise.all([revise(server, o, { pax: 4 }), revise(server, o, { pax: 5 })]);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    const rows = await q<{ state: string }>(
      'SELECT state FROM order_revisions WHERE order_id = $1 ORDER BY id',
      [o.id],
    );
    expect(rows.map((r) => r.state)).toEqual(['superseded', 'pending']);
    // The replaced change's form pays nothing: its approval leaves the order as it is.
    const first = a.body.data.revision_id < b.body.data.revision_id ? a : b;
    await decideOnSandbox(server, first.body.data.payment, 'approve');
    expect((await q<{ pax: number }>('SELECT pax FROM orders WHERE id = $1', [o.id]))[0]!.pax).toBe(2);
  });

  it('answers a replayed idempotency key with the same result, never a second change', async () => {
    const o = await placePaid(server);
    const key = randomUUID();
    const first = await revise(server, o, { koffers: 0 }, { key });
    expect(first.status).toBe(200);
    const again = await revise(server, o, { koffers: 0 }, { key, total: first.body.data.order.total });
    expect(again.status).toBe(200);
    expect(again.body.data.revision_id).toBe(first.body.data.revision_id);
    expect(again.body.data.coupon_code).toBe(first.body.data.coupon_code);
    const rows = await q('SELECT 1 FROM order_revisions WHERE order_id = $1', [o.id]);
    expect(rows).toHaveLength(1);
  });

  it('leaves the order unchanged when the difference is refused', async () => {
    const o = await placePaid(server);
    const r = await revise(server, o, { pax: 4 });
    const back = await decideOnSandbox(server, r.body.data.payment, 'decline');
    const res = await fetch(back, { redirect: 'manual' });
    expect(res.headers.get('location')).toContain('/order-failed');
    expect(res.headers.get('location')).toContain(`revision=${r.body.data.revision_id}`);
    const order = await q<{ pax: number; status: string }>('SELECT pax, status FROM orders WHERE id = $1', [
      o.id,
    ]);
    expect(order[0]).toEqual({ pax: 2, status: 'paid' });
  });
});

describe('money taken for a change that cannot apply', () => {
  it('gives a replaced change paid later back as a refund coupon, leaving the order as the later change set it', async () => {
    const o = await placePaid(server);
    const first = await revise(server, o, { pax: 4 });
    const second = await revise(server, o, { koffers: 0 });
    expect(second.body.data.state).toBe('applied');
    await decideOnSandbox(server, first.body.data.payment, 'approve');
    const order = await q<{ pax: number; koffers: number }>('SELECT pax, koffers FROM orders WHERE id = $1', [
      o.id,
    ]);
    expect(order[0]).toEqual({ pax: 2, koffers: 0 });
    const rows = await q<{ state: string; refund_coupon_code: string | null }>(
      'SELECT state, refund_coupon_code FROM order_revisions WHERE id = $1',
      [first.body.data.revision_id],
    );
    expect(rows[0]!.state).toBe('superseded');
    const coupon = await q<{ amount_cents: number }>('SELECT amount_cents FROM coupons WHERE code = $1', [
      rows[0]!.refund_coupon_code,
    ]);
    expect(coupon).toEqual([{ amount_cents: first.body.data.difference_cents }]);
  });

  it('does not let an unpaid order changed to a higher price be paid at its old amount', async () => {
    const o = await placePaid(server, {}, false);
    const form = await server.api(`/payment/form/${o.id}`, { token: o.owner.token });
    const r = await revise(server, o, { pax: 4 });
    expect(r.body.data).toMatchObject({ state: 'applied', settlement: 'none' });
    const higher = await q<{ total_cents: number }>('SELECT total_cents FROM orders WHERE id = $1', [o.id]);
    await decideOnSandbox(server, form.body.data, 'approve');
    const after = await q<{ status: string; balance_due_cents: number }>(
      'SELECT status, balance_due_cents FROM orders WHERE id = $1',
      [o.id],
    );
    expect(after[0]).toEqual({
      status: 'paid',
      balance_due_cents: higher[0]!.total_cents - Number(form.body.data.fields.AMOUNT),
    });
  });
});

describe('a pending change meets a booking changed otherwise', () => {
  it('does not overwrite a flight number changed on the manage page while the difference was being paid', async () => {
    const o = await placePaid(server);
    const r = await revise(server, o, { pax: 4 });
    const changed = await server.api(`/billomanage/${o.id}/change`, {
      token: o.owner.token,
      headers: { 'x-manage-key': o.key },
      json: { vluchtnrheen: 'SN9999' },
    });
    expect(changed.status).toBe(200);
    await decideOnSandbox(server, r.body.data.payment, 'approve');
    const order = await q<{ pax: number; vluchtnrheen: string }>(
      'SELECT pax, vluchtnrheen FROM orders WHERE id = $1',
      [o.id],
    );
    expect(order[0]).toEqual({ pax: 2, vluchtnrheen: 'SN9999' });
    const row = await q<{ state: string; refund_coupon_code: string | null }>(
      'SELECT state, refund_coupon_code FROM order_revisions WHERE id = $1',
      [r.body.data.revision_id],
    );
    expect(row[0]!.state).toBe('failed');
    expect(row[0]!.refund_coupon_code).toMatch(/^RF-/);
  });
});
