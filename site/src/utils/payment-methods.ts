/**
 * The ways to pay online as one phrase, "card or Bancontact", from core's ONLINE_PAYMENT_METHODS (the
 * one list of them) and the account texts' names, joined the way the language joins a choice.
 */
import { LOCALE, ONLINE_PAYMENT_METHODS } from '../../../core';
import { at } from './account-i18n';
import type { Lang } from './i18n';

/**
 * Names the ways to pay online in `lang` as alternatives.
 *
 * @example paymentMethodsText('fr') // 'carte ou Bancontact'
 */
export function paymentMethodsText(lang: Lang): string {
  const names = ONLINE_PAYMENT_METHODS.map((m) => at(lang, `acc.pay.method.${m}`));
  return new Intl.ListFormat(LOCALE[lang], { type: 'disjunction' }).format(names);
}

/** The label of the button that pays a booking again after a refused payment, naming the ways to pay. */
export function payAgainLabel(lang: Lang): string {
  return at(lang, 'acc.outcome.payAgain', { methods: paymentMethodsText(lang) });
}
