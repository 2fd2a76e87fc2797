/**
 * Issue 9, item 1: a PO applies only to a booking that carries the licence the PO belongs to. The
 * attack on a fresh `npm start` (demo seed): `DEMO-PO-PAID` with an empty licence priced the trip at 0,
 * showed the paying agent's name, e-mail and licence, and `neworder` + `freeorderok` then confirmed a
 * free ride.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../support/server';
import { agentToken, anonToken, orderPayload, priceRequest, quotedTotal } from '../../support/order-fixtures';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer({ SEED_DEMO: '1' });
  token = await anonToken(server);
});
afterAll(() => server.close());

const price = (fields: Record<string, unknown>, t = token) =>
  server.api('/billoprice', { token: t, json: priceRequest(fields) });

describe('a PO without its licence', () => {
  it('refuses a PO without its licence: the price call gives no discount and no agent data', async () => {
    const plain = await price({});
    for (const talic of ['', '   ']) {
      const { status, body } = await price({ po: 'DEMO-PO-PAID', talic });
      expect(status).toBe(200);
      expect(body.data).toMatchObject({ PO: '', KORTINGPODATA: null });
      expect(body.data.TOTALEPRIJS).toBe(plain.body.data.TOTALEPRIJS);
      expect(body.data.TOTALEPRIJS).toBeGreaterThan(0);
      expect(JSON.stringify(body)).not.toMatch(/invoice@demo\.invalid|Demo Factuur|DEMO-INVOICE/);
    }
  });

  it("refuses a PO with another agent's licence", async () => {
    const { body } = await price({ po: 'DEMO-PO-PAID', talic: 'DEMO-AGENT' });
    expect(body.data).toMatchObject({ PO: '', KORTINGPODATA: null });
    expect(JSON.stringify(body)).not.toMatch(/invoice@demo\.invalid/);
  });

  it('refuses the order of a PO without its licence, so no free order can follow', async () => {
    const p = orderPayload({ po: 'DEMO-PO-PAID', talic: '' });
    const placed = await server.api('/billoprice/neworder', { token, json: { ...p, totaleprijs: 0 } });
    expect(placed.status).toBe(400);
    expect(placed.body).toMatchObject({ status: false, error: 'invalid_po', field: 'po' });
    const { rows } = await server.ctx.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM orders WHERE po = 'DEMO-PO-PAID'",
    );
    expect(rows[0]!.n).toBe(0);
  });

  it('refuses a PO its agent pays for through a leaked agent link: no free ride billed to the agent', async () => {
    const plain = await price({});
    const { body } = await price({ po: 'DEMO-PO-PAID', talic: 'DEMO-INVOICE' });
    expect(body.data).toMatchObject({ PO: '', KORTINGPODATA: null });
    expect(body.data.TOTALEPRIJS).toBe(plain.body.data.TOTALEPRIJS);
    const p = orderPayload({ po: 'DEMO-PO-PAID', talic: 'DEMO-INVOICE', uid: 'demo', portal: 1 });
    const placed = await server.api('/billoprice/neworder', { token, json: { ...p, totaleprijs: 0 } });
    expect(placed.status).toBe(400);
    expect(placed.body).toMatchObject({ status: false, error: 'invalid_po', field: 'po' });
    expect(placed.body.error_description).toMatch(/agent account/);
  });

  it('applies the PO its agent pays for to that agent, logged in, and shows it its data', async () => {
    const agent = await agentToken(server, 'DEMO-INVOICE');
    const { body } = await price({ po: 'demo-po-paid', talic: 'demo-invoice' }, agent.token);
    expect(body.data.PO).toBe('DEMO-PO-PAID');
    // The agency is invoiced the ride (issue 23, tests/api/agent-portal/agency-settlement.test.ts): it has a price.
    expect(body.data.TOTALEPRIJS).toBeGreaterThan(0);
    expect(body.data.KORTINGPODATA).toMatchObject({
      BETAALDDOORTRAVELAGENT: true,
      TALIC: 'DEMO-INVOICE',
      EMAILAGENT: 'invoice@demo.invalid',
    });
    const p = orderPayload({ po: 'DEMO-PO-PAID', talic: 'DEMO-INVOICE', portal: 1 });
    const total = await quotedTotal(server, agent.token, p);
    expect(total).toBeGreaterThan(0);
    const placed = await server.api('/billoprice/neworder', {
      token: agent.token,
      json: { ...p, totaleprijs: total },
    });
    expect(placed.status).toBe(201);
  });
});
