/**
 * Issue 27: a change of a paid booking reissues its invoice. The current invoice gets a credit note in
 * full and a new invoice states the order as it now stands, both with the next numbers of the one
 * yearly sequence; the receipt is the new invoice; a later cancellation or change corrects the new
 * invoice, never the replaced one; an unpaid order gets no document. Real server, PGlite and sandbox.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatEuros } from '../../../core';
import { daysAhead } from '../../support/order-fixtures';
import { decideOnSandbox } from '../../support/payment-helpers';
import { placePaid, revise, type Placed } from '../../support/revise-helpers';
import {
  documentsOf,
  finishRevision,
  pdfText,
  totalOf,
  type Doc,
} from '../../support/revise-invoice-helpers';
import { startTestServer, type TestServer } from '../../support/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const asOwner = (o: Placed) => ({ authorization: `Bearer ${o.owner.token}`, 'x-manage-key': o.key });
// 'YYYY/MM/DD' as the documents print a date: DD/MM/YYYY.
const printed = (date: string) => date.split('/').reverse().join('/');
const euros = (cents: number) => formatEuros(cents, 'nl-BE').replace(/\s+/g, ' ');

/** Checks that `[old, note, fresh]` are a full credit of `old` and its reissue, numbered in sequence. */
function expectReissue(old: Doc, note: Doc, fresh: Doc, newTotal: number) {
  expect(note).toMatchObject({
    kind: 'credit_note',
    corrects_id: old.id,
    total_cents: old.total_cents,
    lines: [{ kind: 'reissue', gross_cents: old.total_cents }],
  });
  expect(fresh).toMatchObject({ kind: 'invoice', corrects_id: null, total_cents: newTotal });
  expect(fresh.lines.reduce((sum, l) => sum + l.gross_cents, 0)).toBe(newTotal);
  // The next numbers of the one sequence: the credit note first, the new invoice right after it.
  expect(note.seq).toBeGreaterThan(old.seq);
  expect(fresh.seq).toBe(note.seq + 1);
}

describe('a paid order changed in place', () => {
  it('to a higher price paid in the sandbox: credit note, new invoice, receipt with the new ride', async () => {
    const o = await placePaid(server);
    const [invoice] = await documentsOf(server, o.id);
    expect(invoice).toMatchObject({ kind: 'invoice', payment_method: 'online' });
    const date = daysAhead(126);
    await finishRevision(server, await revise(server, o, { pax: 4, datumheen: date }));
    const total = await totalOf(server, o.id);
    expect(total).toBeGreaterThan(invoice!.total_cents);
    const docs = await documentsOf(server, o.id);
    expect(docs).toHaveLength(3);
    expectReissue(docs[0]!, docs[1]!, docs[2]!, total);
    expect(docs[2]!.payment_method).toBe('online');

    const receipt = await pdfText(server, `/billomanage/${o.id}/receipt`, asOwner(o));
    expect(receipt.status).toBe(200);
    expect(receipt.text).toContain(`Nummer: ${docs[2]!.number}`);
    expect(receipt.text).not.toContain(invoice!.number);
    expect(receipt.text).toContain(`${printed(date)}:`);
    expect(receipt.text).toContain('4 passagiers');
    expect(receipt.text).not.toContain(printed(String(o.payload.datumheen)));
    // No cancellation: the change's credit note is not offered as the booking's credit note.
    const note = await pdfText(server, `/billomanage/${o.id}/credit-note`, asOwner(o));
    expect(note.status).toBe(404);
  });

  it('to a lower price given back as a coupon: the new invoice is the lower price', async () => {
    const o = await placePaid(server);
    const r = await revise(server, o, { koffers: 0 });
    await finishRevision(server, r);
    expect(r.body.data).toMatchObject({ state: 'applied', settlement: 'coupon' });
    const total = await totalOf(server, o.id);
    const docs = await documentsOf(server, o.id);
    expect(docs).toHaveLength(3);
    expect(total).toBe(docs[0]!.total_cents + (r.body.data.difference_cents as number));
    expect(total).toBeLessThan(docs[0]!.total_cents);
    expectReissue(docs[0]!, docs[1]!, docs[2]!, total);
    const receipt = await pdfText(server, `/billomanage/${o.id}/receipt`, asOwner(o));
    expect(receipt.text).toContain(`Nummer: ${docs[2]!.number}`);
    expect(receipt.text).toContain(`Totaal incl. btw: ${euros(total)}`);
  });

  it('then cancelled: the cancellation credits the new invoice', async () => {
    const o = await placePaid(server);
    await finishRevision(server, await revise(server, o, { koffers: 0 }));
    const cancelled = await server.api(`/billomanage/${o.id}/cancel`, {
      token: o.owner.token,
      headers: { 'x-manage-key': o.key },
      json: {},
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const docs = await documentsOf(server, o.id);
    expect(docs.map((d) => d.kind)).toEqual(['invoice', 'credit_note', 'invoice', 'credit_note']);
    const [, , fresh, note] = docs;
    expect(note).toMatchObject({ corrects_id: fresh!.id, lines: [{ kind: 'credit' }] });
    expect(note!.total_cents).toBeGreaterThan(0);
    expect(note!.total_cents).toBeLessThanOrEqual(fresh!.total_cents);
    const pdf = await pdfText(server, `/billomanage/${o.id}/credit-note`, asOwner(o));
    expect(pdf.status).toBe(200);
    expect(pdf.text).toContain(`Nummer: ${note!.number}`);
    expect(pdf.text).toContain(`Verbetert factuur ${fresh!.number}`);
  });

  it('twice: each change credits the invoice the one before issued', async () => {
    const o = await placePaid(server);
    await finishRevision(server, await revise(server, o, { pax: 4 }));
    const second = { ...o, payload: { ...o.payload, pax: 4 } };
    await finishRevision(server, await revise(server, second, { koffers: 0 }));
    const total = await totalOf(server, o.id);
    const docs = await documentsOf(server, o.id);
    expect(docs.map((d) => d.kind)).toEqual(['invoice', 'credit_note', 'invoice', 'credit_note', 'invoice']);
    expectReissue(docs[0]!, docs[1]!, docs[2]!, docs[2]!.total_cents);
    expectReissue(docs[2]!, docs[3]!, docs[4]!, total);
    const receipt = await pdfText(server, `/billomanage/${o.id}/receipt`, asOwner(o));
    expect(receipt.text).toContain(`Nummer: ${docs[4]!.number}`);
  });

  it('unpaid: gets no invoice, and its payment later invoices the changed order', async () => {
    const o = await placePaid(server, {}, false);
    await finishRevision(server, await revise(server, o, { pax: 4 }));
    expect(await documentsOf(server, o.id)).toEqual([]);
    const form = await server.api(`/payment/form/${o.id}`, { token: o.owner.token });
    expect(form.status).toBe(200);
    await decideOnSandbox(server, form.body.data, 'approve');
    const docs = await documentsOf(server, o.id);
    expect(docs).toEqual([
      expect.objectContaining({ kind: 'invoice', total_cents: await totalOf(server, o.id) }),
    ]);
  });
});
