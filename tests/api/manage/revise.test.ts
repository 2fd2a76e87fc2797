/**
 * The change in place's happy paths (issue 27): a higher price paid for the difference in the sandbox
 * changes the order; a lower one gives the difference back as a coupon, or to the card when the
 * operator says so; none charges a cancellation fee. Real server, PGlite and sandbox provider.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { decideOnSandbox, visitor } from '../../support/payment-helpers';
import { placePaid, revise, reviseQuote } from '../../support/revise-helpers';
import { startTestServer, type TestServer } from '../../support/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
afterEach(async () => {
  await server.ctx.db.query(`DELETE FROM app_settings WHERE key IN ('change_refund', 'change_limit_hours')`);
});

const q = <T>(sql: string, params: unknown[] = []) => server.ctx.db.query<T>(sql, params).then((r) => r.rows);
const orderOf = (id: number) =>
  q<{ pax: number; koffers: number; total_cents: number; status: string; pickup_time_heen: string }>(
    'SELECT pax, koffers, total_cents, status, pickup_time_heen FROM orders WHERE id = $1',
    [id],
  ).then((r) => r[0]!);
const noCancellation = async (id: number) =>
  expect(await q('SELECT 1 FROM order_cancellations WHERE order_id = $1', [id])).toHaveLength(0);

describe('a higher price', () => {
  it('is paid for the difference only, then changes the order in place', async () => {
    const o = await placePaid(server);
    await q(`UPDATE orders SET pickup_time_heen = '06:10' WHERE id = $1`, [o.id]);
    const before = await orderOf(o.id);
    const quote = await reviseQuote(server, o, { pax: 4, datumheen: o.payload.datumheen });
    expect(quote.status).toBe(200);
    expect(quote.body.data).toMatchObject({
      old_total_cents: before.total_cents,
      settlement: 'pay',
      changes: [{ field: 'pax', before: '2', after: '4' }],
    });
    const r = await revise(server, o, { pax: 4 });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ state: 'awaiting_payment', settlement: 'pay', coupon_code: null });
    expect(r.body.data.payment.fields.AMOUNT).toBe(String(quote.body.data.difference_cents));
    // Nothing changes before the payment.
    expect((await orderOf(o.id)).pax).toBe(2);
    const back = await decideOnSandbox(server, r.body.data.payment, 'approve');
    const res = await fetch(back, { redirect: 'manual' });
    expect(res.headers.get('location')).toMatch(/^\/order-confirmed\?.*revision=/);
    const after = await orderOf(o.id);
    expect(after).toMatchObject({ pax: 4, total_cents: quote.body.data.new_total_cents, status: 'paid' });
    // The pickup time stays: neither date, flight time nor address changed.
    expect(after.pickup_time_heen).toBe('06:10');
    await noCancellation(o.id);
  });

  it('plans a leg again whose date changed: its pickup time is cleared', async () => {
    const o = await placePaid(server);
    await q(`UPDATE orders SET pickup_time_heen = '06:10' WHERE id = $1`, [o.id]);
    const { daysAhead } = await import('../../support/order-fixtures');
    const r = await revise(server, o, { datumheen: daysAhead(126) });
    expect(r.status).toBe(200);
    if (r.body.data.state === 'awaiting_payment')
      await decideOnSandbox(server, r.body.data.payment, 'approve');
    const after = await q<{ datumheen: string; pickup_time_heen: string }>(
      'SELECT datumheen, pickup_time_heen FROM orders WHERE id = $1',
      [o.id],
    );
    expect(after[0]).toEqual({ datumheen: daysAhead(126), pickup_time_heen: '' });
  });
});

describe('a lower price', () => {
  it('gives the difference back as a one-use coupon by default', async () => {
    const o = await placePaid(server);
    const before = await orderOf(o.id);
    const r = await revise(server, o, { koffers: 0 });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ state: 'applied', settlement: 'coupon', payment: null });
    const after = await orderOf(o.id);
    expect(after.koffers).toBe(0);
    expect(after.total_cents - before.total_cents).toBe(r.body.data.difference_cents);
    const coupon = await q<{ amount_cents: number; max_uses: number }>(
      'SELECT amount_cents, max_uses FROM coupons WHERE code = $1',
      [r.body.data.coupon_code],
    );
    expect(coupon).toEqual([{ amount_cents: -r.body.data.difference_cents, max_uses: 1 }]);
    expect(r.body.data.order.total * 100).toBeCloseTo(after.total_cents);
    await noCancellation(o.id);
  });

  it('refunds the difference to the card through the provider when the operator chose card', async () => {
    await q(`INSERT INTO app_settings (key, value) VALUES ('change_refund', 'card')`);
    const o = await placePaid(server);
    const r = await revise(server, o, { koffers: 0 });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ state: 'applied', settlement: 'card', coupon_code: null });
    const row = await q<{ card_refund: string }>('SELECT card_refund FROM order_revisions WHERE id = $1', [
      r.body.data.revision_id,
    ]);
    expect(row[0]!.card_refund).toMatch(/^refunded /);
    expect((await orderOf(o.id)).status).toBe('paid');
    await noCancellation(o.id);
  });
});

describe('the manage view', () => {
  it('offers the change while a leg is before the limit', async () => {
    const o = await placePaid(server);
    const view = await server.api(`/billomanage/${o.id}`, {
      token: o.owner.token,
      headers: { 'x-manage-key': o.key },
    });
    expect(view.body.data.actions.revise).toBe(true);
  });
});

describe('an invoiced order', () => {
  it.each([
    ['an agent invoice', ''],
    ['a PO its agency pays, changed by the traveller with the booking code', 'PO-PAID'],
  ])('changes its invoice (%s): applied at once, settlement invoice, no card payment', async (_n, po) => {
    const { addAgents, agentToken, orderPayload, quotedTotal } = await import('../../support/order-fixtures');
    await addAgents(server);
    const agent = await agentToken(server, 'TA-INV');
    const p = orderPayload({
      talic: 'TA-INV',
      uid: 'u2',
      naamagent: 'Factuur Reizen',
      emailagent: 'inv@agent.be',
      po,
    });
    const payload = { ...p, totaleprijs: await quotedTotal(server, agent.token, p) };
    const placed = await server.api('/billoprice/neworder', { token: agent.token, json: payload });
    expect(placed.status).toBe(201);
    const id = placed.body.ID as number;
    expect((await server.api(`/payment/invoiceorderok/${id}`, { token: agent.token })).status).toBe(200);
    // The traveller opens the agency's booking with its code and e-mail address, in their own session.
    const traveller = po ? await visitor(server) : { token: agent.token, tokenId: '' };
    const open = await server.api('/billoorders/manage', {
      token: traveller.token,
      json: { ecode: placed.body.data.ECODE, email: 'jan@example.be' },
    });
    const o = {
      id,
      ecode: placed.body.data.ECODE,
      owner: traveller,
      payload,
      key: open.body.data.manage_key,
    };
    const r = await revise(server, o, { pax: 4 });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ state: 'applied', settlement: 'invoice', payment: null });
    expect(await orderOf(id)).toMatchObject({ pax: 4, status: 'invoiced' });
    const kept = await q<{ po: string; talic: string }>('SELECT po, talic FROM orders WHERE id = $1', [id]);
    expect(kept[0]).toEqual({ po, talic: 'TA-INV' });
    await noCancellation(id);
  });
});

describe('what a change lists', () => {
  // Issue 31: a one-way booking whose unbooked return leg still holds the airport step 0 chose listed
  // "the airport of the return ride: BRU → –" when only the type and the remarks changed.
  it('names only what changed, nothing of a leg booked neither before nor after', async () => {
    const o = await placePaid(server);
    await q(`UPDATE orders SET idluchthaventerug = 'BRU' WHERE id = $1`, [o.id]);
    const quote = await reviseQuote(server, o, { soortvervoer: 'business', remarks: 'Two cats' });
    expect(quote.status, JSON.stringify(quote.body)).toBe(200);
    expect(quote.body.data.changes).toEqual([
      { field: 'soortvervoer', before: 'comfort', after: 'business' },
      { field: 'remarks', before: '', after: 'Two cats' },
    ]);
  });
});
