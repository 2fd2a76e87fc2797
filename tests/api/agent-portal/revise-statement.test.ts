/**
 * Issue 27: a change of an order the travel agency is billed for (an INVOICE licence's order, a ride on
 * a PO the agency pays) reissues its invoice, and the agent's monthly statement lists the month's
 * documents: the old invoice, its credit note (negative) and the new invoice, adding up to what the
 * agency owes. Read from the CSV, the PDF and the statement's data. Real server, PGlite.
 */
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brusselsToday, euroString } from '../../../core';
import { statementOrders } from '../../../server/agent-portal/portal-orders';
import { addAgents, agentToken, orderPayload, quotedTotal } from '../../support/order-fixtures';
import { visitor } from '../../support/payment-helpers';
import { revise, type Placed } from '../../support/revise-helpers';
import { documentsOf, finishRevision, totalOf } from '../../support/revise-invoice-helpers';
import { startTestServer, type TestServer } from '../../support/server';

let server: TestServer;
let agent: { id: number; token: string };
beforeAll(async () => {
  server = await startTestServer();
  await addAgents(server);
  agent = await agentToken(server, 'TA-INV');
  // English, so the PDF's amounts read as €1,234.56.
  await server.ctx.db.query(`UPDATE users SET lang = 'en' WHERE id = $1`, [agent.id]);
});
afterAll(() => server.close());

const month = () => brusselsToday(new Date()).slice(0, 7).replace('/', '-');

/** An order of the TA-INV agency (on `po` when given), invoiced, opened for its change. */
async function invoicedOrder(po: string): Promise<Placed & { bonnr: string }> {
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
  // A PO ride is changed by the traveller with the booking code; the agency's own order by the agent.
  const owner = po ? await visitor(server) : { token: agent.token, tokenId: '' };
  const open = await server.api('/billoorders/manage', {
    token: owner.token,
    json: { ecode: placed.body.data.ECODE, email: 'jan@example.be' },
  });
  expect(open.status).toBe(200);
  const key = open.body.data.manage_key as string;
  return { id, ecode: placed.body.data.ECODE, owner, payload, key, bonnr: placed.body.data.BONNR };
}

/** The statement's CSV lines of booking `bonnr`, as [invoice number, amount in cents]. */
async function csvLines(bonnr: string): Promise<[string, number][]> {
  const csv = await server.api(`/agentportal/statement?month=${month()}&format=csv`, { token: agent.token });
  expect(csv.status).toBe(200);
  return (csv.body as string)
    .trim()
    .split('\n')
    .slice(1)
    .map((l) => l.split(','))
    .filter((cols) => cols[1] === bonnr)
    .map((cols) => [cols[0]!, Math.round(Number(cols.at(-1)) * 100)]);
}

describe.each([
  ['an INVOICE licence’s order', ''],
  ['a ride on a PO its agency pays', 'PO-PAID'],
])('the statement after a change of %s', (_name, po) => {
  it.each([
    ['a higher price', { pax: 4 }],
    ['a lower price', { koffers: 0 }],
  ])('lists the old invoice, its credit note and the new invoice (%s)', async (_price, change) => {
    const o = await invoicedOrder(po);
    const before = await totalOf(server, o.id);
    const r = await revise(server, o, change);
    await finishRevision(server, r);
    expect(r.body.data).toMatchObject({ state: 'applied', settlement: 'invoice' });
    const after = await totalOf(server, o.id);
    expect(after === before).toBe(false);
    const [old, note, fresh] = await documentsOf(server, o.id);
    expect(note).toMatchObject({ kind: 'credit_note', corrects_id: old!.id, payment_method: 'invoice' });
    expect(fresh).toMatchObject({ kind: 'invoice', total_cents: after, payment_method: 'invoice' });

    const lines = await csvLines(o.bonnr);
    expect(lines).toEqual([
      [old!.number, before],
      [note!.number, -before],
      [fresh!.number, after],
    ]);
    expect(lines.reduce((sum, [, cents]) => sum + cents, 0)).toBe(after);

    // The statement's data: the old lines keep the rides they billed, the credit note's are negative.
    const data = (await statementOrders(server.ctx.db, 'TA-INV', month())).filter((l) => l.id === o.id);
    expect(data.map((l) => [l.invoice_number, l.total_cents])).toEqual(lines);
    expect(data[1]!.discount_cents).toBe(-data[0]!.discount_cents);
    expect(data[1]!.legs.map((l) => l.date)).toEqual(data[0]!.legs.map((l) => l.date));
    expect(data.every((l) => l.po === po)).toBe(true);
  });
});

describe('the statement PDF after a change', () => {
  it('prints the three lines and a total that is what the agency owes', async () => {
    const o = await invoicedOrder('');
    const before = await totalOf(server, o.id);
    await finishRevision(server, await revise(server, o, { pax: 4 }));
    const after = await totalOf(server, o.id);
    const res = await fetch(`${server.url}/api/agentportal/statement?month=${month()}`, {
      headers: { authorization: `Bearer ${agent.token}` },
    });
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const pdf = await getDocumentProxy(new Uint8Array(await res.arrayBuffer()));
    const { text } = await extractText(pdf, { mergePages: true });
    const [old, note, fresh] = await documentsOf(server, o.id);
    for (const d of [old!, note!, fresh!]) expect(text).toContain(`${d.number} - ${o.bonnr}`);
    expect(text).toContain(`-€${euroString(before)}`);
    // The statement's total is the sum of every line of the month, this order's three among them.
    const all = await statementOrders(server.ctx.db, 'TA-INV', month());
    const sum = all.reduce((s, l) => s + l.total_cents, 0);
    const total = /Total[^€]*€\s?([\d,]+\.\d\d)/.exec(text);
    expect(total).not.toBeNull();
    expect(Math.round(Number(total![1]!.replace(/,/g, '')) * 100)).toBe(sum);
    // Every order on this month's statement was invoiced this month: the lines add up to their totals now.
    const orders = [...new Set(all.map((l) => l.id))];
    const owed = (await Promise.all(orders.map((id) => totalOf(server, id)))).reduce((s, c) => s + c, 0);
    expect(sum).toBe(owed);
    expect(after).toBeGreaterThan(before);
  });
});
