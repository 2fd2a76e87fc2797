/**
 * Languages of the site and the lookup of their texts. Dutch is the default and has unprefixed paths;
 * French and English live under /fr/ and /en/. The languages, their locales and the ICU formatter are
 * core's (core/locales.ts, core/intl.ts), the same for the widget, the server's e-mails and the
 * payment sandbox.
 */
import { DEFAULT_LANG, LANGS, catalogue, isLang, type Lang } from '../../../core';
import { en } from '../i18n/en';
import { fr } from '../i18n/fr';
import { nl, type MessageKey, type Messages } from '../i18n/nl';
import { PRODUCT_NAME } from '../config';
import { RULE_VALUES } from './rule-values';

export { DEFAULT_LANG, LANGS, isLang };
export type { Lang };

/** The texts of every language, keyed by language. */
export const MESSAGES: Readonly<Record<Lang, Messages>> = { nl, fr, en };

/** Each language's name in that language, as the language selector shows it. */
export const LANG_NAMES: Readonly<Record<Lang, string>> = { nl: 'Nederlands', fr: 'Français', en: 'English' };

/**
 * Gives the ICU message for `key` in `lang` with its placeholders filled from `vars`, or with the number
 * of a core rule of that name (utils/rule-values: `{earliestBookingDays}`, `{maxChildSeats}`, …). A
 * placeholder without a value leaves the message as written, so a forgotten value shows up in review instead of
 * vanishing.
 *
 * @example t('en', 'home.noscript', { phone: '+32 3 200 10 20' })
 */
export const t = catalogue(MESSAGES, { defaults: RULE_VALUES });

/** Builds a page title: the product name, a dash and the page's own title. */
export function pageTitle(title: string): string {
  return `${PRODUCT_NAME} – ${title}`;
}

export type { MessageKey, Messages };
