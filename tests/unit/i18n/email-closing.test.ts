/**
 * Every e-mail ends the same way (issue 30, copy review 2.5): one closing in the recipient's language
 * ("Met vriendelijke groeten, / Het team van {company}") and the operator's contact block (company,
 * address, phone, e-mail address, website, VAT number), written by one helper that sendMail applies to
 * every message (server/mail/operator-footer.ts; `lang` is a required field of every MailMessage). The
 * e-mails are found from the server catalogues' `<template>.subject` keys, like tests/unit/i18n/emails,
 * and rendered with the composers the server runs where they need no database.
 */
import { describe, expect, it } from 'vitest';
import { LANGS, type Lang } from '../../../core/locales';
import { emailChangeMail } from '../../../server/accounts/email-change-mail';
import { resetMail } from '../../../server/accounts/reset-mail';
import { organiserMail } from '../../../server/events/organiser-mail';
import { MAIL_MESSAGES } from '../../../server/mail/mail-texts';
import { withOperatorFooter } from '../../../server/mail/operator-footer';
import { readOperatorIdentity } from '../../../core';
import metadata from 'libphonenumber-js/max/metadata';
import { TEST_OPERATOR } from '../../support/operator-file';

const reading = readOperatorIdentity(JSON.stringify(TEST_OPERATOR), 'operator.json', metadata);
if (!reading.ok) throw new Error(reading.errors.join(' '));
const OP = reading.identity;
const SITE = 'https://book.taxitest.example';

/** The ending every e-mail in `lang` must have, the operator's details included. */
const ENDING: Record<Lang, string> = {
  nl: 'Met vriendelijke groeten,\nHet team van Taxi Test\n\n-- \nTaxi Test NV\nProefstraat 7, 2000 Antwerpen\n03 201 22 33 · contact@taxitest.example · https://book.taxitest.example/\nBTW/TVA/VAT BE 0440.966.354 · RPR/RPM Antwerpen, afdeling Antwerpen\n',
  fr: 'Meilleures salutations,\nL’équipe de Taxi Test\n\n-- \nTaxi Test NV\nProefstraat 7, 2000 Antwerpen\n03 201 22 33 · contact@taxitest.example · https://book.taxitest.example/fr/\nBTW/TVA/VAT BE 0440.966.354 · RPR/RPM Antwerpen, afdeling Antwerpen\n',
  en: 'Kind regards,\nThe Taxi Test team\n\n-- \nTaxi Test NV\nProefstraat 7, 2000 Antwerpen\n03 201 22 33 · contact@taxitest.example · https://book.taxitest.example/en/\nBTW/TVA/VAT BE 0440.966.354 · RPR/RPM Antwerpen, afdeling Antwerpen\n',
};

/** Every template family of the e-mail catalogue (`reminder.week.subject` → `reminder.week`). */
const TEMPLATES = Object.keys(MAIL_MESSAGES.nl)
  .filter((k) => k.endsWith('.subject'))
  .map((k) => k.replace(/\.subject$/, ''));

/** The messages of one template family in `lang`, placeholders left as written. */
function body(template: string, lang: Lang): string {
  const family = template.split('.')[0]!;
  return Object.entries(MAIL_MESSAGES[lang])
    .filter(([k]) => k.startsWith(`${family}.`))
    .map(([, v]) => v)
    .join('\n');
}

describe('the end of every e-mail', () => {
  it('covers the templates of the catalogue', () => {
    expect(TEMPLATES).toEqual(
      expect.arrayContaining(['confirmation', 'feedbackRequest', 'cancel', 'reminder.week', 'pickup']),
    );
  });

  for (const template of TEMPLATES) {
    for (const lang of LANGS) {
      it(`${template} in ${lang} ends with the closing and the contact block`, () => {
        const text = body(template, lang);
        const mail = withOperatorFooter({ text, html: `<p>${template}</p>`, lang }, OP, SITE);
        expect(mail.text.endsWith(`\n\n${ENDING[lang]}`)).toBe(true);
        expect(mail.html).toContain(ENDING[lang].split('\n\n')[0]!.replace('\n', '<br>'));
      });
    }
  }

  it('is written once: no template keeps its own sign-off', () => {
    const signOffs = /Met vriendelijke groeten|Tot een volgende keer|Meilleures salutations|Kind regards/;
    for (const lang of LANGS) {
      const own = Object.entries(MAIL_MESSAGES[lang]).filter(
        ([k, v]) => k !== 'mail.closing' && signOffs.test(v),
      );
      expect(own, lang).toEqual([]);
    }
  });

  for (const lang of LANGS) {
    it(`ends the composed account and organiser e-mails in ${lang} the same way`, () => {
      const organiser = {
        organisation: 'Jazz Middelheim',
        contact_name: 'An',
        username: 'an',
        slug: 'jm',
        lang,
      };
      const mails = [
        { ...resetMail(lang, 'An', `${SITE}/reset`, 30), lang },
        { ...emailChangeMail(lang, 'An', 'an', { from: 'a@x.be', to: 'b@x.be' }, `${SITE}/contact`), lang },
        organiserMail(SITE, organiser, 'requested', null),
        organiserMail(SITE, organiser, 'approved', null),
        organiserMail(SITE, organiser, 'refused', 'Geen evenement'),
      ];
      for (const m of mails) {
        const text = withOperatorFooter(m, OP, SITE).text;
        expect(text.endsWith(`\n\n${ENDING[lang]}`)).toBe(true);
        // One closing only: the formula appears once.
        expect(text.split(ENDING[lang].split('\n')[0]!).length).toBe(2);
      }
    });
  }
});
