/**
 * Issue 23, item 1: a ride on a PO that its travel agency pays for is an invoiced ride. The attack on a
 * fresh demo install: DEMO-PO-PAID booked by the logged-in DEMO-INVOICE agent priced a round trip at
 * €0 and finished it as a `free` order, so the portal and the back office showed €0 and the monthly
 * statement left it out: the agency was never billed. Now such an order keeps its full price, is
 * settled through the invoice path (`invoiced`, the agency owes it), and its statement's total is the
 * sum of its rows, read back from the PDF.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertPo } from '../../../server/data/agents/agents-repo';
import { startTestServer, type TestServer } from '../../support/server';
import { backofficeCall, staffToken } from '../../support/backoffice-fixtures';
import { statusOf } from '../../support/payment-helpers';
import { agentToken, daysAhead, orderPayload, quotedTotal, returnLeg } from '../../support/order-fixtures';
import { storeOrder } from '../../support/portal-fixtures';

let server: TestServer;
let agent: { id: number; token: string };
beforeAll(async () => {
  server = await startTestServer({ SEED_DEMO: '1' });
  agent = await agentToken(server, 'DEMO-INVOICE');
  // English, so the PDF's amounts read as €1,234.56.
  await server.ctx.db.query(`UPDATE users SET lang = 'en' WHERE id = $1`, [agent.id]);
});
afterAll(() => server.close());

/** The month (Brussels) an order invoiced now falls in, as the statement takes it. */
function thisMonth(): string {
  return daysAhead(0).slice(0, 7).replace('/', '-');
}

/** Places a round trip on `po` as the holder of `token`; answers its id and the price it was quoted. */
async function placeRoundTrip(token: string, po: string, talic: string) {
  const p = { ...orderPayload({ po, talic, portal: 1 }), ...returnLeg(), heenterug: 'HT' };
  const total = await quotedTotal(server, token, p);
  const placed = await server.api('/billoprice/neworder', { token, json: { ...p, totaleprijs: total } });
  expect(placed.status).toBe(201);
  return { id: placed.body.ID as number, bonnr: placed.body.data.BONNR as string, quoted: total };
}

async function pdfText(res: Response): Promise<string> {
  expect(res.headers.get('content-type')).toBe('application/pdf');
  const bytes = new Uint8Array(await res.arrayBuffer());
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  return text;
}

const cents = (euros: string) => Math.round(Number(euros.replace(/,/g, '')) * 100);

async function orderRow(id: number) {
  const { rows } = await server.ctx.db.query<{
    status: string;
    total_cents: number;
    nets: number;
    customer: number;
  }>(
    `SELECT status, total_cents, nettoprijsheen_cents + nettoprijsterug_cents AS nets,
            prijsklantheen_cents + prijsklantterug_cents AS customer
       FROM orders WHERE id = $1`,
    [id],
  );
  return rows[0]!;
}

describe('a ride its agency pays for', () => {
  let order: { id: number; bonnr: string; quoted: number };

  it('is priced and stored at its full price, and cannot be finished as a free order', async () => {
    order = await placeRoundTrip(agent.token, 'DEMO-PO-PAID', 'DEMO-INVOICE');
    expect(order.quoted).toBeGreaterThan(0);
    const row = await orderRow(order.id);
    expect(row.total_cents).toBe(Math.round(order.quoted * 100));
    expect(row.total_cents).toBe(row.nets);
    expect(row.customer).toBe(row.nets);
    const free = await server.api(`/payment/freeorderok/${order.id}`, { token: agent.token });
    expect(free).toMatchObject({ status: 409, body: { error: 'not_free', field: 'id' } });
    expect(await statusOf(server, order.id)).toBe('awaiting_payment');
  });

  it('cannot be paid by card as well: the payment page is refused, so the ride is never billed twice', async () => {
    const form = await server.api(`/payment/form/${order.id}`, { token: agent.token });
    expect(form).toMatchObject({ status: 409, body: { error: 'invoiced_to_agency', field: 'id' } });
    const attempts = await server.ctx.db.query('SELECT 1 FROM payment_attempts WHERE order_id = $1', [
      order.id,
    ]);
    expect(attempts.rows).toEqual([]);
    expect(await statusOf(server, order.id)).toBe('awaiting_payment');
  });

  it('is settled by invoice: the agency owes it', async () => {
    const res = await server.api(`/payment/invoiceorderok/${order.id}`, { token: agent.token });
    expect(res.status).toBe(200);
    expect(res.body.data.redirect).toMatch(/^\/order-confirmed\?orderID=TB\d+&via=invoice/);
    expect(await statusOf(server, order.id)).toBe('invoiced');
  });

  it('shows its price in the agents’ portal and in the back office', async () => {
    const total = (await orderRow(order.id)).total_cents;
    const list = await server.api('/agentportal/orders', { token: agent.token });
    expect(list.status).toBe(200);
    const listed = (list.body.data as { id: number; status: string; total_cents: number }[]).find(
      (o) => o.id === order.id,
    );
    expect(listed).toMatchObject({ status: 'invoiced', total_cents: total });
    const staff = await staffToken(server, 'operator');
    const found = await backofficeCall(server, staff.token, `/orders?q=${order.bonnr}`);
    expect(found.status).toBe(200);
    expect(found.body.data).toEqual([
      expect.objectContaining({ id: order.id, status: 'invoiced', total_cents: total }),
    ]);
  });

  it('is on the monthly statement, whose total is the sum of its rows (read from the PDF)', async () => {
    // An order of the agency's own INVOICE terms, beside the PO ride on the same statement.
    const invoiced = await storeOrder(server.ctx.db, {
      talic: 'DEMO-INVOICE',
      status: 'invoiced',
      bruto: 12_000,
      netto: 10_800,
      invoicedAt: new Date().toISOString(),
    });
    const month = thisMonth();
    const total = (await orderRow(order.id)).total_cents;
    const csv = await server.api(`/agentportal/statement?month=${month}&format=csv`, { token: agent.token });
    const lines = (csv.body as string).trim().split('\n').slice(1);
    // The invoice number comes first, the booking number second.
    expect(lines.map((l) => l.split(',')[1]).sort()).toEqual([order.bonnr, invoiced.bonnr].sort());

    const res = await fetch(`${server.url}/api/agentportal/statement?month=${month}`, {
      headers: { authorization: `Bearer ${agent.token}` },
    });
    const text = await pdfText(res);
    expect(text).toContain(order.bonnr);
    expect(text).toContain(invoiced.bonnr);
    expect(text).toContain('DEMO-PO-PAID');
    const amounts = [...text.matchAll(/amount €\s?([\d,]+\.\d\d)/g)].map((m) => cents(m[1]!));
    expect(amounts.sort()).toEqual([total, 21_600].sort());
    const sum = /Total[^€]*€\s?([\d,]+\.\d\d)/.exec(text);
    expect(sum).not.toBeNull();
    expect(cents(sum![1]!)).toBe(total + 21_600);
  });

  it('is invoiced to an agency whose own bookings are paid by card, on its PO', async () => {
    await upsertPo(server.ctx.db, {
      code: 'DEMO-PO-AGENT-PAID',
      agentLicence: 'DEMO-AGENT',
      campaign: null,
      paidByAgent: true,
      businessDiscountPercent: 0,
      comfortDiscountPercent: 0,
      validFrom: daysAhead(-1),
      validUntil: daysAhead(365),
    });
    const card = await agentToken(server, 'DEMO-AGENT');
    const placed = await placeRoundTrip(card.token, 'DEMO-PO-AGENT-PAID', 'DEMO-AGENT');
    expect(placed.quoted).toBeGreaterThan(0);
    const res = await server.api(`/payment/invoiceorderok/${placed.id}`, { token: card.token });
    expect(res.status).toBe(200);
    expect(await statusOf(server, placed.id)).toBe('invoiced');
    // Without a PO its agency pays, that agency's order is still paid by card.
    const plain = await placeRoundTrip(card.token, '', 'DEMO-AGENT');
    const refused = await server.api(`/payment/invoiceorderok/${plain.id}`, { token: card.token });
    expect(refused).toMatchObject({ status: 409, body: { error: 'not_invoice' } });
  });
});

describe('migration 020', () => {
  it('moves a free ride its agency pays for to invoiced at its full price, and leaves real free rides', async () => {
    const db = server.ctx.db;
    const at = '2026-09-15T10:00:00Z';
    const agentPaid = await storeOrder(db, { talic: 'DEMO-INVOICE', status: 'free', bruto: 16_036 });
    const reallyFree = await storeOrder(db, { talic: 'DEMO-INVOICE', status: 'free', bruto: 5_000 });
    // As the old price engine stored them: customer prices and total 0, the nets kept.
    await db.query(
      `UPDATE orders SET prijsklantheen_cents = 0, prijsklantterug_cents = 0, total_cents = 0,
              po = CASE WHEN id = $1 THEN 'demo-po-paid' ELSE '' END
        WHERE id IN ($1, $2)`,
      [agentPaid.id, reallyFree.id],
    );
    for (const id of [agentPaid.id, reallyFree.id])
      await db.query(
        `INSERT INTO order_status_changes (order_id, from_status, to_status, cause, changed_at)
         VALUES ($1, 'awaiting_payment', 'free', 'free', $2)`,
        [id, at],
      );
    const sql = readFileSync(
      join(import.meta.dirname, '../../../server/data/migrations/020_agent_paid.sql'),
      'utf8',
    );
    await db.exec(sql);

    expect(await orderRow(agentPaid.id)).toMatchObject({
      status: 'invoiced',
      total_cents: 32_072,
      customer: 32_072,
    });
    expect(await orderRow(reallyFree.id)).toMatchObject({ status: 'free', total_cents: 0 });
    const csv = await server.api('/agentportal/statement?month=2026-09&format=csv', { token: agent.token });
    const lines = (csv.body as string).trim().split('\n').slice(1);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(new RegExp(`^[^,]*,${agentPaid.bonnr},.*,320\\.72$`));
  });
});
