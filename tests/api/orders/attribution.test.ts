/**
 * Issue 28, prefill and attribution: an order keeps the partner, the page's origin and the campaign
 * it was booked with; the back office and the partner's agency count settled bookings and revenue per
 * partner, campaign and month, and an agency never sees another's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertPartner } from '../../../server/data/partners/partners-repo';
import { staffToken } from '../../support/backoffice-fixtures';
import { addAgents, agentToken, anonToken, orderPayload, quotedTotal } from '../../support/order-fixtures';
import { sandboxDecision, statusOf } from '../../support/payment-helpers';
import { placePaid, revise } from '../../support/revise-helpers';
import { startTestServer, type TestServer } from '../../support/server';

let server: TestServer;
let token: string;
let operator: string;
const PAGE = 'https://www.reizen-partner.be';

beforeAll(async () => {
  server = await startTestServer();
  await addAgents(server);
  await insertPartner(server.ctx.db, { name: 'Reizen Partner', talic: 'TA-1', code: 'RPART', active: true });
  token = await anonToken(server);
  operator = (await staffToken(server, 'operator')).token;
});
afterAll(() => server.close());

/** Books an order through the API from the partner's page, as the widget does; answers its id. */
async function book(extra: Record<string, unknown>, origin = PAGE): Promise<number> {
  const p = orderPayload(extra);
  const { status, body } = await server.api('/billoprice/neworder', {
    token,
    headers: { origin },
    json: { ...p, totaleprijs: await quotedTotal(server, token, p) },
  });
  expect(status, JSON.stringify(body)).toBe(201);
  return body.ID as number;
}

type Figure = {
  partner: string | null;
  campaign: string;
  month: string;
  bookings: number;
  revenue_cents: number;
};

const figures = async (path: string, as: string): Promise<Figure[]> => {
  const { status, body } = await server.api(path, { token: as });
  expect(status).toBe(200);
  return body.data as Figure[];
};

describe('an order booked with utm_campaign', () => {
  let id: number;
  beforeAll(async () => {
    id = await book({
      partner: 'rpart',
      utm_source: 'nieuwsbrief',
      utm_medium: 'email',
      utm_campaign: 'lente-2027',
    });
    await sandboxDecision(server, token, id, 'approve');
    expect(await statusOf(server, id)).toBe('paid');
  });

  it('keeps the partner, the page origin and the campaign, shown in the back office order detail', async () => {
    const { status, body } = await server.api(`/backoffice/orders/${id}`, { token: operator });
    expect(status).toBe(200);
    expect(body.data.order.attribution).toMatchObject({
      partner: 'rpart',
      page_origin: PAGE,
      utm_source: 'nieuwsbrief',
      utm_medium: 'email',
      utm_campaign: 'lente-2027',
    });
  });

  it("counts in the back office's partner figures with its revenue", async () => {
    const rows = await figures('/backoffice/partner-figures', operator);
    const row = rows.find((r) => r.partner === 'RPART' && r.campaign === 'lente-2027');
    const { rows: db } = await server.ctx.db.query<{ total_cents: number }>(
      'SELECT total_cents FROM orders WHERE id = $1',
      [id],
    );
    expect(row).toMatchObject({ bookings: 1, revenue_cents: db[0]!.total_cents });
    expect(row!.month).toMatch(/^\d{4}-\d{2}$/);
  });

  it("counts in the partner agency's own figures in the agents' portal", async () => {
    const agency = (await agentToken(server, 'TA-1')).token;
    const rows = await figures('/agentportal/partner-figures', agency);
    expect(rows.find((r) => r.campaign === 'lente-2027')).toMatchObject({ partner: 'RPART', bookings: 1 });
  });
});

describe('what the figures never show', () => {
  it('never shows a partner’s figures to another agency', async () => {
    const other = (await agentToken(server, 'TA-INV')).token;
    const rows = await figures('/agentportal/partner-figures', other);
    expect(JSON.stringify(rows)).not.toContain('RPART');
    expect(rows.filter((r) => r.partner !== null)).toEqual([]);
  });

  it('refuses a dispatcher, a customer token and an anonymous caller', async () => {
    const dispatcher = (await staffToken(server, 'dispatcher')).token;
    expect((await server.api('/backoffice/partner-figures', { token: dispatcher })).status).toBe(403);
    expect((await server.api('/agentportal/partner-figures', { token: operator })).status).toBe(403);
    expect((await server.api('/backoffice/partner-figures')).status).toBe(401);
  });

  it('credits no partner for an unknown code and counts no unpaid order', async () => {
    const forged = await book({ partner: 'NOBODY', utm_campaign: 'vervalst' });
    await sandboxDecision(server, token, forged, 'approve');
    await book({ partner: 'RPART', utm_campaign: 'onbetaald' });
    const rows = await figures('/backoffice/partner-figures', operator);
    expect(rows.find((r) => r.campaign === 'vervalst')).toMatchObject({ partner: null, bookings: 1 });
    expect(rows.some((r) => r.campaign === 'onbetaald')).toBe(false);
    const agency = (await agentToken(server, 'TA-1')).token;
    expect(
      (await figures('/agentportal/partner-figures', agency)).some((r) => r.campaign === 'vervalst'),
    ).toBe(false);
  });
});

describe('bad attribution input', () => {
  it.each([
    ['utm_campaign', 'x'.repeat(101)],
    ['utm_source', '<script>'],
    ['promo', 'lente\u0000'],
    ['partner', 'R"PART'],
  ])('refuses %s %j with a 400 naming the field, storing nothing', async (field, value) => {
    const before = (await server.ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders'))
      .rows[0]!.n;
    const p = orderPayload({ [field]: value });
    const { status, body } = await server.api('/billoprice/neworder', {
      token,
      json: { ...p, totaleprijs: 50 },
    });
    expect(status).toBe(400);
    expect(JSON.stringify(body)).toContain(field);
    const after = (await server.ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders')).rows[0]!
      .n;
    expect(after).toBe(before);
  });

  it('stores no origin for a page without one, and refuses a bad months value', async () => {
    const id = await book({ utm_campaign: 'zonder-herkomst' }, 'null');
    const { body } = await server.api(`/backoffice/orders/${id}`, { token: operator });
    expect(body.data.order.attribution.page_origin).toBe('');
    const bad = await server.api('/backoffice/partner-figures?months=0', { token: operator });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('months');
  });
});

describe('a change of the booking', () => {
  it('never changes the partner, page origin or campaign the booking came through', async () => {
    const o = await placePaid(server, { partner: 'RPART', promo: 'LENTE', utm_campaign: 'lente-2027' });
    const changed = await revise(server, o, {
      vluchtnrheen: 'SN9999',
      partner: 'KAPER',
      promo: 'GEKAAPT',
      utm_campaign: 'gekaapt',
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const { rows } = await server.ctx.db.query(
      'SELECT vluchtnrheen, partner, promo, utm_campaign FROM orders WHERE id = $1',
      [o.id],
    );
    expect(rows[0]).toEqual({
      vluchtnrheen: 'SN9999',
      partner: 'RPART',
      promo: 'LENTE',
      utm_campaign: 'lente-2027',
    });
  });
});
