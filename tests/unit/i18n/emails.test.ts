/**
 * Every e-mail the server sends, in nl, fr and en: no English in the Dutch or French body, dates as
 * DD/MM/YYYY, and French typography (core/typography.ts). The e-mails are found from their texts: each
 * key `<template>.subject` of a catalogue under server/…/i18n starts one e-mail, whose body is every
 * message of the same family (`reminder.week.subject` → `reminder.*`) and the shared `mail.*` ones, each
 * rendered through core's formatter with values of the kind its placeholder names (dates through
 * formatLetterDate, amounts through formatEuros). An e-mail a later issue adds is covered by adding its
 * texts. The composers the server runs are rendered too (confirmation, reset, e-mail change, organiser).
 */
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogue } from '../../../core/intl';
import { LANGS, LOCALE, type Lang } from '../../../core/locales';
import { formatLetterDate } from '../../../core/date-display';
import { formatEuros } from '../../../core/tariff';
import { frenchSpacing } from '../../../core/typography';
import { emailChangeMail } from '../../../server/accounts/email-change-mail';
import { resetMail } from '../../../server/accounts/reset-mail';
import { organiserMail } from '../../../server/events/organiser-mail';
import { composeConfirmation, type ConfirmationOrder } from '../../../server/mail/order-confirmation';
import { catalogueTexts, type CatalogueText } from '../../support/catalogue-files';
import { ORDER as RENDERED_ORDER } from '../../support/rendered-texts';

/** Common English words that are neither Dutch nor French. */
const ENGLISH = [
  'the',
  'and',
  'your',
  'you',
  'with',
  'booking',
  'please',
  'thank',
  'thanks',
  'password',
  'here',
  'will',
  'have',
  'this',
  'that',
  'from',
  'ride',
  'pickup',
  'driver',
  'flight',
  'paid',
  'invoice',
  'hours',
  'days',
  'request',
  'changed',
  'if',
  'not',
  'our',
];

/** Finds the English words of `text`, web addresses left out. */
function englishWords(text: string): string[] {
  const words = text
    .replace(/https?:\/\/\S+/g, ' ')
    .toLowerCase()
    .split(/[^\p{L}’'-]+/u);
  return [...new Set(words.filter((w) => ENGLISH.includes(w)))];
}

/** Dates that are not DD/MM/YYYY: a short year, the ISO or the database's order. */
const WRONG_DATE = /\b\d{1,2}\/\d{1,2}\/\d{2}(?!\d)|\b\d{4}[/-]\d{2}[/-]\d{2}\b|\b\d\/\d{1,2}\/\d{4}\b/;

/** The argument names of a message, with whether each is a number (plural, select ordinal, number). */
function argumentsOf(elements: MessageFormatElement[], into = new Map<string, boolean>()) {
  for (const el of elements) {
    if (el.type === TYPE.literal || el.type === TYPE.pound) continue;
    into.set(el.value, el.type === TYPE.plural || el.type === TYPE.number || into.get(el.value) === true);
    if (el.type === TYPE.plural || el.type === TYPE.select) {
      for (const option of Object.values(el.options)) argumentsOf(option.value, into);
    }
    if (el.type === TYPE.tag) argumentsOf(el.children, into);
  }
  return into;
}

/** A value of the kind a placeholder's name says, as the server would pass it in `lang`. */
function sampleValue(name: string, numeric: boolean, lang: Lang): string | number {
  if (numeric || /^(minutes|days|hours|percent|pax|count|n)$/i.test(name)) return 3;
  if (/date|until/i.test(name)) return formatLetterDate('2031/03/14', lang);
  if (/time/i.test(name)) return '06:30';
  if (/amount|refund|price|total/i.test(name)) return formatEuros(8950, LOCALE[lang]);
  if (/url|link/i.test(name)) return 'https://book.example.be/x?key=1';
  if (/bonnr|code|receipt/i.test(name)) return 'TB100042';
  if (/email|username|from|^to$/i.test(name)) return 'tine@example.be';
  return 'Liège';
}

/** The e-mails of the server's catalogues: family prefix to rendered subject and body, per language. */
function renderTemplates(texts: CatalogueText[]): Map<string, Record<Lang, string>> {
  const server = texts.filter((t) => t.file.startsWith('server/'));
  const templates = [...new Set(server.filter((t) => t.key.endsWith('.subject')).map((t) => t.key))];
  const rendered = new Map<string, Record<Lang, string>>();
  for (const subject of templates) {
    const family = subject.split('.')[0]!;
    const file = server.find((t) => t.key === subject)!.file.replace(/[^/]+$/, '');
    const byLang = {} as Record<Lang, string>;
    for (const lang of LANGS) {
      const own = server.filter((t) => t.lang === lang && t.file.startsWith(file));
      const messages = Object.fromEntries(own.map((t) => [t.key, t.text]));
      const format = catalogue(lang, messages);
      byLang[lang] = own
        .filter((t) => t.key.startsWith(`${family}.`) || t.key.startsWith('mail.'))
        .map((t) => {
          const args = argumentsOf(parse(t.text));
          const values = Object.fromEntries(
            [...args].map(([n, numeric]) => [n, sampleValue(n, numeric, lang)]),
          );
          return format(t.key, values);
        })
        .join('\n');
    }
    rendered.set(subject.replace(/\.subject$/, ''), byLang);
  }
  return rendered;
}

/** The order of tests/support/rendered-texts.ts, invoiced; with a pet and remarks (issue 17), so their lines are checked too. */
const ORDER: ConfirmationOrder = {
  ...RENDERED_ORDER,
  status: 'invoiced',
  total_cents: 150000,
  remarks: 'Graag aanbellen bij de buren.',
};

/** The mails the server's composers write, per language. */
function composed(lang: Lang): Record<string, string> {
  const taal = lang.toUpperCase();
  const confirmation = composeConfirmation(
    { ...ORDER, taal },
    'x',
    new Date('2031-01-02T10:00:00Z'),
    'https://b.be/m',
  );
  const reset = resetMail(lang, 'Tine', 'https://b.be/reset?c=1', 60);
  const change = emailChangeMail(
    lang,
    'Tine',
    'tine@example.be',
    { from: 'a@b.be', to: 'c@d.be' },
    'https://b.be/c',
  );
  const organiser = (step: 'requested' | 'approved' | 'refused') =>
    organiserMail(
      'https://b.be',
      { organisation: 'Gentse Feesten', contact_name: 'Tine', username: 't@b.be', slug: 'gf', lang },
      step,
      'Onvolledig',
    );
  const mails: Record<string, string> = {
    confirmation: `${confirmation.subject}\n${confirmation.text}`,
    reset: `${reset.subject}\n${reset.text}`,
    emailChange: `${change.subject}\n${change.text}`,
  };
  for (const step of ['requested', 'approved', 'refused'] as const) {
    const mail = organiser(step);
    mails[`organiser.${step}`] = `${mail.subject}\n${mail.text}`;
  }
  return mails;
}

let templates = new Map<string, Record<Lang, string>>();
beforeAll(async () => {
  templates = renderTemplates(await catalogueTexts());
});

describe('the e-mails found in the server catalogues', () => {
  it('include the confirmation, the reset and the reminders', () => {
    expect([...templates.keys()]).toEqual(
      expect.arrayContaining([
        'confirmation',
        'reset',
        'emailChange',
        'reminder.week',
        'cancel',
        'feedbackRequest',
      ]),
    );
  });

  it('have no English in their Dutch and French bodies', () => {
    const found = [...templates].flatMap(([name, byLang]) =>
      (['nl', 'fr'] as const).flatMap((lang) =>
        englishWords(byLang[lang]).map((w) => `${name} ${lang}: ${w}`),
      ),
    );
    expect(found).toEqual([]);
  });

  it('write every date DD/MM/YYYY', () => {
    const wrong = [...templates].flatMap(([name, byLang]) =>
      LANGS.filter((lang) => WRONG_DATE.test(byLang[lang])).map((lang) => `${name} ${lang}`),
    );
    expect(wrong).toEqual([]);
    expect(templates.get('cancel')?.fr).toContain('14/03/2031');
  });

  it('follow French typography', () => {
    const wrong = [...templates]
      .filter(([, byLang]) => frenchSpacing(byLang.fr) !== byLang.fr)
      .map(([n]) => n);
    expect(wrong).toEqual([]);
  });
});

describe.each(LANGS)('the e-mails the server composes in %s', (lang) => {
  const mails = composed(lang);

  it.each(Object.keys(mails))('writes %s without English in Dutch or French', (name) => {
    expect(lang === 'en' ? [] : englishWords(mails[name]!)).toEqual([]);
  });

  it.each(Object.keys(mails))('writes the dates of %s DD/MM/YYYY', (name) => {
    expect(mails[name]).not.toMatch(WRONG_DATE);
  });

  it.each(Object.keys(mails))('sets %s in French typography when French', (name) => {
    if (lang === 'fr') expect(frenchSpacing(mails[name]!)).toBe(mails[name]);
    else expect(mails[name]).not.toContain('\u202f:');
  });

  it("dates the confirmation's rides with the whole year", () => {
    expect(mails.confirmation).toContain('04/03/2031');
    expect(mails.confirmation).toContain('21/03/2031');
  });
});
