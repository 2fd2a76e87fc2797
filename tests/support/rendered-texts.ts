/**
 * Renders what a customer, an agency or the operator reads from the server, in nl, fr and en (issue 30):
 * every e-mail of the mail catalogue with values of the kind each placeholder names, the e-mails the
 * composers write, the receipt, invoice and statement PDFs (read back with unpdf), the statement CSV,
 * the operator's change notice and the back office's error messages. The checks beside them find a
 * text left the same in two languages (the values a test passes taken out) and a raw database value.
 */
import metadata from 'libphonenumber-js/max/metadata';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { extractText, getDocumentProxy } from 'unpdf';
import {
  BOOKED_EXTRA_KINDS,
  ORDER_STATUSES,
  readOperatorIdentity,
  type ManageView,
  type PortalOrder,
} from '../../core';
import { catalogue } from '../../core/intl';
import { LANGS, LOCALE, type Lang } from '../../core/locales';
import { formatLetterDate } from '../../core/date-display';
import { formatEuros } from '../../core/tariff';
import { statementCsv, statementPdf, type Statement } from '../../server/agent-portal/statement';
import type { InvoiceRecord } from '../../server/data/invoices/invoices-repo';
import { renderInvoice } from '../../server/invoices/invoice-document';
import { MAIL_MESSAGES } from '../../server/mail/mail-texts';
import { withOperatorFooter } from '../../server/mail/operator-footer';
import { composeConfirmation, type ConfirmationOrder } from '../../server/mail/order-confirmation';
import { renderReceipt } from '../../server/manage/receipt';
import { DOCUMENT_MESSAGES } from '../../server/pdf/document-texts';
import { backofficeEn } from '../../site/src/i18n/backoffice-en';
import { backofficeFr } from '../../site/src/i18n/backoffice-fr';
import { backofficeNl } from '../../site/src/i18n/backoffice-nl';
import { portalEn } from '../../site/src/i18n/portal-en';
import { portalFr } from '../../site/src/i18n/portal-fr';
import { portalNl } from '../../site/src/i18n/portal-nl';
import { TEST_OPERATOR } from './operator-file';

/** One rendered text in the three languages. */
export type ByLang = Record<Lang, string>;

const reading = readOperatorIdentity(JSON.stringify(TEST_OPERATOR), 'operator.json', metadata);
if (!reading.ok) throw new Error(reading.errors.join(' '));
/** The operator identity of the tests (tests/support/operator-file.ts). */
export const OPERATOR = reading.identity;
const SITE = 'https://book.taxitest.example';

/**
 * The values the renderings pass (names, places, codes): a text made only of them is the same in every
 * language by nature. Longest first, so a longer value is taken out before a part of it.
 */
const VALUES = [
  'Bondgenotenlaan 1, 3000 Leuven',
  'Rue Neuve 3, 1000 Bruxelles, BE',
  'Proefstraat 7, 2000 Antwerpen',
  'Antwerpen, afdeling Antwerpen',
  'Brussels Airport',
  'Gentse Feesten',
  'Agence Soleil',
  'Reisbureau Zon',
  'Voyages SA',
  'Taxi Test NV',
  'Taxi Test',
  'Tine Peeters',
  'Ann Peeters',
  'Onvolledig',
  'Zaventem',
  'Lissabon',
  'Leuven',
  'Liège',
  'Tine',
  'BRU',
];

/**
 * Words that are the same in every language by design: brand and product names, the vehicle types'
 * names, the payment methods, the trilingual VAT and register labels and the glossary's shared terms.
 */
export const SAME_IN_EVERY_LANGUAGE = [
  'Airport Transfer',
  'Bancontact',
  'Visa',
  'Mastercard',
  'BTW/TVA/VAT',
  'My-Events',
  'Comfort',
  'Business',
  'Combi',
  'PO',
  'RPR/RPM',
  'ics',
  // The same word in the languages that share it, as the glossary has it.
  'Rollator',
  'Rollators',
  'Skis',
  'Chauffeur',
];

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const ALLOWED = new RegExp(
  `(?<![\\p{L}])(${SAME_IN_EVERY_LANGUAGE.map(escape).join('|')})(?![\\p{L}])`,
  'gu',
);

/** What is left of a segment once values, numbers, addresses and allowed words are out, lowercased. */
export function wordsOf(segment: string): string {
  let s = segment
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/[\w.+-]+@[\w.-]+/g, ' ')
    .replace(/\bBE ?[01]\d{3}[. ]?\d{3}[. ]?\d{3}\b/g, ' ')
    .replace(/\b[01]\d{3}\.\d{3}\.\d{3}\b/g, ' ')
    .replace(/\b[A-Z]{2,}[0-9][A-Z0-9/-]*\b/g, ' ')
    .replace(/\b[A-Z0-9]{6}\b/g, (m) => (/\d/.test(m) ? ' ' : m));
  for (const value of VALUES) s = s.split(value).join(' ');
  return s
    .replace(ALLOWED, ' ')
    .replace(/[\d€%]+/g, ' ')
    .replace(/[^\p{L}]+/gu, ' ')
    .trim()
    .toLowerCase();
}

/** A text's segments: its lines, each cut at " · " and " - " (a PDF heading joins its parts so). */
export function segmentsOf(text: string): string[] {
  return text
    .split('\n')
    .flatMap((line) => line.split(/ · | - /))
    .map((s) => s.trim())
    .filter(Boolean);
}

/**
 * The segments of `texts` that read the same in two languages once values are out, as
 * "nl=fr: <segment>". A segment of words only: one left with fewer than two letters is a value.
 */
export function sameInTwoLanguages(texts: ByLang): string[] {
  const words = Object.fromEntries(
    LANGS.map((lang) => [lang, new Map(segmentsOf(texts[lang]).map((s) => [wordsOf(s), s]))]),
  ) as Record<Lang, Map<string, string>>;
  const found: string[] = [];
  for (const [a, b] of [
    ['nl', 'fr'],
    ['nl', 'en'],
    ['fr', 'en'],
  ] as const) {
    for (const [w, segment] of words[a]) {
      if (w.replace(/ /g, '').length >= 2 && words[b].has(w)) found.push(`${a}=${b}: ${segment}`);
    }
  }
  return found;
}

/** Database column names that a customer or operator must never read (orders table). */
const COLUMNS =
  /\b(vluchtnrheen|vluchtnrterug|uurvluchtheen|uurvluchtterug|telklant|emailklant|heennr|terugnr|soortvervoer|heenterug|datumheen|datumterug|heenadres|terugadres|idluchthavenheen|idluchthaventerug|vroegeropluchthaven|terugherkomst|bonnr|ecode)\b/;
/** Statuses and kinds with an underscore, a message id left unformatted, or a placeholder left in braces. */
const CODES = /\b[a-z]+_[a-z_]+\b|\b[a-z]+\.[a-z]+\.[a-zA-Z.]+\b|\{[a-zA-Z]+\}/;
/** Lower-case enum values that are a word of only one language, checked in the others. */
const ENUM_WORDS: Record<Lang, RegExp> = {
  nl: /\b(paid|invoiced|free|unpaid|cancelled|canceled|refunded|failed|business)\b/,
  fr: /\b(paid|invoiced|free|unpaid|cancelled|canceled|refunded|failed|comfort|business|combinatie)\b/,
  en: /\b(combinatie|betaald|gefactureerd)\b/,
};

/** The raw database or enum values `text` shows in `lang`, web and e-mail addresses left out. */
export function rawValues(text: string, lang: Lang): string[] {
  const clean = text.replace(/https?:\/\/\S+/g, ' ').replace(/[\w.+-]+@[\w.-]+/g, ' ');
  return [COLUMNS, CODES, ENUM_WORDS[lang]].flatMap((re) => {
    const m = re.exec(clean);
    return m ? [m[0]] : [];
  });
}

/** The argument names of a message, with whether each is a number (plural, number). */
function argumentsOf(elements: MessageFormatElement[], into = new Map<string, boolean>()) {
  for (const el of elements) {
    if (el.type === TYPE.literal || el.type === TYPE.pound) continue;
    into.set(el.value, el.type === TYPE.plural || el.type === TYPE.number || into.get(el.value) === true);
    if (el.type === TYPE.plural || el.type === TYPE.select) {
      for (const option of Object.values(el.options)) argumentsOf(option.value, into);
    }
  }
  return into;
}

/** A value of the kind a placeholder's name says, as the server passes it in `lang`. */
function sampleValue(name: string, numeric: boolean, lang: Lang): string | number {
  if (numeric || /^(minutes|days|hours|percent|pax|count|n|max|cargo)$/i.test(name)) return 3;
  if (/date|until|before|after|bookedOn|from|^to$|landing/i.test(name))
    return formatLetterDate('2031/03/14', lang);
  if (/time/i.test(name)) return '06:30';
  if (/amount|refund|price|total|gross|discount|minimum|lower|upper|charge/i.test(name))
    return formatEuros(8950, LOCALE[lang]);
  if (/url|link/i.test(name)) return 'https://book.example.be/x?key=1';
  if (/bonnr|code|receipt|number|flight|licence/i.test(name)) return 'TB100042';
  if (/email|username/i.test(name)) return 'tine@example.be';
  return 'Liège';
}

/** Every message of `messages` in the three languages, formatted with sample values, by key. */
export function renderCatalogue(messages: Record<Lang, Record<string, string>>): Map<string, ByLang> {
  const out = new Map<string, ByLang>();
  for (const key of Object.keys(messages.nl)) {
    const byLang = {} as ByLang;
    for (const lang of LANGS) {
      const text = messages[lang][key]!;
      const values = Object.fromEntries(
        [...argumentsOf(parse(text))].map(([n, numeric]) => [n, sampleValue(n, numeric, lang)]),
      );
      byLang[lang] = String(catalogue(lang, messages[lang])(key, values));
    }
    out.set(key, byLang);
  }
  return out;
}

/** The e-mail catalogue's messages, rendered. */
export const renderMailMessages = () => renderCatalogue(MAIL_MESSAGES);
/** The PDF documents' catalogue messages, rendered. */
export const renderDocumentMessages = () => renderCatalogue(DOCUMENT_MESSAGES);

/** The back office's error messages (bo.error.*), rendered. */
export function renderBackofficeErrors(): Map<string, ByLang> {
  const only = (m: Record<string, string>) =>
    Object.fromEntries(Object.entries(m).filter(([k]) => k.startsWith('bo.error.')));
  return renderCatalogue({ nl: only(backofficeNl), fr: only(backofficeFr), en: only(backofficeEn) });
}

/** The agents' portal's word for each order status. */
export function portalStatuses(): Map<string, ByLang> {
  const out = new Map<string, ByLang>();
  const messages = { nl: portalNl, fr: portalFr, en: portalEn } as Record<Lang, Record<string, string>>;
  for (const status of ORDER_STATUSES) {
    const byLang = {} as ByLang;
    for (const lang of LANGS)
      byLang[lang] = String(catalogue(lang, messages[lang])('portal.status', { status }));
    out.set(status, byLang);
  }
  return out;
}

/** The order the confirmation and the PDFs are of: a return trip in Comfort with a pet and remarks. */
export const ORDER: ConfirmationOrder = {
  bonnr: 'TB100042',
  ecode: 'K7P2QX',
  status: 'paid',
  taal: 'NL',
  total_cents: 10600,
  voornaam: 'Tine',
  naam: 'Peeters',
  emailklant: 'tine@example.be',
  heenterug: 'HT',
  soortvervoer: 'comfort',
  pax: 2,
  datumheen: '2031/03/04',
  uurvluchtheen: '06:30',
  vluchtnrheen: 'SN2153',
  vroegeropluchthaven: '2.5',
  heenadres: 'Bondgenotenlaan 1, 3000 Leuven',
  reistijdheen: 35,
  airportheen: 'Zaventem',
  datumterug: '2031/03/21',
  uurvluchtterug: '23:45',
  vluchtnrterug: 'SN2154',
  terugherkomst: 'Lissabon',
  terugadres: 'Bondgenotenlaan 1, 3000 Leuven',
  reistijdterug: 35,
  airportterug: 'Zaventem',
  event: null,
  huisdieren: 1,
  remarks: 'Tine',
};

/** The confirmation e-mail as sent in `lang`, the closing and the operator's block included. */
export function confirmationMail(lang: Lang): string {
  const mail = composeConfirmation(
    { ...ORDER, taal: lang.toUpperCase() },
    'x',
    new Date('2031-01-02T10:00:00Z'),
    `${SITE}/manage?key=1`,
  );
  return `${mail.subject}\n${withOperatorFooter({ ...mail, lang }, OPERATOR, SITE).text}`;
}

/** The manage view the receipt and invoice PDFs are of, in `lang`. */
export function manageView(lang: Lang, status = 'awaiting_payment'): ManageView {
  return {
    id: 1,
    receipt: 'TB100042',
    booking_code: 'K7P2QX',
    first_name: 'Tine',
    last_name: 'Peeters',
    email: 'tine@example.be',
    lang,
    type: 'comfort',
    status,
    pax: 2,
    total: 106,
    // Every extra, so each label is rendered too (issue 31 lists them back).
    extras: BOOKED_EXTRA_KINDS.map((kind, i) => ({ kind, count: i + 1 })),
    legs: [
      { leg: 'H', date: '2031/03/04', from: 'Leuven', to: 'Brussels Airport', flight: 'SN2153', price: 60 },
      { leg: 'T', date: '2031/03/21', from: 'Brussels Airport', to: 'Leuven', flight: '', price: 46 },
    ],
  } as unknown as ManageView;
}

/** An issued invoice of a company (or its receipt without one) in `lang`. */
export function invoiceRecord(lang: Lang, company: boolean): InvoiceRecord {
  return {
    id: 1,
    number: '2031/000042',
    kind: 'invoice',
    orderId: 1,
    corrects: null,
    issuedOn: '2031/01/02',
    lang,
    customer: {
      name: 'Ann Peeters',
      company: company
        ? {
            name: 'Voyages SA',
            vat: 'BE0417497106',
            address: { street: 'Rue Neuve 3', postal: '1000', city: 'Bruxelles', country: 'BE' },
          }
        : null,
    },
    method: company ? 'invoice' : 'online',
    methodDetail: 'Agence Soleil',
    lines: [
      { kind: 'H', gross_cents: 6_000 },
      { kind: 'T', gross_cents: 4_600 },
    ],
    totalCents: 10_600,
  } as InvoiceRecord;
}

/** The text of a PDF, one line per text line pdf.js reports. */
export async function pdfText(pdf: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
  return text;
}

/** The statement of `lang`'s agency for November 2031: one Combi order on a PO. */
export function statement(lang: Lang): Statement {
  const order = {
    id: 7,
    receipt: 'TB100042',
    invoice_number: '2031/000042',
    status: 'invoiced',
    type: 'combinatie',
    created_at: '2031-11-02T09:00:00Z',
    customer: 'Tine Peeters',
    pax: 2,
    total_cents: 21_600,
    discount_cents: 2_400,
    po: 'PO77',
    legs: [{ date: '2031/11/20', airport: 'BRU', gross_cents: 24_000 }],
  } as unknown as PortalOrder;
  return { agent: { licence: 'AG123', name: 'Reisbureau Zon' }, month: '2031-11', lang, orders: [order] };
}

/** Every PDF in the three languages: receipt (unpaid and cancelled), invoice, company invoice, statement. */
export async function renderPdfs(now = new Date('2031-01-05T10:00:00Z')): Promise<Map<string, ByLang>> {
  const company = {
    name: 'Voyages SA',
    vatNumber: 'BE0417497106',
    address: 'Rue Neuve 3, 1000 Bruxelles, BE',
  };
  const kinds: Record<string, (lang: Lang) => Promise<Buffer>> = {
    receipt: (lang) => renderReceipt(manageView(lang), OPERATOR, undefined, null, now),
    'receipt of a company': (lang) => renderReceipt(manageView(lang), OPERATOR, undefined, company, now),
    'receipt of a cancelled order': (lang) =>
      renderReceipt(manageView(lang, 'cancelled'), OPERATOR, undefined, null, now),
    'invoice of a consumer': (lang) =>
      renderInvoice(invoiceRecord(lang, false), manageView(lang), OPERATOR, undefined),
    'invoice of a company': (lang) =>
      renderInvoice(invoiceRecord(lang, true), manageView(lang), OPERATOR, undefined),
    statement: (lang) => statementPdf(statement(lang), OPERATOR, undefined),
  };
  const out = new Map<string, ByLang>();
  for (const [name, render] of Object.entries(kinds)) {
    const byLang = {} as ByLang;
    for (const lang of LANGS) byLang[lang] = await pdfText(await render(lang));
    out.set(name, byLang);
  }
  return out;
}

/** The statement CSV in the three languages. */
export function statementCsvs(): ByLang {
  return Object.fromEntries(LANGS.map((lang) => [lang, statementCsv(statement(lang))])) as ByLang;
}
