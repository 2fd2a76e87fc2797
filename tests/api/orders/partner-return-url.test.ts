/**
 * Issue 28, back to the partner after paying: a partner page's return URL is kept only when its origin
 * is listed for a partner of the booking's licence; the outcome page learns the way back only through
 * the order's outcome key. The attacks first: an unlisted, lookalike or crafted URL, another partner's
 * origin, and a caller who is not the operator listing origins, each must leave no way back (and the
 * booking must still succeed).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries, backofficeCall, staffToken } from '../../support/backoffice-fixtures';
import {
  addAgents,
  addCoupon,
  agentToken,
  anonToken,
  orderPayload,
  quotedTotal,
} from '../../support/order-fixtures';
import { sandboxDecision, type Decision } from '../../support/payment-helpers';
import { startTestServer, type TestServer } from '../../support/server';

let server: TestServer;
let operator: { token: string };
let zuid = 0;
const ZUID = 'https://reizen-zuid.example';
const FACTUUR = 'https://factuur-reizen.example';

const bo = (path: string, json?: unknown, token = operator.token) =>
  backofficeCall(server, token, path, json);

beforeAll(async () => {
  server = await startTestServer();
  await addAgents(server);
  operator = await staffToken(server, 'operator');
  zuid = (await bo('/partners', { name: 'Reizen Zuid', talic: 'TA-1', code: 'ZUID' })).body.data.id;
  const other = (await bo('/partners', { name: 'Factuur Partner', talic: 'TA-INV', code: 'FACT' })).body.data
    .id;
  expect((await bo(`/partners/${zuid}/origins`, { origin: `${ZUID}/` })).status).toBe(200);
  expect((await bo(`/partners/${other}/origins`, { origin: FACTUUR })).status).toBe(200);
  await addCoupon(server, { code: 'ALLFREE', amountCents: 100_000 });
});
afterAll(() => server.close());

/** Books a departure through the partner's link (TA-1) as a new visitor, sending `returnUrl`. */
async function book(returnUrl: string | undefined, extra: Record<string, unknown> = {}, token?: string) {
  const visitor = token ?? (await anonToken(server));
  const p = orderPayload({
    talic: 'TA-1',
    uid: 'u1',
    ...(returnUrl === undefined ? {} : { return_url: returnUrl }),
    ...extra,
  });
  const { status, body } = await server.api('/billoprice/neworder', {
    token: visitor,
    json: { ...p, totaleprijs: await quotedTotal(server, visitor, p) },
  });
  expect(status, JSON.stringify(body)).toBe(201);
  return { id: body.ID as number, bonnr: body.data.BONNR as string, token: visitor };
}

/** The outcome page's view after the provider's browser return, as the page asks for it. */
async function afterPayment(order: { id: number; token: string }, decision: Decision = 'approve') {
  const back = await sandboxDecision(server, order.token, order.id, decision);
  const res = await fetch(back, { redirect: 'manual' });
  const key = new URLSearchParams((res.headers.get('location') ?? '').split('#')[1] ?? '').get('ref') ?? '';
  expect(key).not.toBe('');
  return granted(key);
}

/** `GET billoorders/granted` with outcome key `key`, as a stranger's browser would ask. */
async function granted(key: string, query = '') {
  const { status, body } = await server.api(`/billoorders/granted${query}`, {
    token: await anonToken(server),
    headers: { 'x-manage-key': key },
  });
  expect(status).toBe(200);
  return body.data as { return_to?: { url: string; partner: string; outcome: string } };
}

describe('a return URL the server must ignore', () => {
  const refused = [
    ['an unlisted origin', 'https://evil.example/'],
    ['a lookalike host ending in evil', `${ZUID}.evil.example/`],
    ['credentials before another host', `https://reizen-zuid.example@evil.example/`],
    ['credentials on the listed host', `https://user:pw@reizen-zuid.example/`],
    ['plain http on the internet', 'http://reizen-zuid.example/'],
    ['another port', `${ZUID}:8443/`],
    ['a homograph host (Cyrillic і)', 'https://reizen-zu\u0456d.example/'],
    ['an upper-case lookalike suffix', 'https://REIZEN-ZUID.EXAMPLE.evil.example/'],
    ['javascript:', 'javascript:alert(document.domain)'],
    ['a scheme-relative URL', '//evil.example/'],
    ['a backslash trick', 'https:\\\\evil.example\\reizen-zuid.example'],
    ['a relative path', '/order-confirmed'],
    ['a data URL', 'data:text/html,<script>alert(1)</script>'],
  ] as const;

  for (const [what, url] of refused) {
    it(`ignores ${what}; the booking goes on and the outcome page offers no way back`, async () => {
      const order = await book(url);
      const view = await afterPayment(order);
      expect(view.return_to).toBeUndefined();
      const { rows } = await server.ctx.db.query('SELECT return_url FROM orders WHERE id = $1', [order.id]);
      expect(rows[0]).toEqual({ return_url: null });
    });
  }

  it("ignores another partner's listed origin: a TA-1 booking may not return to TA-INV's partner", async () => {
    const view = await afterPayment(await book(`${FACTUUR}/boeken`));
    expect(view.return_to).toBeUndefined();
  });

  it('ignores a listed origin on a booking that names no partner licence', async () => {
    const view = await afterPayment(await book(`${ZUID}/boeken`, { talic: '', uid: '' }));
    expect(view.return_to).toBeUndefined();
  });

  it("never takes a return URL from the outcome page's own query", async () => {
    const order = await book(undefined);
    const back = await sandboxDecision(server, order.token, order.id, 'approve');
    const res = await fetch(back, { redirect: 'manual' });
    const key = new URLSearchParams(res.headers.get('location')!.split('#')[1]).get('ref')!;
    const crafted = await server.api(`/billoorders/granted?return_url=${encodeURIComponent(ZUID)}`, {
      token: await anonToken(server),
      headers: { 'x-manage-key': key },
    });
    expect(crafted.body.data?.return_to).toBeUndefined();
  });

  it('stops the way back once the operator removes the origin', async () => {
    const order = await book(`${ZUID}/boeken`);
    expect((await bo(`/partners/${zuid}/origins/remove`, { origin: ZUID })).status).toBe(200);
    try {
      expect((await afterPayment(order)).return_to).toBeUndefined();
    } finally {
      expect((await bo(`/partners/${zuid}/origins`, { origin: ZUID })).status).toBe(200);
    }
  });
});

describe('who may list origins', () => {
  it('refuses a dispatcher, an agent and a visitor, and lists nothing', async () => {
    const callers = [
      (await staffToken(server, 'dispatcher')).token,
      (await agentToken(server, 'TA-1')).token,
      await anonToken(server),
    ];
    for (const token of callers) {
      const res = await bo(`/partners/${zuid}/origins`, { origin: 'https://evil.example' }, token);
      expect([401, 403]).toContain(res.status);
    }
    expect((await bo(`/partners/${zuid}/origins`)).body.data.origins).toEqual([ZUID]);
  });

  it('refuses an origin with a path, a query, credentials or another scheme, naming the field', async () => {
    for (const origin of [
      `${ZUID}/boeken`,
      `${ZUID}?a=1`,
      'https://u@reizen-zuid.example',
      'ftp://reizen-zuid.example',
      'http://reizen-zuid.example',
      'reizen-zuid.example',
    ]) {
      const res = await bo(`/partners/${zuid}/origins`, { origin });
      expect([res.status, res.body.field], origin).toEqual([400, 'origin']);
    }
    expect((await bo('/partners/999999/origins', { origin: ZUID })).status).toBe(404);
    const missing = await bo(`/partners/${zuid}/origins/remove`, { origin: 'https://nooit.example' });
    expect([missing.status, missing.body.field]).toEqual([404, 'origin']);
  });

  it('audits each addition', async () => {
    const entries = await auditEntries(server, 'partner', zuid);
    expect(entries.map((e: { action: string }) => e.action)).toContain('partner.origin_add');
  });
});

describe('the way back to a listed partner page', () => {
  it('appends the booking number and outcome to the partner URL, keeping its own query', async () => {
    const order = await book(`${ZUID}/boeken?taal=nl#wizard`);
    const view = await afterPayment(order);
    expect(view.return_to).toMatchObject({ partner: 'Reizen Zuid', outcome: 'paid' });
    const url = new URL(view.return_to!.url);
    expect(url.origin + url.pathname).toBe(`${ZUID}/boeken`);
    expect(url.searchParams.get('taal')).toBe('nl');
    expect(url.searchParams.get('tb_booking')).toBe(order.bonnr);
    expect(url.searchParams.get('tb_outcome')).toBe('paid');
    expect(url.searchParams.get('tb_order')).toBe(String(order.id));
    expect(url.hash).toBe('#wizard');
  });

  it('reports a refused and a cancelled payment', async () => {
    expect((await afterPayment(await book(`${ZUID}/`), 'decline')).return_to?.outcome).toBe('failed');
    expect((await afterPayment(await book(`${ZUID}/`), 'cancel')).return_to?.outcome).toBe('cancelled');
  });

  it('reports a free booking and an invoiced one', async () => {
    const free = await book(`${ZUID}/`, { coupons: ['ALLFREE'] });
    const freed = await server.api(`/payment/freeorderok/${free.id}`, { token: free.token });
    expect(freed.status, JSON.stringify(freed.body)).toBe(200);
    const freeKey = new URLSearchParams(String(freed.body.data.redirect).split('#')[1]).get('ref')!;
    expect((await granted(freeKey)).return_to?.outcome).toBe('free');

    await bo('/partners', { name: 'Factuur Twee', talic: 'TA-INV', code: 'FACT2' });
    const agent = await agentToken(server, 'TA-INV');
    const inv = await book(`${FACTUUR}/terug`, { talic: 'TA-INV', uid: 'u2', portal: 1 }, agent.token);
    const billed = await server.api(`/payment/invoiceorderok/${inv.id}`, { token: agent.token });
    expect(billed.status, JSON.stringify(billed.body)).toBe(200);
    const key = new URLSearchParams(String(billed.body.data.redirect).split('#')[1]).get('ref')!;
    const view = await granted(key);
    expect(view.return_to).toMatchObject({ partner: 'Factuur Partner', outcome: 'invoice' });
    expect(new URL(view.return_to!.url).searchParams.get('tb_outcome')).toBe('invoice');
  });
});
