/**
 * docs/glossary.md holds one term per concept per language and strikes through (~~term~~) the variants
 * it refuses, with the phrases that stay allowed in a context (tests/support/glossary-rules.ts reads
 * both from the file: one source). Every text a reader sees must avoid the refused variants of its
 * language: every catalogue of every part, found by where it lives (tests/support/catalogue-files), the
 * e-mails the server composes, and the receipt, invoice lines and agents' statement it renders (PDF text
 * read back with unpdf, and the statement's CSV). A failure names the file and key (or the e-mail or
 * document), the language and the refused term.
 */
import metadata from 'libphonenumber-js/max/metadata';
import { extractText, getDocumentProxy } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import { BOOKED_EXTRA_KINDS, readOperatorIdentity, type ManageView, type PortalOrder } from '../../../core';
import { LANGS, type Lang } from '../../../core/locales';
import { emailChangeMail } from '../../../server/accounts/email-change-mail';
import { resetMail } from '../../../server/accounts/reset-mail';
import { statementCsv, statementPdf, type Statement } from '../../../server/agent-portal/statement';
import { organiserMail } from '../../../server/events/organiser-mail';
import { composeConfirmation, type ConfirmationOrder } from '../../../server/mail/order-confirmation';
import { renderReceipt } from '../../../server/manage/receipt';
import { catalogueTexts, type CatalogueText } from '../../support/catalogue-files';
import { ORDER as RENDERED_ORDER } from '../../support/rendered-texts';
import {
  glossaryRules,
  messageText,
  readGlossaryRules,
  refusedIn,
  renderedText,
  usesTerm,
} from '../../support/glossary-rules';
import { TEST_OPERATOR } from '../../support/operator-file';

const RULES = readGlossaryRules();
let texts: CatalogueText[] = [];

beforeAll(async () => {
  texts = await catalogueTexts();
});

/** The order of tests/support/rendered-texts.ts, in Business, without remarks. */
const ORDER: ConfirmationOrder = {
  ...RENDERED_ORDER,
  soortvervoer: 'business',
  total_cents: 15000,
  remarks: '',
};

/** The e-mails the server's composers write in `lang` (the ones that need no database). */
function composedMails(lang: Lang): Record<string, string> {
  const confirmation = composeConfirmation(
    { ...ORDER, taal: lang.toUpperCase() },
    'x',
    new Date('2031-01-02T10:00:00Z'),
    'https://b.be/m',
  );
  const reset = resetMail(lang, 'Tine', 'https://b.be/reset?c=1', 60);
  const change = emailChangeMail(lang, 'Tine', 't@b.be', { from: 'a@b.be', to: 'c@d.be' }, 'https://b.be/c');
  const mails: Record<string, string> = {
    confirmation: `${confirmation.subject}\n${confirmation.text}`,
    reset: `${reset.subject}\n${reset.text}`,
    emailChange: `${change.subject}\n${change.text}`,
  };
  for (const step of ['requested', 'approved', 'refused'] as const) {
    const organiser = {
      organisation: 'Gentse Feesten',
      contact_name: 'Tine',
      username: 't@b.be',
      slug: 'gf',
      lang,
    };
    const mail = organiserMail('https://b.be', organiser, step, 'Onvolledig');
    mails[`organiser.${step}`] = `${mail.subject}\n${mail.text}`;
  }
  return mails;
}

const reading = readOperatorIdentity(JSON.stringify(TEST_OPERATOR), 'operator.json', metadata);
if (!reading.ok) throw new Error(reading.errors.join(' '));
const OPERATOR = reading.identity;

const pdfText = async (pdf: Buffer) =>
  (await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: false })).text.join('\n');

/** The receipt and the agents' statement (PDF and CSV) rendered in `lang`. */
async function renderedDocuments(lang: Lang): Promise<Record<string, string>> {
  const view = {
    id: 1,
    receipt: 'TB100042',
    booking_code: 'K7P2QX',
    status: 'cancelled',
    lang,
    type: 'business',
    pax: 2,
    first_name: 'Tine',
    last_name: 'Peeters',
    email: 'tine@example.be',
    total: 106,
    refund: { amount: 106 },
    // Every extra, so each label passes the glossary (issue 31 lists them back).
    extras: BOOKED_EXTRA_KINDS.map((kind, i) => ({ kind, count: i + 1 })),
    legs: [
      { leg: 'H', date: '2031/03/04', from: 'Leuven', to: 'Brussels Airport', flight: 'SN2153', price: 60 },
      { leg: 'T', date: '2031/03/21', from: 'Brussels Airport', to: 'Leuven', flight: '', price: 46 },
    ],
  } as unknown as ManageView;
  const order = {
    id: 1,
    receipt: 'TB100042',
    invoice_number: null,
    status: 'invoiced',
    type: 'business',
    created_at: '2031-03-01T09:00:00Z',
    customer: 'Tine Peeters',
    pax: 2,
    total_cents: 10_600,
    discount_cents: 0,
    po: 'PO-7',
    legs: [{ date: '2031/03/04', airport: 'BRU', gross_cents: 10_600 }],
  } as unknown as PortalOrder;
  const statement: Statement = {
    agent: { licence: 'TA-1', name: 'Reizen Vos' },
    month: '2031-03',
    lang,
    orders: [order],
  };
  const now = new Date('2031-03-01T10:00:00Z');
  return {
    receipt: await pdfText(await renderReceipt(view, OPERATOR, undefined, null, now)),
    invoice: await pdfText(
      await renderReceipt(view, OPERATOR, undefined, { name: 'Vos BV', vatNumber: 'BE0417497106' }, now),
    ),
    'statement PDF': await pdfText(await statementPdf(statement, OPERATOR, undefined)),
    'statement CSV': statementCsv(statement),
  };
}

describe('the glossary', () => {
  it('lists the refused variants of the copy review’s concepts, as words and as labels', () => {
    const terms = (lang: Lang) => RULES[lang].refused.map((r) => (r.labelOnly ? `"${r.term}"` : r.term));
    expect(terms('nl')).toEqual(
      expect.arrayContaining([
        'bonnummer',
        'heenreis',
        'vertrek',
        '"heen"',
        'bewaren',
        'ophaaltijd',
        'hoe lang',
      ]),
    );
    expect(terms('fr')).toEqual(
      expect.arrayContaining(['numéro de bon', 'valise vélo', 'rollator', 'coupon']),
    );
    expect(terms('en')).toEqual(
      expect.arrayContaining(['travel agent', 'departure', 'postal code', 'bike case']),
    );
    expect(RULES.en.allowed.map((a) => a.phrase)).toContain('departure date');
  });

  it('finds the texts of the widget, the site, the e-mails, the SMS and the PDF documents', () => {
    const files = new Set(texts.map((t) => t.file));
    for (const file of [
      'widget/i18n/start-nl.ts',
      'site/src/i18n/account-fr.ts',
      'server/mail/i18n/mail-en.ts',
      'server/pdf/i18n/document-nl.ts',
      'server/sms/i18n/sms-fr.ts',
      'server/payment/i18n/sandbox-en.ts',
    ]) {
      expect(files).toContain(file);
    }
    expect(texts.some((t) => t.key.startsWith('receipt.'))).toBe(true);
  });

  it('recognises a refused term as a word, whatever its case, and not inside another word', () => {
    expect(usesTerm('Uw Bonnummer is 12', 'bonnummer')).toBe(true);
    expect(usesTerm('Le numéro  de bon', 'numéro de bon')).toBe(true);
    expect(usesTerm('an e-mail address', 'email')).toBe(false);
    expect(usesTerm('Reisagentschap', 'reisagent')).toBe(false);
    expect(usesTerm('Vertrekdatum', 'vertrek')).toBe(false);
  });

  // The checker the catalogues go through, fed refused variants: it must fail on each.
  it('fails on a refused variant fed through the same checker, and passes the allowed contexts', () => {
    const check = (lang: Lang, message: string, key = 'x') =>
      refusedIn(messageText(message, key), RULES[lang]);
    expect(check('nl', 'Vluchtnummer heenreis')).toEqual([expect.stringMatching(/^"heenreis" \(legs/)]);
    expect(check('nl', '{leg, select, H {Heen} other {Terug}} {date}')).toHaveLength(2);
    expect(check('nl', '{heen} heen, {terug} terug')).toHaveLength(2);
    expect(check('nl', '{rating} op {maxRating}')).toHaveLength(1);
    expect(check('en', 'Departure (to the airport)')).toHaveLength(1);
    expect(check('en', 'City: {city}, {country}')).toHaveLength(1);
    expect(check('en', 'Bike cases')).toHaveLength(1);
    expect(check('fr', 'une valise vélo')).toHaveLength(1);
    expect(check('fr', 'Reçu')).toHaveLength(1);
    expect(refusedIn(renderedText('Heenreis\nTerug: 21/03/2031'), RULES.nl)).toHaveLength(2);
    // Allowed: a compound, a phrase of the allow-list, a word that is refused only as a label.
    expect(check('nl', 'Vertrekdatum')).toEqual([]);
    expect(check('nl', 'tot 3 dagen voor de dag van uw vertrek')).toEqual([]);
    expect(check('nl', 'U krijgt het bedrag terug.')).toEqual([]);
    expect(check('nl', 'Terug', 'acc.forgot.back')).toEqual([]);
    expect(check('en', 'Please choose a valid departure date.')).toEqual([]);
    expect(check('en', '{rating} out of {maxRating}')).toEqual([]);
    expect(check('fr', 'Reçu', 'receipt.title')).toEqual([]);
    expect(check('fr', 'Déambulateurs (rollators)')).toEqual([]);
  });

  it('reads its rules from Markdown: struck terms by column, quoted ones as labels, allowed phrases by key', () => {
    const rules = glossaryRules(
      '| concept | nl | fr | en |\n|---|---|---|---|\n| x | a ~~b~~ ~~"c"~~ | | d ~~e f~~ |\n\n' +
        '| language | allowed phrase | only in | why |\n|---|---|---|---|\n| en | e f g | k1, k2 | y |\n',
    );
    expect(rules.nl.refused).toEqual([
      { term: 'b', labelOnly: false, concept: 'x' },
      { term: 'c', labelOnly: true, concept: 'x' },
    ]);
    expect(rules.fr.refused).toEqual([]);
    expect(rules.en.allowed).toEqual([{ phrase: 'e f g', keys: ['k1', 'k2'] }]);
  });

  it.each(LANGS)('has no catalogue in %s using a variant it refuses', (lang) => {
    const offending = texts
      .filter((t) => t.lang === lang)
      .flatMap((t) =>
        refusedIn(messageText(t.text, t.key), RULES[lang]).map((r) => `${t.file} ${t.key} [${lang}]: ${r}`),
      );
    expect(offending).toEqual([]);
  });

  it.each(LANGS)('has no e-mail composed in %s using a variant it refuses', (lang) => {
    const offending = Object.entries(composedMails(lang)).flatMap(([name, text]) =>
      refusedIn(renderedText(text), RULES[lang]).map((r) => `e-mail ${name} [${lang}]: ${r}`),
    );
    expect(offending).toEqual([]);
  });

  it.each(LANGS)('has no receipt, invoice or statement in %s using a variant it refuses', async (lang) => {
    const offending = Object.entries(await renderedDocuments(lang)).flatMap(([name, text]) =>
      refusedIn(renderedText(text), RULES[lang]).map((r) => `${name} [${lang}]: ${r}`),
    );
    expect(offending).toEqual([]);
  });
});
