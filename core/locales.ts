/**
 * The product's interface languages and the one locale each is formatted in, defined once for the
 * widget, the site, the server's e-mails and the payment sandbox (SPEC 1: Dutch, French and English,
 * Dutch as fallback).
 */

/** Every interface language, the default first. */
export const LANGS = ['nl', 'fr', 'en'] as const;

/** One interface language. */
export type Lang = (typeof LANGS)[number];

/** The language of the site's unprefixed paths and the fallback for anything unknown (SPEC 1). */
export const DEFAULT_LANG: Lang = 'nl';

/**
 * The locale of each language, for numbers, money, dates and plural rules: Belgian Dutch and Belgian
 * French, and British English (a dot for decimals, "2.5 hours"; the copy of the English texts is
 * British too).
 */
export const LOCALE: Readonly<Record<Lang, string>> = { nl: 'nl-BE', fr: 'fr-BE', en: 'en-GB' };

/** Tells whether `value` is one of the language codes, exactly ('nl', not 'NL' or 'nl-BE'). */
export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}

/**
 * Reads a language from a code as the parts receive them: an order's upper-case `taal` ('FR'), a
 * locale ('fr-BE', 'fr_BE'), a browser language ('en-US'). Gives `fallback` when the code names none.
 *
 * @example langOf('FR') // 'fr'
 * @example langOf('de-DE') // 'nl'
 */
export function langOf(code: string | null | undefined, fallback: Lang = DEFAULT_LANG): Lang {
  const base = (code ?? '').trim().slice(0, 2).toLowerCase();
  return isLang(base) ? base : fallback;
}

/**
 * Gives the site's path of the page `slug` in `lang`: Dutch pages are unprefixed, French and English
 * carry the language (/fr/login, /en/pricing), so a link keeps the reader's language. The empty slug
 * is home: '/' in Dutch, '/fr/' or '/en/' otherwise (the folder the static build writes).
 *
 * @example langPath('fr', 'login') // '/fr/login'
 * @example langPath('nl', '') // '/'
 */
export function langPath(lang: Lang, slug: string): string {
  const prefix = lang === DEFAULT_LANG ? '' : `/${lang}`;
  return slug ? `${prefix}/${slug}` : `${prefix}/`;
}
