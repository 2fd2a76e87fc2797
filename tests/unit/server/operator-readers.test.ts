/**
 * The e-mail signature, the receipt and the agents' statement read the operator's identity (issue 13);
 * with the example identity they say, in nl, fr and en, that the company is an example.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import metadata from 'libphonenumber-js/max/metadata';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import {
  EXAMPLE_OPERATOR,
  INVOICE_OBJECTION_DAYS,
  INVOICE_PAYMENT_DAYS,
  readOperatorIdentity,
  type ManageView,
  type OperatorIdentity,
} from '../../../core';
import type { PortalOrder } from '../../../server/agent-portal/portal-orders';
import { statementPdf } from '../../../server/agent-portal/statement';
import { withOperatorFooter } from '../../../server/mail/operator-footer';
import { renderReceipt } from '../../../server/manage/receipt';
import { TEST_OPERATOR } from '../../support/operator-file';

const reading = readOperatorIdentity(JSON.stringify(TEST_OPERATOR), 'operator.json', metadata);
if (!reading.ok) throw new Error(reading.errors.join(' '));
const TEST: OperatorIdentity = reading.identity;

const MARKS = [
  'Voorbeeldbedrijf — stel de identiteit van de uitbater in',
  'Entreprise d’exemple — configurez l’identité de l’exploitant',
  'Example company — set the operator’s identity',
];

const VIEW = {
  id: 1,
  receipt: 'R-1001',
  booking_code: 'ABC123',
  status: 'paid',
  lang: 'en',
  type: 'comfort',
  pax: 2,
  suitcases: 1,
  extras: [{ kind: 'koffers', count: 1 }],
  first_name: 'Ann',
  last_name: 'Peeters',
  phone: '+32470123456',
  email: 'ann@example.be',
  total: 90,
  agent: '',
  legs: [],
  actions: { pay: false, cancel: false, change: [] },
  cancellation: null,
  refund: null,
} as unknown as ManageView;

async function receiptText(op: OperatorIdentity, logo?: string): Promise<string> {
  const pdf = await renderReceipt(VIEW, op, logo, null, new Date('2026-11-23T10:00:00Z'));
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

describe('the e-mail signature', () => {
  it('ends the text and the HTML with the configured company', () => {
    const mail = withOperatorFooter(
      { text: 'Your ride is booked.\n', html: '<body><p>Booked.</p></body>', lang: 'en' },
      TEST,
      'https://book.taxitest.example/',
    );
    expect(mail.text).toBe(
      'Your ride is booked.\n\nKind regards,\nThe Taxi Test team\n\n-- \nTaxi Test NV\nProefstraat 7, 2000 Antwerpen\n03 201 22 33 · contact@taxitest.example · https://book.taxitest.example/en/\nBTW/TVA/VAT BE 0440.966.354 · RPR/RPM Antwerpen, afdeling Antwerpen\n',
    );
    expect(mail.html).toMatch(
      /<p>Booked\.<\/p><p>Kind regards,<br>The Taxi Test team<\/p><hr><p [^>]+>Taxi Test NV<br>Proefstraat 7, 2000 Antwerpen<br>.+<\/p><\/body>$/,
    );
  });

  it('marks the example company in the three languages', () => {
    const mail = withOperatorFooter(
      { text: 'Hi', html: '<p>Hi</p>', lang: 'nl' },
      EXAMPLE_OPERATOR,
      'https://x.example',
    );
    for (const mark of MARKS) {
      expect(mail.text).toContain(mark);
      expect(mail.html).toContain(mark);
    }
  });
});

describe('the receipt', () => {
  it('is issued by the configured company, with its logo', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tb-logo-'));
    const logo = join(dir, 'logo.png');
    writeFileSync(
      logo,
      Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC',
        'base64',
      ),
    );
    const text = await receiptText(TEST, logo);
    expect(text).toContain('Taxi Test NV');
    expect(text).toContain('Proefstraat 7, 2000 Antwerpen');
    expect(text).toContain('BE 0440.966.354');
    expect(text).toContain('contact@taxitest.example');
    for (const mark of MARKS) expect(text).not.toContain(mark);
  });

  it('marks the example company in the three languages', async () => {
    const text = await receiptText(EXAMPLE_OPERATOR);
    for (const mark of MARKS) expect(text).toContain(mark);
  });
});

describe('the agents’ monthly statement', () => {
  const order = {
    id: 7,
    receipt: 'R-2001',
    status: 'invoiced',
    type: 'comfort',
    created_at: '2026-10-02T09:00:00Z',
    customer: 'Tine Janssens',
    pax: 2,
    total_cents: 21_600,
    discount_cents: 2_400,
    po: '',
    legs: [{ date: '2026/10/20', airport: 'BRU', gross_cents: 24_000 }],
  } as unknown as PortalOrder;

  it('is written under the operator’s letterhead in French, with the terms’ days and French spacing', async () => {
    const pdf = await statementPdf(
      { agent: { licence: 'TA-INV', name: 'Reizen Vos' }, month: '2026-10', lang: 'fr', orders: [order] },
      TEST,
      undefined,
    );
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
    expect(text).toContain('Taxi Test NV');
    expect(text).toContain('BE 0440.966.354');
    // The catalogue's label pattern puts the colon (French spacing is the catalogue tests' concern).
    expect(text).toMatch(/Agence de voyages\s: Reizen Vos/);
    expect(text).toMatch(/Réservé le 02\/10\/2026\s; trajets\s: 20\/10\/2026 BRU/);
    expect(text).toMatch(
      new RegExp(
        `Factures payables dans les ${INVOICE_PAYMENT_DAYS} jours\\s; réclamations dans les ${INVOICE_OBJECTION_DAYS} jours\\.`,
      ),
    );
  });
});
