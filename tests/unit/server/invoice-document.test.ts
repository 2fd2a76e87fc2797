/**
 * The invoice and credit note PDFs in French and English (server/invoices/invoice-document.ts): every label an
 * accountant looks for, in the document's own language, read back with unpdf.
 */
import metadata from 'libphonenumber-js/max/metadata';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { readOperatorIdentity, type ManageView } from '../../../core';
import { renderInvoice } from '../../../server/invoices/invoice-document';
import type { InvoiceRecord } from '../../../server/data/invoices/invoices-repo';
import { TEST_OPERATOR } from '../../support/operator-file';

const reading = readOperatorIdentity(JSON.stringify(TEST_OPERATOR), 'operator.json', metadata);
if (!reading.ok) throw new Error(reading.errors.join(' '));
const operator = reading.identity;

const view = (lang: 'fr' | 'en') =>
  ({
    id: 1,
    receipt: 'TB100042',
    booking_code: 'K7P2QX9ABC',
    lang,
    type: 'comfort',
    pax: 2,
    extras: [{ kind: 'koffers', count: 2 }],
    legs: [
      { leg: 'H', date: '2026/12/01', from: 'Leuven', to: 'Brussels Airport', flight: 'SN2153', price: 60 },
      { leg: 'T', date: '2026/12/08', from: 'Brussels Airport', to: 'Leuven', flight: '', price: 46 },
    ],
  }) as unknown as ManageView;

const company: InvoiceRecord['customer'] = {
  name: 'Ann Peeters',
  company: {
    name: 'Voyages SA',
    vat: 'BE0417497106',
    address: { street: 'Rue Neuve 3', postal: '1000', city: 'Bruxelles', country: 'BE' },
  },
};

async function textOf(doc: InvoiceRecord, lang: 'fr' | 'en'): Promise<string> {
  const pdf = await renderInvoice(doc, view(lang), operator, undefined);
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

describe('renderInvoice()', () => {
  it('writes a French company invoice with each leg and the totals split by VAT', async () => {
    const text = await textOf(
      {
        id: 1,
        number: '2026/000042',
        kind: 'invoice',
        orderId: 1,
        corrects: null,
        issuedOn: '2026/11/20',
        lang: 'fr',
        customer: company,
        method: 'invoice',
        methodDetail: 'Agence Soleil',
        lines: [
          { kind: 'H', gross_cents: 6_000 },
          { kind: 'T', gross_cents: 4_600 },
        ],
        totalCents: 10_600,
      },
      'fr',
    );
    expect(text).toContain('Facture 2026/000042');
    // The ride's vehicle type in words from the document catalogue, never its message id.
    expect(text).toMatch(/passagers, Comfort/);
    expect(text).not.toContain('.type.');
    expect(text).toMatch(/Date de facture\s?: 20\/11\/2026/);
    expect(text).toMatch(/Numéro d’entreprise 0440\.966\.354 · RPM Antwerpen, afdeling Antwerpen/);
    expect(text).toMatch(/Société\s?: Voyages SA/);
    expect(text).toMatch(/Numéro de TVA\s?: BE0417497106/);
    expect(text).toMatch(/Adresse de facturation\s?: Rue Neuve 3, 1000 Bruxelles, BE/);
    expect(text).toMatch(
      /Montant hors TVA\s?: 56,60\s€ · TVA 6\s%\s?: 3,40\s€ · Montant TVA comprise\s?: 60,00\s€/,
    );
    expect(text).toMatch(
      /Montant hors TVA\s?: 43,40\s€ · TVA 6\s%\s?: 2,60\s€ · Montant TVA comprise\s?: 46,00\s€/,
    );
    expect(text).toMatch(/Total hors TVA\s?: 100,00\s€/);
    expect(text).toMatch(/Total TVA 6\s%\s?: 6,00\s€/);
    expect(text).toMatch(/Total TVA comprise\s?: 106,00\s€/);
    expect(text).toMatch(
      /Mode de paiement\s?: sur facture à l’agence de voyages Agence Soleil, payable dans les 14 jours/,
    );
  });

  it('writes an English credit note that names the invoice it corrects', async () => {
    const text = await textOf(
      {
        id: 2,
        number: '2026/000057',
        kind: 'credit_note',
        orderId: 1,
        corrects: { number: '2026/000042', issuedOn: '2026/11/20' },
        issuedOn: '2026/11/25',
        lang: 'en',
        customer: company,
        method: 'card',
        methodDetail: '',
        lines: [{ kind: 'credit', gross_cents: 5_300 }],
        totalCents: 5_300,
      },
      'en',
    );
    expect(text).toContain('Credit note 2026/000057');
    expect(text).toContain('Credit note date: 25/11/2026');
    expect(text).toContain('Corrects invoice 2026/000042 of 20/11/2026');
    expect(text).toContain('Enterprise number 0440.966.354 · RPR/RPM Antwerpen, afdeling Antwerpen');
    expect(text).toContain('Company: Voyages SA');
    expect(text).toContain('VAT number: BE0417497106');
    expect(text).toContain('Billing address: Rue Neuve 3, 1000 Bruxelles, BE');
    expect(text).toContain('Cancellation of booking TB100042');
    expect(text).toContain('Amount excluding VAT: €50.00 · VAT 6%: €3.00 · Amount including VAT: €53.00');
    expect(text).toContain('Total including VAT: €53.00');
    expect(text).toContain('Refund: to the payment card');
  });

  it('calls a consumer’s document a receipt', async () => {
    const text = await textOf(
      {
        id: 3,
        number: '2026/000058',
        kind: 'invoice',
        orderId: 1,
        corrects: null,
        issuedOn: '2026/11/26',
        lang: 'en',
        customer: { name: 'Ann Peeters', company: null },
        method: 'online',
        methodDetail: 'Bancontact/Mister Cash',
        lines: [{ kind: 'H', gross_cents: 6_000 }],
        totalCents: 6_000,
      },
      'en',
    );
    expect(text).toContain('Receipt 2026/000058');
    expect(text).toContain('Customer: Ann Peeters');
    expect(text).not.toContain('Company:');
    expect(text).toContain('Payment method: online payment (Bancontact/Mister Cash)');
  });
});
