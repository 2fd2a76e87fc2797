/**
 * Issue 9, item 3: an order is billed to a travel agent (settled by invoice) only when that agent
 * agrees, i.e. a logged-in agent account of the order's licence. The attack: the licence and agent user
 * id travel in every agent link and return URL, and with them alone `invoiceorderok` billed the agent.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../support/server';
import { statusOf } from '../../support/payment-helpers';
import {
  addAgents,
  agentToken,
  anonToken,
  orderPayload,
  quotedTotal,
  userToken,
} from '../../support/order-fixtures';

let server: TestServer;
let invoiceAgent: { id: number; token: string };
let onlineAgent: { id: number; token: string };
beforeAll(async () => {
  server = await startTestServer();
  await addAgents(server);
  [invoiceAgent, onlineAgent] = await Promise.all([agentToken(server, 'TA-INV'), agentToken(server, 'TA-1')]);
});
afterAll(() => server.close());

/** Places an order through the API as `token`, with the link's agent values unless told otherwise. */
async function placeOrder(token: string, agent: Record<string, unknown>): Promise<number> {
  const p = orderPayload({ naamagent: 'Factuur Reizen', emailagent: 'inv@agent.be', portal: 1, ...agent });
  const { status, body } = await server.api('/billoprice/neworder', {
    token,
    json: { ...p, totaleprijs: await quotedTotal(server, token, p) },
  });
  expect(status).toBe(201);
  return body.ID as number;
}

const invoice = (id: number, token: string) => server.api(`/payment/invoiceorderok/${id}`, { token });
const link = { talic: 'TA-INV', uid: 'u2' };

describe('invoice settlement', () => {
  it('refuses to invoice the agent for a visitor who only has the link values; the visitor pays by card', async () => {
    const visitor = await anonToken(server);
    const id = await placeOrder(visitor, link);
    const res = await invoice(id, visitor);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ status: false, error: 'agent_login_required', field: 'id' });
    expect(res.body.error_description).toMatch(/agent account/);
    expect(await statusOf(server, id)).toBe('awaiting_payment');
    const form = await server.api(`/payment/form/${id}`, { token: visitor });
    expect(form.status).toBe(200);
    expect(Number(form.body.data.fields.AMOUNT)).toBeGreaterThan(0);
  });

  it('refuses a logged-in customer and an agent of another licence, even for their own order', async () => {
    for (const token of [(await userToken(server)).token, onlineAgent.token]) {
      const id = await placeOrder(token, link);
      const res = await invoice(id, token);
      expect(res).toMatchObject({ status: 403, body: { error: 'agent_login_required' } });
      expect(await statusOf(server, id)).toBe('awaiting_payment');
    }
  });

  it("refuses the licence's agent for an order someone else placed, as if there were none", async () => {
    const id = await placeOrder(await anonToken(server), link);
    expect((await invoice(id, invoiceAgent.token)).status).toBe(404);
    expect(await statusOf(server, id)).toBe('awaiting_payment');
  });

  it('refuses an agent whose licence pays online', async () => {
    const id = await placeOrder(onlineAgent.token, { talic: 'ta-1', uid: '' });
    const res = await invoice(id, onlineAgent.token);
    expect(res).toMatchObject({ status: 409, body: { error: 'not_invoice' } });
    expect(await statusOf(server, id)).toBe('awaiting_payment');
  });

  it("invoices a logged-in agent's own order of its INVOICE licence, the licence in any case", async () => {
    // The account is the proof: the agent needs no link and no agent user id.
    const id = await placeOrder(invoiceAgent.token, {
      talic: 'ta-inv',
      uid: '',
      naamagent: '',
      emailagent: '',
    });
    const res = await invoice(id, invoiceAgent.token);
    expect(res.status).toBe(200);
    expect(res.body.data.redirect).toMatch(/^\/order-confirmed\?orderID=TB\d+&via=invoice/);
    expect(await statusOf(server, id)).toBe('invoiced');
    const { rows } = await server.ctx.db.query(
      'SELECT talic, uid, naamagent, emailagent FROM orders WHERE id = $1',
      [id],
    );
    // The order carries the agent's own values from the agents table.
    expect(rows[0]).toEqual({
      talic: 'TA-INV',
      uid: 'u2',
      naamagent: 'Factuur Reizen',
      emailagent: 'inv@agent.be',
    });
  });

  it('still needs the agent user id from a visitor who books through a link', async () => {
    const p = orderPayload({ talic: 'TA-INV', uid: '' });
    const visitor = await anonToken(server);
    const { status, body } = await server.api('/billoprice/neworder', {
      token: visitor,
      json: { ...p, totaleprijs: await quotedTotal(server, visitor, p) },
    });
    expect(status).toBe(400);
    expect(body.field).toBe('uid');
  });
});
