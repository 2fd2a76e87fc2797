/**
 * Invoices and credit notes a Belgian accountant accepts (issue 23): a number from one gap-free yearly
 * sequence taken when the order is paid or invoiced, the day of payment as the date, the company's
 * name, VAT number and billing address, amounts excluding VAT, VAT 6 % and including VAT per line and
 * in total, the operator's enterprise number and register, the payment method; a credit note when a
 * paid order is cancelled with a refund, referring to its invoice. Read back from the PDFs with unpdf.
 */
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brusselsToday } from '../../../core';
import { transition } from '../../../server/payment/state';
import { writeOperatorFile } from '../../support/operator-file';
import { startTestServer, type TestServer } from '../../support/server';
import { staffToken } from '../../support/backoffice-fixtures';
import { book } from '../../support/manage-helpers';
import { addAgents, agentToken, orderPayload, quotedTotal, userToken } from '../../support/order-fixtures';
import { sandboxDecision, statusOf } from '../../support/payment-helpers';
import { storeOrder } from '../../support/portal-fixtures';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ OPERATOR_FILE: writeOperatorFile() });
});
afterAll(() => server.close());

/** Downloads `path` of the API as `token`; answers the status and the PDF's text on one line. */
async function pdfOf(path: string, token: string): Promise<{ status: number; text: string }> {
  const res = await fetch(`${server.url}/api${path}`, { headers: { authorization: `Bearer ${token}` } });
  if (res.status !== 200) return { status: res.status, text: await res.text() };
  const pdf = await getDocumentProxy(new Uint8Array(await res.arrayBuffer()));
  const { text } = await extractText(pdf, { mergePages: true });
  return { status: res.status, text: text.replace(/\s+/g, ' ') };
}

/** The documents of an order, oldest first. */
async function documentsOf(orderId: number) {
  const { rows } = await server.ctx.db.query<{
    number: string;
    kind: string;
    seq: number;
    issued_on: string;
  }>(
    `SELECT number, kind, seq, to_char(issued_on, 'YYYY/MM/DD') AS issued_on FROM invoices
      WHERE order_id = $1 ORDER BY id`,
    [orderId],
  );
  return rows;
}

/** A company account with an invoice address, and an unpaid booking of €106 it made. */
async function companyBooking() {
  const user = await userToken(server);
  await server.ctx.db.query(
    `UPDATE users SET user_type = 'company', company = 'Reizen NV', vat = 'BE0417497106' WHERE id = $1`,
    [user.id],
  );
  await server.ctx.db.query(
    `INSERT INTO addresses (user_id, street, streetnr, zip, city, country, billoaddress)
     VALUES ($1, 'Meir', '12', '2000', 'Antwerpen', 'BE', true)`,
    [user.id],
  );
  const { rows } = await server.ctx.db.query<{ id: string }>(
    'SELECT id FROM access_tokens WHERE user_id = $1 ORDER BY created_at DESC LIMIT 1',
    [user.id],
  );
  const order = await book(server, {
    userId: user.id,
    owner: { token: user.token, tokenId: rows[0]!.id },
    status: 'awaiting_payment',
    cents: 10_600,
  });
  return { user, order };
}

/** Pays an order on the sandbox page with a card, as its owner would. */
async function pay(token: string, id: number): Promise<void> {
  await fetch(await sandboxDecision(server, token, id, 'approve'), { redirect: 'manual' });
  expect(await statusOf(server, id)).toBe('paid');
}

const letterDate = (day: string) => day.split('/').reverse().join('/');

describe('the invoice of a paid company order', () => {
  it('carries every field an accountant needs, dated the day of payment', async () => {
    const { user, order } = await companyBooking();
    expect(await documentsOf(order.id)).toEqual([]);
    await pay(user.token, order.id);
    const [invoice] = await documentsOf(order.id);
    expect(invoice).toMatchObject({ kind: 'invoice', issued_on: brusselsToday(new Date()) });
    // The date is the one stored at payment, not the download's: an invoice paid in the spring and
    // downloaded today still says spring.
    await server.ctx.db.query(`UPDATE invoices SET issued_on = '2026-03-02' WHERE number = $1`, [
      invoice!.number,
    ]);
    const { status, text } = await pdfOf(`/billomanage/${order.id}/receipt`, user.token);
    expect(status).toBe(200);
    expect(text).toContain(`Factuur ${invoice!.number}`);
    expect(text).toMatch(/^.*Nummer ?: 20\d\d\/\d{6}/);
    expect(text).toMatch(/Factuurdatum ?: 02\/03\/2026/);
    expect(text).not.toContain(letterDate(brusselsToday(new Date())));
    expect(text).toContain(`Boekingsnummer: ${order.bonnr}`);
    // The buyer.
    expect(text).toContain('Bedrijf: Reizen NV');
    expect(text).toContain('Btw-nummer: BE0417497106');
    expect(text).toContain('Facturatieadres: Meir 12, 2000 Antwerpen, BE');
    expect(text).toContain('Klant: Tine Peeters');
    // The seller: name, VAT number, enterprise number and register with its court.
    expect(text).toContain('Taxi Test NV');
    expect(text).toContain('BE 0440.966.354');
    expect(text).toContain('Ondernemingsnummer 0440.966.354 · RPR Antwerpen, afdeling Antwerpen');
    // The line and the totals: excluding VAT, 6 % VAT and including VAT.
    expect(text).toContain('Heenrit');
    expect(text).toMatch(/Bedrag excl\. btw: € 100,00 · Btw 6%: € 6,00 · Bedrag incl\. btw: € 106,00/);
    expect(text).toMatch(/Totaal excl\. btw: € 100,00/);
    expect(text).toMatch(/Totaal btw 6%: € 6,00/);
    expect(text).toMatch(/Totaal incl\. btw: € 106,00/);
    expect(text).toMatch(/Betaalwijze: online betaling \(VISA\)/);
  });
});

describe('the credit note of a cancelled paid order', () => {
  it('corrects the invoice with its own number when the customer cancels with a refund coupon', async () => {
    const { user, order } = await companyBooking();
    await pay(user.token, order.id);
    const cancel = await server.api(`/billomanage/${order.id}/cancel`, { token: user.token, json: {} });
    expect(cancel.status).toBe(200);
    const coupon = cancel.body.data.refund.code as string;
    const [invoice, note] = await documentsOf(order.id);
    expect(note).toMatchObject({ kind: 'credit_note', issued_on: brusselsToday(new Date()) });
    expect(note!.seq).toBeGreaterThan(invoice!.seq);
    const { status, text } = await pdfOf(`/billomanage/${order.id}/credit-note`, user.token);
    expect(status).toBe(200);
    expect(text).toContain(`Creditnota ${note!.number}`);
    expect(text).toContain(`Verbetert factuur ${invoice!.number} van ${letterDate(invoice!.issued_on)}`);
    expect(text).toContain(`Datum van de creditnota: ${letterDate(note!.issued_on)}`);
    expect(text).toContain('Bedrijf: Reizen NV');
    expect(text).toContain('Btw-nummer: BE0417497106');
    expect(text).toContain('Facturatieadres: Meir 12, 2000 Antwerpen, BE');
    expect(text).toContain('Ondernemingsnummer 0440.966.354 · RPR Antwerpen, afdeling Antwerpen');
    expect(text).toContain(`Annulering van boeking ${order.bonnr}`);
    expect(text).toMatch(/Bedrag excl\. btw: € 100,00 · Btw 6%: € 6,00 · Bedrag incl\. btw: € 106,00/);
    expect(text).toMatch(/Totaal incl\. btw: € 106,00/);
    expect(text).toContain(`Terugbetaling: als kortingsbon ${coupon}`);

    // The manage page offers it, through a signed link for that one file.
    const view = await server.api(`/billomanage/${order.id}`, { token: user.token });
    expect(view.body.data.credit_note).toBe(true);
    const link = await server.api(`/billomanage/${order.id}/link`, {
      token: user.token,
      json: { file: 'credit-note' },
    });
    expect(link.status).toBe(200);
    const signed = await fetch(`${server.url}/api/${link.body.data.path as string}`);
    expect(signed.status).toBe(200);
    expect(signed.headers.get('content-disposition')).toContain(`credit-note-${order.bonnr}.pdf`);
  });

  it('is a 404 naming the order when nothing was credited', async () => {
    const { user, order } = await companyBooking();
    await pay(user.token, order.id);
    const { status, text } = await pdfOf(`/billomanage/${order.id}/credit-note`, user.token);
    expect(status).toBe(404);
    expect(text).toContain(`Booking ${order.bonnr} has no credit note.`);
  });
});

describe('the cancellations that correct an invoice', () => {
  it("credits the agency's invoiced order when the operator cancels it, and the statement shows its invoice number", async () => {
    await addAgents(server);
    const agent = await agentToken(server, 'TA-INV');
    const p = orderPayload({
      talic: 'TA-INV',
      naamagent: 'Factuur Reizen',
      emailagent: 'inv@agent.be',
      portal: 1,
    });
    const placed = await server.api('/billoprice/neworder', {
      token: agent.token,
      json: { ...p, totaleprijs: await quotedTotal(server, agent.token, p) },
    });
    expect(placed.status).toBe(201);
    const id = placed.body.ID as number;
    expect((await server.api(`/payment/invoiceorderok/${id}`, { token: agent.token })).status).toBe(200);
    const [invoice] = await documentsOf(id);
    expect(invoice).toMatchObject({ kind: 'invoice' });
    const month = brusselsToday(new Date()).slice(0, 7).replace('/', '-');
    const csv = await server.api(`/agentportal/statement?month=${month}&format=csv`, { token: agent.token });
    expect((csv.body as string).split('\n').map((l) => l.split(',')[0])).toContain(invoice!.number);
    const invoiceText = await pdfOf(`/billomanage/${id}/receipt`, agent.token);
    expect(invoiceText.text).toMatch(
      /Betaalwijze: op factuur aan het reisbureau Factuur Reizen, te betalen binnen 14 dagen/,
    );

    const operator = await staffToken(server, 'operator');
    const cancelled = await server.api(`/backoffice/orders/${id}/cancel`, {
      token: operator.token,
      json: {},
    });
    expect(cancelled.status).toBe(200);
    const { rows } = await server.ctx.db.query<{ owed: number }>(
      `SELECT o.total_cents - k.charge_cents AS owed FROM orders o JOIN order_cancellations k ON k.order_id = o.id
        WHERE o.id = $1`,
      [id],
    );
    const [, note] = await documentsOf(id);
    expect(note).toMatchObject({ kind: 'credit_note', seq: expect.any(Number) });
    const { rows: total } = await server.ctx.db.query<{ total_cents: number }>(
      'SELECT total_cents FROM invoices WHERE number = $1',
      [note!.number],
    );
    expect(total[0]!.total_cents).toBe(rows[0]!.owed);
    const { text } = await pdfOf(`/billomanage/${id}/credit-note`, agent.token);
    expect(text).toContain(`Verbetert factuur ${invoice!.number}`);
    expect(text).toContain('Terugbetaling: in mindering van de factuur aan het reisbureau');
  });

  it("credits the operator's chosen refund of a paid order", async () => {
    const { user, order } = await companyBooking();
    await pay(user.token, order.id);
    const operator = await staffToken(server, 'operator');
    const res = await server.api(`/backoffice/orders/${order.id}/cancel`, {
      token: operator.token,
      json: { refund: 'chosen', refund_cents: 5_300 },
    });
    expect(res.status).toBe(200);
    const { text } = await pdfOf(`/billomanage/${order.id}/credit-note`, user.token);
    expect(text).toMatch(/Bedrag excl\. btw: € 50,00 · Btw 6%: € 3,00 · Bedrag incl\. btw: € 53,00/);
    expect(text).toMatch(/Terugbetaling: als kortingsbon RF-/);
  });
});

describe('the yearly sequence', () => {
  it('numbers orders settled at once without gaps or doubles', async () => {
    const orders = await Promise.all(
      [0, 1, 2, 3, 4].map(() => storeOrder(server.ctx.db, { status: 'awaiting_payment' })),
    );
    await Promise.all(
      orders.map((o) => server.ctx.db.transaction((tx) => transition(tx, o.id, 'invoiced', 'invoice'))),
    );
    const seqs = (await Promise.all(orders.map(async (o) => (await documentsOf(o.id))[0]!.seq))).sort(
      (a, b) => a - b,
    );
    expect(seqs).toEqual(seqs.map((_, i) => seqs[0]! + i));
  });

  it('gives a rolled-back settlement’s number to the next one', async () => {
    const [a, b] = [
      await storeOrder(server.ctx.db, { status: 'awaiting_payment' }),
      await storeOrder(server.ctx.db, { status: 'awaiting_payment' }),
    ];
    const year = Number(brusselsToday(new Date()).slice(0, 4));
    const counter = async () =>
      (
        await server.ctx.db.query<{ n: number }>(
          'SELECT last_number AS n FROM invoice_counters WHERE year = $1',
          [year],
        )
      ).rows[0]?.n ?? 0;
    const before = await counter();
    await expect(
      server.ctx.db.transaction(async (tx) => {
        await transition(tx, a.id, 'invoiced', 'invoice');
        throw new Error('the settlement fails after its invoice');
      }),
    ).rejects.toThrow('the settlement fails');
    expect(await counter()).toBe(before);
    await server.ctx.db.transaction((tx) => transition(tx, b.id, 'invoiced', 'invoice'));
    expect((await documentsOf(b.id))[0]!.seq).toBe(before + 1);
    expect(await documentsOf(a.id)).toEqual([]);
  });
});
