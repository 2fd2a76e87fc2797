/** The premium-rate line's price as the phone page prints it. */
import { LOCALE, formatEuros, toCents } from '../../../core';
import { OPERATOR } from '../operator';
import type { Lang } from './i18n';

/** Gives the per-minute rate of the premium number in the language's money format, e.g. '€ 0,50'. */
export function premiumRate(lang: Lang): string {
  return formatEuros(toCents(OPERATOR.premiumPhone.eurosPerMinute), LOCALE[lang]);
}
