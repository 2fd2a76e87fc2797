/**
 * The one language mechanism of every part: ICU messages formatted by @formatjs/intl in the locale of
 * core/locales.ts (dates are written by core/date-display.ts). The widget, the site's pages and
 * islands, the server's e-mails and the payment sandbox each keep their own catalogues (flat dotted
 * keys, nl, fr and en) and format them here. Builds for the browser may hand the catalogues over as
 * precompiled ASTs (rollup.config.mjs, astro.config.mjs), so the browser ships no ICU parser; the
 * formatter takes either form.
 */
import { DEFAULT_INTL_CONFIG, createFormatters, createIntlCache, formatMessage } from '@formatjs/intl';
import { DEFAULT_LANG, LOCALE, type Lang } from './locales';

/** A catalogue of one language: message id to ICU message (or its precompiled AST at run time). */
export type Catalogue<K extends string = string> = Readonly<Record<K, string>>;

/** Values of ICU placeholders. */
export type MessageValues = Readonly<Record<string, string | number>>;

/** Formats one message of a catalogue, e.g. `format('start.city', { city: 'Liège' })`. */
export type Format<K extends string> = (id: K, values?: MessageValues) => string;

// One cache of compiled messages, plural rules and number formats per page or process, shared by every
// catalogue and language, so each message is compiled once however many formatters use it.
const formatters = /* @__PURE__ */ createFormatters(/* @__PURE__ */ createIntlCache());

/**
 * Builds the formatter of `messages` in `lang`. It calls @formatjs/intl's formatMessage directly
 * instead of createIntl, which would also bind date, list, relative-time and display-name formatters
 * that no catalogue uses. A missing id or value is reported by @formatjs/intl and gives the id or the
 * message as written, never an exception.
 */
export function createFormat<K extends string>(lang: Lang, messages: Catalogue<K>): Format<K> {
  const config = {
    ...DEFAULT_INTL_CONFIG,
    locale: LOCALE[lang],
    defaultLocale: LOCALE[DEFAULT_LANG],
    messages: messages as Record<string, string>,
  };
  return (id, values) => String(formatMessage(config, formatters, { id }, values));
}
