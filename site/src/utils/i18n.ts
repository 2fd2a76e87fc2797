/**
 * Languages of the site and the lookup of their texts. Dutch is the default and has unprefixed paths;
 * French and English live under /fr/ and /en/.
 */
import { en } from '../i18n/en';
import { fr } from '../i18n/fr';
import { nl, type MessageKey, type Messages } from '../i18n/nl';
import { PRODUCT_NAME } from '../config';
import { RULE_VALUES } from './rule-values';

/** Every language of the site, the default first. */
export const LANGS = ['nl', 'fr', 'en'] as const;

/** A language code of the site. */
export type Lang = (typeof LANGS)[number];

/** The language of unprefixed paths and the fallback when the browser's language is not offered. */
export const DEFAULT_LANG: Lang = 'nl';

/** The texts of every language, keyed by language. */
export const MESSAGES: Readonly<Record<Lang, Messages>> = { nl, fr, en };

/** Each language's name in that language, as the language selector shows it. */
export const LANG_NAMES: Readonly<Record<Lang, string>> = { nl: 'Nederlands', fr: 'Français', en: 'English' };

/** The locale used to format numbers and money in each language (Belgian conventions for nl and fr). */
export const LOCALES: Readonly<Record<Lang, string>> = { nl: 'nl-BE', fr: 'fr-BE', en: 'en-IE' };

/** Tells whether `value` is one of the site's language codes. */
export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}

/**
 * Gives the text for `key` in `lang`, with each `{name}` replaced by `vars[name]`, or by the number of
 * a core rule of that name (utils/rule-values: `{earliestBookingDays}`, `{maxChildSeats}`, …). A
 * placeholder without a value stays visible, so a forgotten value shows up in review instead of
 * vanishing.
 *
 * @example t('en', 'home.noscript', { phone: '+32 3 200 10 20' })
 */
export function t(lang: Lang, key: MessageKey, vars: Readonly<Record<string, string | number>> = {}): string {
  const values = { ...RULE_VALUES, ...vars };
  return MESSAGES[lang][key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** Builds a page title: the product name, a dash and the page's own title. */
export function pageTitle(title: string): string {
  return `${PRODUCT_NAME} – ${title}`;
}

export type { MessageKey, Messages };
