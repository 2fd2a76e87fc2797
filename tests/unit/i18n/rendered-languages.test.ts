/**
 * Every text the server renders, read in nl, fr and en side by side (issue 30): each e-mail (every
 * message of the mail catalogue, the composed confirmation, reset, e-mail change and organiser mails,
 * the operator's change notice), the receipt, invoice and statement PDFs, the statement CSV, the back
 * office's error messages and the portal's statuses. A segment that reads the same in two languages
 * once names, codes, numbers, amounts, dates, addresses and the allowed brand words are out is an
 * untranslated text; a database column, an underscored status or a message id is a raw value. Both fail.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { LANGS, type Lang } from '../../../core/locales';
import { emailChangeMail } from '../../../server/accounts/email-change-mail';
import { resetMail } from '../../../server/accounts/reset-mail';
import { organiserMail } from '../../../server/events/organiser-mail';
import { mailText } from '../../../server/mail/mail-texts';
import {
  confirmationMail,
  portalStatuses,
  rawValues,
  renderBackofficeErrors,
  renderDocumentMessages,
  renderMailMessages,
  renderPdfs,
  sameInTwoLanguages,
  statementCsvs,
  type ByLang,
} from '../../support/rendered-texts';

const perLang = (render: (lang: Lang) => string): ByLang =>
  Object.fromEntries(LANGS.map((lang) => [lang, render(lang)])) as ByLang;

/** The composed e-mails, subject and body. */
function composedMails(): Map<string, ByLang> {
  const organiser = (step: 'requested' | 'approved' | 'refused') => (lang: Lang) => {
    const m = organiserMail(
      'https://b.be',
      { organisation: 'Gentse Feesten', contact_name: 'Tine', username: 'tine@example.be', slug: 'gf', lang },
      step,
      'Onvolledig',
    );
    return `${m.subject}\n${m.text}`;
  };
  return new Map<string, ByLang>([
    ['confirmation', perLang(confirmationMail)],
    [
      'reset',
      perLang((lang) => {
        const m = resetMail(lang, 'Tine', 'https://b.be/reset?c=1', 60);
        return `${m.subject}\n${m.text}`;
      }),
    ],
    [
      'emailChange',
      perLang((lang) => {
        const m = emailChangeMail(
          lang,
          'Tine',
          'tine@example.be',
          { from: 'a@b.be', to: 'c@d.be' },
          'https://b.be/c',
        );
        return `${m.subject}\n${m.text}`;
      }),
    ],
    ['organiser requested', perLang(organiser('requested'))],
    ['organiser approved', perLang(organiser('approved'))],
    ['organiser refused', perLang(organiser('refused'))],
    [
      // The operator's notice of a customer's change, as sendChangeNotice writes it, in each language.
      'change notice',
      perLang((lang) => {
        const t = mailText(lang);
        const line = (field: 'vluchtnrheen' | 'telklant', before: string, after: string) =>
          t('change.line', { field: t(`change.field.${field}`), before, after });
        return [
          t('change.subject', { bonnr: 'TB100042' }),
          t('change.body', { bonnr: 'TB100042', name: 'Tine Peeters' }),
          line('vluchtnrheen', 'SN2153', 'SN2155'),
          line('telklant', '+32470123456', '+32470654321'),
        ].join('\n');
      }),
    ],
  ]);
}

/** Every rendering, by a name that says what it is. */
const rendered = new Map<string, ByLang>();
beforeAll(async () => {
  const all: [string, Map<string, ByLang>][] = [
    ['mail', renderMailMessages()],
    ['document', renderDocumentMessages()],
    ['back office', renderBackofficeErrors()],
    ['portal status', portalStatuses()],
    ['e-mail', composedMails()],
    ['PDF', await renderPdfs()],
  ];
  for (const [kind, map] of all) for (const [name, texts] of map) rendered.set(`${kind} ${name}`, texts);
  // The CSV's cells are its segments.
  const csv = statementCsvs();
  rendered.set(
    'statement CSV',
    perLang((lang) => csv[lang].replace(/[,;]/g, '\n')),
  );
}, 60_000);

describe('the rendered texts', () => {
  it('cover every kind: each e-mail, the PDFs, the CSV, the back office errors and the change notice', () => {
    const names = [...rendered.keys()];
    for (const name of [
      'mail cancel.refund',
      'mail reminder.week.pickup',
      'e-mail confirmation',
      'e-mail change notice',
      'PDF receipt',
      'PDF invoice of a company',
      'PDF statement',
      'statement CSV',
      'back office bo.error.not_riding',
      'portal status refunded',
    ])
      expect(names).toContain(name);
    expect(rendered.size).toBeGreaterThan(300);
  });

  it('have no text that reads the same in two languages', () => {
    const same = [...rendered].flatMap(([name, texts]) =>
      sameInTwoLanguages(texts).map((s) => `${name}: ${s}`),
    );
    expect(same).toEqual([]);
  });

  it('show no raw database value, underscored status or message id', () => {
    const raw = [...rendered].flatMap(([name, texts]) =>
      LANGS.flatMap((lang) => rawValues(texts[lang], lang).map((v) => `${name} (${lang}): ${v}`)),
    );
    expect(raw).toEqual([]);
  });
});

describe('the checks themselves', () => {
  it('fail on a label left in Dutch on the French page', () => {
    const bad = {
      nl: 'Datum: 14/03/2031\nTotaal: € 89,50',
      fr: 'Datum : 14/03/2031\nTotal : 89,50 €',
      en: 'Date: 14/03/2031\nTotal: €89.50',
    };
    expect(sameInTwoLanguages(bad)).toEqual(['nl=fr: Datum: 14/03/2031', 'fr=en: Total : 89,50 €']);
  });

  it('leave names, codes, numbers, addresses, links and brand names aside', () => {
    const fine = {
      nl: 'Tine Peeters\nTB100042 · BE 0440.966.354\nhttps://b.be/x\nBancontact\nComfort',
      fr: 'Tine Peeters\nTB100042 · BE 0440.966.354\nhttps://b.be/x\nBancontact\nComfort',
      en: 'Tine Peeters\nTB100042 · BE 0440.966.354\nhttps://b.be/x\nBancontact\nComfort',
    };
    expect(sameInTwoLanguages(fine)).toEqual([]);
  });

  it('fail on a database column, a raw status or an enum value', () => {
    expect(rawValues('vluchtnrheen: SN1 → SN2', 'nl')).toEqual(['vluchtnrheen']);
    expect(rawValues('Statut : awaiting_payment', 'fr')).toEqual(['awaiting_payment']);
    expect(rawValues('Type : combinatie', 'fr')).toEqual(['combinatie']);
    expect(rawValues('Type: combinatie', 'en')).toEqual(['combinatie']);
    expect(rawValues('Status: paid', 'nl')).toEqual(['paid']);
    expect(rawValues('Vervoer: receipt.type.comfort', 'nl')).toEqual(['receipt.type.comfort']);
    expect(rawValues('Paid: €89.50, see https://b.be/a_b', 'en')).toEqual([]);
  });
});
