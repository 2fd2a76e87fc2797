/**
 * The e-mail signature and the receipt read the operator's identity (issue 13); with the example
 * identity both say, in nl, fr and en, that the company is an example.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import metadata from 'libphonenumber-js/max/metadata';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import {
  EXAMPLE_OPERATOR,
  readOperatorIdentity,
  type ManageView,
  type OperatorIdentity,
} from '../../../core';
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
      { text: 'Your ride is booked.\n', html: '<body><p>Booked.</p></body>' },
      TEST,
    );
    expect(mail.text).toBe(
      'Your ride is booked.\n\n-- \nTaxi Test NV\nProefstraat 7, 2000 Antwerpen\n03 201 22 33 · contact@taxitest.example\nBTW/TVA/VAT BE 0440.966.354\n',
    );
    expect(mail.html).toMatch(
      /<p>Booked\.<\/p><hr><p [^>]+>Taxi Test NV<br>Proefstraat 7, 2000 Antwerpen<br>.+<\/p><\/body>$/,
    );
  });

  it('marks the example company in the three languages', () => {
    const mail = withOperatorFooter({ text: 'Hi', html: '<p>Hi</p>' }, EXAMPLE_OPERATOR);
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
