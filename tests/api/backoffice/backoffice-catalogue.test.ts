/**
 * The back office's catalogue (issue 13, part B): coupons, agents and PO numbers, partners, approvals,
 * and staff accounts, each change audited; and the abuse cases: a disabled coupon or PO number gives no
 * discount, a disabled staff account loses its access at once. The run-time settings:
 * backoffice-settings.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findPo } from '../../../server/data/agents/agents-repo';
import { startTestServer, type TestServer } from '../../support/server';
import { STAFF_PASSWORD, auditEntries, backofficeCall, staffToken } from '../../support/backoffice-fixtures';
import { requestOrganiser } from '../../support/event-fixtures';
import { rideOrder, tokenIdOf } from '../../support/feedback-helpers';
import {
  addAgents,
  anonToken,
  daysAhead,
  orderPayload,
  priceRequest,
  quotedTotal,
} from '../../support/order-fixtures';

let server: TestServer;
let operator: { id: number; email: string; token: string };

beforeAll(async () => {
  server = await startTestServer();
  await addAgents(server);
  operator = await staffToken(server, 'operator');
});
afterAll(() => server.close());

/** A back-office call as the operator (or `token`). */
const bo = (path: string, json?: unknown, token = operator.token) =>
  backofficeCall(server, token, path, json);

/** The audit entries of one record, newest first. */
const auditOf = (entity: string, id: string | number) => auditEntries(server, entity, id);

/** The price call's answer for a departure with coupon `code`. */
async function priceWithCoupon(code: string) {
  return server.api('/billoprice', {
    token: await anonToken(server),
    json: priceRequest({ datum: daysAhead(20), coupons: [code] }),
  });
}

describe('coupons', () => {
  it('creates a coupon, audited, and refuses a code that exists', async () => {
    const made = await bo('/coupons', { code: 'SUMMER5', campaign: 'SUMMER', amount: 5, max_uses: 10 });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body.data).toMatchObject({
      code: 'SUMMER5',
      amount_cents: 500,
      max_uses: 10,
      disabled: false,
    });
    expect((await auditOf('coupon', made.body.data.id))[0]).toMatchObject({
      action: 'coupon.create',
      actor_email: operator.email,
      before: null,
    });
    const again = await bo('/coupons', { code: 'summer5', campaign: 'X', percent: 10 });
    expect(again.status).toBe(409);
    expect(again.body.field).toBe('code');
  });

  it("applies the command's rule: an amount or a percentage, not both", async () => {
    const both = await bo('/coupons', { code: 'BOTH1', campaign: 'X', amount: 5, percent: 5 });
    expect(both.status).toBe(400);
    expect(both.body.field).toBe('amount');
    const backwards = await bo('/coupons', {
      code: 'BACK1',
      campaign: 'X',
      amount: 5,
      valid_from: daysAhead(10),
      valid_until: daysAhead(5),
    });
    expect(backwards.status).toBe(400);
    expect(backwards.body.field).toBe('until');
    expect(await auditOf('coupon', 'BOTH1')).toEqual([]);
  });

  it('lists refund coupons apart from campaign coupons', async () => {
    await server.ctx.db.query(
      `INSERT INTO coupons (code, campaign, kind, amount_cents, valid_from, valid_until, max_uses)
       VALUES ('REFUND-TEST-1', 'REFUND', 'refund', 4200, $1, $2, 1)`,
      [daysAhead(0), daysAhead(365)],
    );
    const campaign = await bo('/coupons?kind=campaign&limit=200');
    const refunds = await bo('/coupons?kind=refund');
    const codes = (r: typeof campaign) => (r.body.data as { code: string }[]).map((c) => c.code);
    expect(codes(refunds)).toContain('REFUND-TEST-1');
    expect(codes(campaign)).not.toContain('REFUND-TEST-1');
    expect(codes(campaign)).toContain('SUMMER5');
  });

  it('a disabled coupon gives no discount any more, and enabling it again restores it', async () => {
    const made = await bo('/coupons', { code: 'GONE10', campaign: 'TEST', amount: 10 });
    const token = await anonToken(server);
    const p = orderPayload({ datumheen: daysAhead(20), coupons: '["GONE10"]' });
    // The total the wizard was shown with the discount; then the operator disables the coupon.
    const total = await quotedTotal(server, token, p);
    expect((await priceWithCoupon('GONE10')).status).toBe(200);
    const off = await bo(`/coupons/${made.body.data.id}/disable`, { disabled: true });
    expect(off.body.data.disabled).toBe(true);
    // The order call reads coupons without the quote's short cache: the discount is gone at once.
    const order = await server.api('/billoprice/neworder', { token, json: { ...p, totaleprijs: total } });
    expect(order.status).toBe(400);
    expect(order.body).toMatchObject({ error: 'invalid_coupon', field: 'coupons' });
    const audit = await auditOf('coupon', made.body.data.id);
    expect(audit[0]).toMatchObject({
      action: 'coupon.disable',
      before: { disabled: false },
      after: { disabled: true },
    });
    await bo(`/coupons/${made.body.data.id}/disable`, { disabled: false });
    expect((await auditOf('coupon', made.body.data.id))[0]!.action).toBe('coupon.enable');
  });

  it('shows the orders that used a coupon', async () => {
    const made = await bo('/coupons', { code: 'USED1', campaign: 'TEST', amount: 3 });
    const order = await rideOrder(server, { tokenId: await tokenIdOf(server, operator.id) });
    await server.ctx.db.query(
      'INSERT INTO order_coupons (order_id, coupon_id, reduction_cents) VALUES ($1, $2, 300)',
      [order.id, made.body.data.id],
    );
    const uses = await bo(`/coupons/${made.body.data.id}/uses`);
    expect(uses.status).toBe(200);
    expect(uses.body.data.uses).toEqual([
      expect.objectContaining({ order_id: order.id, bonnr: order.bonnr, reduction_cents: 300 }),
    ]);
    expect((await bo('/coupons/999999/uses')).status).toBe(404);
  });
});

describe('agents, accounts and PO numbers', () => {
  let agentId: number;

  it('creates and edits an agent with its campaign, audited', async () => {
    const made = await bo('/agents', {
      licence: 'TA-NEW',
      name: 'Nieuw Reisbureau',
      email: 'nieuw@agent.be',
      payment_method: 'ONLINE',
      campaign: 'LENTE',
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    agentId = made.body.data.id;
    expect(made.body.data).toMatchObject({
      licence: 'TA-NEW',
      payment_method: 'ONLINE',
      campaigns: ['LENTE'],
    });
    expect(
      (await bo('/agents', { licence: 'ta-new', name: 'X', email: 'x@y.be', payment_method: 'ONLINE' }))
        .status,
    ).toBe(409);
    const edited = await bo(`/agents/${agentId}`, {
      name: 'Nieuw Reisbureau bv',
      email: 'boek@agent.be',
      payment_method: 'INVOICE',
    });
    expect(edited.body.data).toMatchObject({
      name: 'Nieuw Reisbureau bv',
      payment_method: 'INVOICE',
      licence: 'TA-NEW',
    });
    const audit = await auditOf('agent', agentId);
    expect(audit.map((a) => a.action)).toEqual(['agent.edit', 'agent.create']);
    expect(audit[0]).toMatchObject({
      before: { payment_method: 'ONLINE' },
      after: { payment_method: 'INVOICE' },
    });
  });

  it("creates an agent account with the command's password rule", async () => {
    const weak = await bo(`/agents/${agentId}/accounts`, { email: 'desk@nieuw.be', password: 'password' });
    expect(weak.status).toBe(400);
    expect(weak.body.field).toBe('password');
    const made = await bo(`/agents/${agentId}/accounts`, {
      email: 'desk@nieuw.be',
      password: 'zomer-kompas-reis-81',
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const login = await server.api('/token', {
      json: {
        client_id: 'webapp',
        grant_type: 'password',
        username: 'desk@nieuw.be',
        password: 'zomer-kompas-reis-81',
      },
    });
    expect(login.body.agent_licence).toBe('TA-NEW');
    const detail = await bo(`/agents/${agentId}`);
    expect(detail.body.data.accounts).toEqual([expect.objectContaining({ email: 'desk@nieuw.be' })]);
  });

  it('creates a PO number and disables it: the PO no longer applies', async () => {
    const made = await bo(`/agents/${agentId}/pos`, { code: 'PO-NEW-1', campaign: 'LENTE', comfort: 10 });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(await findPo(server.ctx.db, 'PO-NEW-1')).not.toBeNull();
    const off = await bo(`/pos/${made.body.data.id}/disable`, { disabled: true });
    expect(off.body.data.disabled).toBe(true);
    expect(await findPo(server.ctx.db, 'PO-NEW-1')).toBeNull();
    expect((await auditOf('po', made.body.data.id)).map((a) => a.action)).toEqual([
      'po.disable',
      'po.create',
    ]);
    expect((await bo(`/agents/${agentId}/pos`, { code: 'po-new-1' })).status).toBe(409);
  });
});

describe('partners', () => {
  it('adds a partner whose shortcut route and public listing work at once', async () => {
    const made = await bo('/partners', { name: 'Reizen Zuid', talic: 'ta-1', code: 'ZUID' });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body.data).toMatchObject({ slug: 'reizen-zuid', talic: 'TA-1', demo: false });
    const list = await fetch(`${server.url}/api/partners`);
    expect(list.headers.get('cache-control')).toBe('public, max-age=60');
    expect((await list.json()).data).toContainEqual({
      name: 'Reizen Zuid',
      slug: 'reizen-zuid',
      talic: 'TA-1',
      code: 'ZUID',
    });
    for (const path of ['/reizen-zuid', '/reizenzuid']) {
      const res = await fetch(`${server.url}${path}`, { redirect: 'manual' });
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe('/?TALIC=TA-1&TANAME=Reizen+Zuid&PARTNER=ZUID');
    }
    expect((await auditOf('partner', made.body.data.id))[0]!.action).toBe('partner.create');
  });

  it('stops the route of a partner made inactive', async () => {
    const made = await bo('/partners', { name: 'Tijdelijk', talic: 'TA-1', code: 'TIJD' });
    await bo(`/partners/${made.body.data.id}`, {
      name: 'Tijdelijk',
      talic: 'TA-1',
      code: 'TIJD',
      active: false,
    });
    expect((await fetch(`${server.url}/tijdelijk`, { redirect: 'manual' })).status).toBe(404);
  });

  it('refuses a partner without an agent licence, a taken path or a reserved one', async () => {
    const noAgent = await bo('/partners', { name: 'Los', talic: 'NO-SUCH', code: 'LOS' });
    expect(noAgent.body).toMatchObject({ status: false, field: 'talic' });
    expect((await bo('/partners', { name: 'Reizenzuid', talic: 'TA-1', code: 'Z2' })).status).toBe(409);
    expect((await bo('/partners', { name: 'API', talic: 'TA-1', code: 'Z3' })).status).toBe(409);
  });
});

describe('approvals', () => {
  it('approves an organiser request once, audited', async () => {
    const req = await requestOrganiser(server);
    const list = await bo('/organisers?status=requested');
    const row = (list.body.data as { user_id: number; username: string }[]).find(
      (r) => r.username === req.username,
    )!;
    const decided = await bo(`/organisers/${row.user_id}/decision`, { decision: 'approved' });
    expect(decided.body.data).toMatchObject({
      changed: true,
      organiser: { status: 'approved', decided_by: operator.email },
    });
    expect((await auditOf('organiser', row.user_id))[0]).toMatchObject({
      action: 'organiser.approve',
      before: { status: 'requested' },
      after: { status: 'approved' },
    });
    const twice = await bo(`/organisers/${row.user_id}/decision`, { decision: 'approved' });
    expect(twice.body.data.changed).toBe(false);
    expect(await auditOf('organiser', row.user_id)).toHaveLength(1);
  });

  it('approves and hides feedback', async () => {
    const order = await rideOrder(server, { tokenId: await tokenIdOf(server, operator.id) });
    const { rows } = await server.ctx.db.query<{ id: number }>(
      `INSERT INTO feedback (order_id, rating, body, lang, display_name, channel)
       VALUES ($1, 5, 'Stipt op tijd.', 'nl', 'Tine P.', 'link') RETURNING id`,
      [order.id],
    );
    const id = rows[0]!.id;
    expect((await bo(`/feedback/${id}/status`, { status: 'approved' })).body.data.status).toBe('approved');
    expect((await bo(`/feedback/${id}/status`, { status: 'hidden' })).body.data.status).toBe('hidden');
    expect((await auditOf('feedback', id)).map((a) => a.action)).toEqual([
      'feedback.hide',
      'feedback.approve',
    ]);
    expect((await bo('/feedback?status=hidden')).body.data).toContainEqual(expect.objectContaining({ id }));
  });
});

describe('staff accounts', () => {
  it('creates a dispatcher and disables it: no login, no token, no refresh', async () => {
    const made = await bo('/staff', {
      email: 'planner@operator.example',
      password: STAFF_PASSWORD,
      role: 'dispatcher',
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const id = made.body.data.id as number;
    const login = await server.api('/token', {
      json: {
        client_id: 'webapp',
        grant_type: 'password',
        username: 'planner@operator.example',
        password: STAFF_PASSWORD,
      },
    });
    const token = login.body.access_token as string;
    expect((await server.api('/backoffice/me', { token })).status).toBe(200);
    await bo(`/staff/${id}/disable`, { disabled: true });
    expect((await server.api('/backoffice/me', { token })).status).toBeGreaterThanOrEqual(401);
    const relog = await server.api('/token', {
      json: {
        client_id: 'webapp',
        grant_type: 'password',
        username: 'planner@operator.example',
        password: STAFF_PASSWORD,
      },
    });
    expect(relog.status).toBe(400);
    const refresh = await server.api('/token', {
      json: { client_id: 'webapp', grant_type: 'refresh_token', refresh_token: login.body.refresh_token },
    });
    expect(refresh.status).toBe(400);
    expect((await bo('/staff')).body.data).toContainEqual(expect.objectContaining({ id, disabled: true }));
    expect((await auditOf('user', id)).map((a) => a.action)).toEqual(['staff.disable', 'staff.create']);
  });

  it('refuses an operator disabling themselves', async () => {
    const self = await bo(`/staff/${operator.id}/disable`, { disabled: true });
    expect(self.status).toBe(409);
    expect(self.body.field).toBe('id');
    expect((await bo('/staff')).body.data).toContainEqual(
      expect.objectContaining({ id: operator.id, disabled: false }),
    );
  });
});
