/**
 * The credit note by which a change of a booking credits its earlier invoice in full (issue 27,
 * server/invoices/revise-invoice.ts), as a PDF in English and Dutch: its line names the change and the
 * amount is set off against the new invoice, not refunded. Read back with unpdf.
 */
import metadata from 'libphonenumber-js/max/metadata';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { readOperatorIdentity, type ManageView } from '../../../core';
import type { InvoiceRecord } from '../../../server/data/invoices/invoices-repo';
import { renderInvoice } from '../../../server/invoices/invoice-document';
import { TEST_OPERATOR } from '../../support/operator-file';

const reading = readOperatorIdentity(JSON.stringify(TEST_OPERATOR), 'operator.json', metadata);
if (!reading.ok) throw new Error(reading.errors.join(' '));
const operator = reading.identity;

const note = (lang: 'en' | 'nl', method: 'online' | 'invoice'): InvoiceRecord => ({
  id: 3,
  number: '2026/000058',
  kind: 'credit_note',
  orderId: 1,
  corrects: { number: '2026/000042', issuedOn: '2026/11/20' },
  issuedOn: '2026/11/25',
  lang,
  customer: { name: 'Ann Peeters', company: null },
  method,
  methodDetail: '',
  lines: [{ kind: 'reissue', gross_cents: 10_600 }],
  totalCents: 10_600,
});

async function textOf(doc: InvoiceRecord): Promise<string> {
  const view = { id: 1, receipt: 'TB100042', lang: doc.lang, type: 'comfort', pax: 2, legs: [] };
  const pdf = await renderInvoice(doc, view as unknown as ManageView, operator, undefined);
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

describe('a change’s credit note', () => {
  it('credits the earlier invoice in full, set off against the new invoice (paid online)', async () => {
    const text = await textOf(note('en', 'online'));
    expect(text).toContain('Credit note 2026/000058');
    expect(text).toContain('Corrects invoice 2026/000042 of 20/11/2026');
    expect(text).toContain('Change of booking TB100042: the earlier invoice credited in full');
    expect(text).toContain('Refund: set off against the new invoice of this booking');
  });

  it('is taken off the agency’s bill for an invoiced order, in Dutch', async () => {
    const text = await textOf(note('nl', 'invoice'));
    expect(text).toContain('Creditnota 2026/000058');
    expect(text).toContain('Wijziging van boeking TB100042: de vorige factuur volledig gecrediteerd');
    expect(text).toContain('Terugbetaling: in mindering van de factuur aan het reisbureau');
  });
});
