/**
 * The one language mechanism of every part: ICU messages formatted by @formatjs/intl in the locale of
 * core/locales.ts (dates are written by core/date-display.ts). The widget, the site's pages and
 * islands, the server's e-mails and the payment sandbox each keep their own catalogues (flat dotted
 * keys, nl, fr and en) and format them here. Builds for the browser may hand the catalogues over as
 * precompiled ASTs (rollup.config.mjs, astro.config.mjs), so the browser ships no ICU parser; the
 * formatter takes either form.
 */
import { createFormatters, createIntlCache } from '@formatjs/intl';
import { LOCALE, type Lang } from './locales';
import { isPlainMessage } from './plain-message';

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
 * Builds the formatter of `messages` in `lang`: each message goes through @formatjs/intl's memoised
 * IntlMessageFormat with the shared caches. Not formatMessage, whose handling of missing and
 * unparsable messages is not needed (ids are typed, every catalogue is parsed by the parity test and
 * the builds) and whose error texts weighed 1.2 KiB of the widget's first-step gzip budget; not
 * createIntl, which would also bind formatters no catalogue uses. A missing id shows the id, and a
 * message given too few values shows itself as written (or its id when it came precompiled), instead of
 * breaking the page; either way the gap is visible in review.
 */
export function createFormat<K extends string>(lang: Lang, messages: Catalogue<K>): Format<K> {
  const locale = LOCALE[lang];
  return (id, values) => {
    const message = messages[id];
    if (message === undefined) return id;
    // Plain text formats to itself; the browser builds ship it as a string, not an AST (plain-message.ts).
    if (typeof message === 'string' && isPlainMessage(message)) return message;
    try {
      return String(formatters.getMessageFormat(message, locale).format(values));
    } catch {
      return typeof message === 'string' ? message : id;
    }
  };
}
