import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from '../../../server/mail/mailer';
import { startTestServer, type TestServer } from '../../support/server';
import { agentToken } from '../../support/order-fixtures';
import { seedOrder, statusOf, visitor, type Visitor } from '../../support/payment-helpers';

let server: TestServer;
let me: Visitor;
let other: Visitor;
let invoiceAgent: { id: number; token: string };
let onlineAgent: { id: number; token: string };
beforeAll(async () => {
  server = await startTestServer();
  [me, other] = await Promise.all([visitor(server), visitor(server)]);
  await server.ctx.db.query(
    `INSERT INTO agents (licence, uid, name, email, payment_method) VALUES
       ('LIC-INV', 'U-77', 'Invoice Travel', 'desk@agency.be', 'INVOICE'),
       ('LIC-ONL', 'U-78', 'Online Travel', 'desk@online.be', 'ONLINE')`,
  );
  invoiceAgent = await agentToken(server, 'LIC-INV');
  onlineAgent = await agentToken(server, 'LIC-ONL');
});
afterAll(() => server.close());

// The customer's mails name the booking code in their subject (issue 31).
const mailsTo = (ecode: string) => readOutbox(server.dataDir).filter((m) => m.subject.includes(ecode));

describe('GET /api/payment/freeorderok/{id}', () => {
  it('finishes an order whose stored price is 0 as free, once, with one confirmation', async () => {
    const order = await seedOrder(server, { tokenId: me.tokenId, totalCents: 0, taal: 'EN' });
    const first = await server.api(`/payment/freeorderok/${order.id}`, { token: me.token });
    // The outcome page gets a manage key for the order in the fragment, a new one on each call.
    const withoutKey = (answer: typeof first) => ({
      ...answer,
      body: { ...answer.body, data: { redirect: answer.body.data.redirect.replace(/#ref=[\w-]{43}$/, '') } },
    });
    expect(first.body.data.redirect).toMatch(/#ref=[\w-]{43}$/);
    expect(withoutKey(first)).toEqual({
      status: 200,
      body: { status: true, data: { redirect: `/order-confirmed?orderID=${order.bonnr}&via=free` } },
    });
    expect(await statusOf(server, order.id)).toBe('free');
    const again = await server.api(`/payment/freeorderok/${order.id}`, { token: me.token });
    expect(withoutKey(again).body).toEqual(withoutKey(first).body);
    const mails = mailsTo(order.ecode);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Confirmation of your booking ${order.ecode}`);
    expect(mails[0]!.text).toContain('No payment is needed');
  });

  it('refuses an order with a price, whatever the client thinks', async () => {
    const order = await seedOrder(server, { tokenId: me.tokenId, totalCents: 100 });
    const res = await server.api(`/payment/freeorderok/${order.id}`, { token: me.token });
    expect(res).toMatchObject({ status: 409, body: { status: false, error: 'not_free' } });
    expect(await statusOf(server, order.id)).toBe('awaiting_payment');
  });

  it("answers another visitor's order with 404, as a missing one", async () => {
    const order = await seedOrder(server, { tokenId: me.tokenId, totalCents: 0 });
    expect((await server.api(`/payment/freeorderok/${order.id}`, { token: other.token })).status).toBe(404);
    expect(await statusOf(server, order.id)).toBe('awaiting_payment');
  });
});

describe('GET /api/payment/invoiceorderok/{id}', () => {
  /** An order of `licence` placed by the logged-in agent account `agent` (with its session token). */
  const agentOrder = (agent: { id: number }, licence: string) =>
    seedOrder(server, { tokenId: me.tokenId, userId: agent.id, talic: licence, taal: 'FR' });

  it("finishes its agent's order of an INVOICE licence as invoiced, keeping the agent values on the redirect", async () => {
    const order = await agentOrder(invoiceAgent, 'LIC-INV');
    const res = await server.api(`/payment/invoiceorderok/${order.id}`, { token: invoiceAgent.token });
    expect(res.status).toBe(200);
    const redirect = new URL(res.body.data.redirect, 'http://x');
    expect(redirect.pathname).toBe('/order-confirmed');
    expect(Object.fromEntries(redirect.searchParams)).toEqual({
      orderID: order.bonnr,
      via: 'invoice',
      TALIC: 'LIC-INV',
      UID: 'U-77',
      TAEMAIL: 'desk@agency.be',
      TANAME: 'Agency & Co',
      AGENT: '1',
    });
    expect(await statusOf(server, order.id)).toBe('invoiced');
    const mails = mailsTo(order.ecode);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Confirmation de votre réservation ${order.ecode}`);
  });

  it('refuses an order whose licence pays online with 409', async () => {
    const order = await agentOrder(onlineAgent, 'LIC-ONL');
    const res = await server.api(`/payment/invoiceorderok/${order.id}`, { token: onlineAgent.token });
    expect(res).toMatchObject({ status: 409, body: { error: 'not_invoice' } });
    expect(await statusOf(server, order.id)).toBe('awaiting_payment');
  });

  it("refuses an agent's order without licence or of an unknown licence with 403", async () => {
    for (const talic of ['', 'LIC-NONE']) {
      const order = await agentOrder(invoiceAgent, talic);
      const res = await server.api(`/payment/invoiceorderok/${order.id}`, { token: invoiceAgent.token });
      expect(res).toMatchObject({ status: 403, body: { error: 'agent_login_required' } });
      expect(await statusOf(server, order.id)).toBe('awaiting_payment');
    }
  });

  it('refuses an order already paid', async () => {
    const order = await agentOrder(invoiceAgent, 'LIC-INV');
    await server.ctx.db.query(`UPDATE orders SET status = 'paid' WHERE id = $1`, [order.id]);
    const res = await server.api(`/payment/invoiceorderok/${order.id}`, { token: invoiceAgent.token });
    expect(res).toMatchObject({ status: 409, body: { error: 'order_closed' } });
    expect(await statusOf(server, order.id)).toBe('paid');
  });

  it("answers another visitor's order with 404, as a missing one, also to the agent of its licence", async () => {
    const order = await seedOrder(server, { tokenId: me.tokenId, talic: 'LIC-INV' });
    for (const token of [other.token, invoiceAgent.token]) {
      expect((await server.api(`/payment/invoiceorderok/${order.id}`, { token })).status).toBe(404);
    }
    expect(await statusOf(server, order.id)).toBe('awaiting_payment');
  });
});
