/**
 * Issue 28: a PO its travel agency pays for, used through the agency's link without the agency's
 * login. The price call used to drop it silently, and the wizard called it "unknown, expired or not
 * issued"; now the price call says the agency must log in (POAGENTLOGIN), telling nothing else of the
 * PO, while the order call still refuses it, so no ride is billed to an agency that did not book it.
 * Demo seed: DEMO-PO-PAID of licence DEMO-INVOICE.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../support/server';
import { agentToken, anonToken, orderPayload, priceRequest } from '../../support/order-fixtures';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer({ SEED_DEMO: '1' });
  token = await anonToken(server);
});
afterAll(() => server.close());

const price = (fields: Record<string, unknown>, t = token) =>
  server.api('/billoprice', { token: t, json: priceRequest(fields) });

describe("an agency's own PO used without its login", () => {
  it('is refused by the order call: nothing is placed, nothing billed to the agency', async () => {
    const p = orderPayload({ po: 'DEMO-PO-PAID', talic: 'DEMO-INVOICE', uid: 'demo', portal: 1 });
    const placed = await server.api('/billoprice/neworder', { token, json: { ...p, totaleprijs: 0 } });
    expect(placed.status).toBe(400);
    expect(placed.body).toMatchObject({ status: false, field: 'po' });
    const { rows } = await server.ctx.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM orders WHERE po = 'DEMO-PO-PAID'",
    );
    expect(rows[0]!.n).toBe(0);
  });

  it('is priced without it, and the answer says only that the agency must log in', async () => {
    const plain = await price({ talic: 'DEMO-INVOICE', uid: 'demo' });
    const { status, body } = await price({ po: 'demo-po-paid', talic: 'DEMO-INVOICE', uid: 'demo' });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ PO: '', KORTINGPODATA: null, POAGENTLOGIN: true });
    expect(body.data.TOTALEPRIJS).toBe(plain.body.data.TOTALEPRIJS);
    expect(JSON.stringify(body)).not.toMatch(/invoice@demo\.invalid|Demo Factuur/);
  });

  it('is not told apart from an unknown PO by anyone without its licence', async () => {
    for (const fields of [
      { po: 'DEMO-PO-PAID', talic: '' },
      { po: 'DEMO-PO-PAID', talic: 'DEMO-AGENT' },
      { po: 'NO-SUCH-PO', talic: 'DEMO-INVOICE', uid: 'demo' },
    ]) {
      const { body } = await price(fields);
      expect(body.data, JSON.stringify(fields)).toMatchObject({ PO: '', KORTINGPODATA: null });
      expect(body.data.POAGENTLOGIN, JSON.stringify(fields)).toBeUndefined();
    }
  });

  it('applies to the agency logged in, with no login notice', async () => {
    const agent = await agentToken(server, 'DEMO-INVOICE');
    const { body } = await price({ po: 'DEMO-PO-PAID', talic: 'DEMO-INVOICE', uid: 'demo' }, agent.token);
    expect(body.data.PO).toBe('DEMO-PO-PAID');
    expect(body.data.POAGENTLOGIN).toBeUndefined();
  });
});
