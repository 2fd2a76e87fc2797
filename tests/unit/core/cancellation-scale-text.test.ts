/**
 * Issue 27: the cancellation scale as the cancel dialog (account texts) and the cancellation e-mail
 * (mail texts) word it, from core's one table, in nl, fr and en, with both ends of every step.
 */
import { describe, expect, it } from 'vitest';
import { LOCALE, LANGS, cancellationScaleLines, formatEuros, type Lang } from '../../../core';
import { mailText } from '../../../server/mail/mail-texts';
import { at } from '../../../site/src/utils/account-i18n';

const money = (lang: Lang) => (cents: number) => formatEuros(cents, LOCALE[lang]);
const dialog = (lang: Lang, terms: 'nl' | 'intl') =>
  cancellationScaleLines(terms, (key, vars) => at(lang, `acc.manage.${key}`, vars), money(lang));
const mail = (lang: Lang, terms: 'nl' | 'intl') =>
  cancellationScaleLines(terms, (key, vars) => mailText(lang)(`cancel.${key}`, vars), money(lang));
/** Spaces of any width read as one, so the check does not hang on French typography. */
const plain = (lines: string[]) => lines.map((l) => l.replace(/\s+/gu, ' '));

describe('the scale in words', () => {
  it('names both ends of each step of the Dutch scale, in English', () => {
    expect(plain(dialog('en', 'nl'))).toEqual([
      '14 days or more before pickup: no charge (refunded as a discount coupon)',
      'less than 14 days and at least 4 days before pickup: a cancellation fee of €15.00',
      'less than 4 days and at least 24 hours before pickup: 50% of the price, at least €30.00',
      'less than 24 hours before pickup: the full price',
    ]);
    expect(plain(dialog('en', 'intl'))).toEqual([
      '24 hours or more before pickup: no charge (refunded as a discount coupon)',
      'less than 24 hours before pickup: the full price',
    ]);
  });

  it('says the same in Dutch and French', () => {
    expect(plain(dialog('nl', 'nl'))[1]).toBe(
      'minder dan 14 dagen en minstens 4 dagen vóór het ophaaluur: € 15,00 annuleringskosten',
    );
    expect(plain(dialog('fr', 'nl'))[2]).toBe(
      'moins de 4 jours et au moins 24 heures avant la prise en charge : 50 % du prix, au minimum 30,00 €',
    );
  });

  it.each(LANGS)('reads the same in the dialog and the e-mail (%s)', (lang) => {
    for (const terms of ['nl', 'intl'] as const) {
      expect(mail(lang, terms)).toEqual(dialog(lang, terms));
      expect(dialog(lang, terms).join('\n')).not.toMatch(/[{}]/);
    }
  });
});
