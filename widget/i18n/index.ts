/**
 * Interface language and messages. Each locale is its own chunk, loaded on demand, so a page only
 * downloads the texts it shows. Formatting is ICU through @formatjs/intl.
 */
import { createFormatters, createIntlCache } from '@formatjs/intl';
import { loadChunk } from '../chunks/load-chunk';
import type { MessageId, Messages } from './nl';

/** The interface languages. */
export const LANGS = ['nl', 'fr', 'en'] as const;

/** One interface language. */
export type Lang = (typeof LANGS)[number];

/** Values of ICU placeholders. */
export type MessageValues = Record<string, string | number>;

/** Formats one message in the element's language. */
export type Translate = (id: MessageId, values?: MessageValues) => string;

/**
 * Picks the language: the `lang` attribute when it names a supported language, else the first
 * supported browser language, else Dutch (SPEC 1).
 */
export function resolveLang(
  attribute: string | undefined,
  browser: readonly string[] = navigator.languages ?? [],
): Lang {
  for (const candidate of [attribute ?? '', ...browser]) {
    const base = candidate.trim().toLowerCase().slice(0, 2);
    if ((LANGS as readonly string[]).includes(base)) return base as Lang;
  }
  return 'nl';
}

/**
 * Loads the messages of one language (a separate chunk per language); rejects with a ChunkLoadError
 * when the chunk fails or times out.
 */
export async function loadMessages(lang: Lang): Promise<Messages> {
  const load = { fr: () => import('./fr'), en: () => import('./en'), nl: () => import('./nl') }[lang];
  return (await loadChunk(load)).default;
}

// One formatter cache per page: plural rules and number formats are shared by every element.
const formatters = createFormatters(createIntlCache());

/**
 * Builds the translate function of a language from its loaded messages (precompiled ASTs): each
 * message goes through @formatjs/intl's memoised IntlMessageFormat, with the page's shared caches.
 * Not formatMessage: its handling of missing and unparsable messages cannot be needed here (the ids
 * are typed, the build parsed every message) and its error texts weighed 1.2 KiB of the first step's
 * gzip budget. Not createIntl, which would also bind formatters the widget never uses. A message
 * given too few values shows its id, as formatMessage would, instead of breaking the form.
 */
export function createTranslate(lang: Lang, messages: Messages): Translate {
  const locale = `${lang}-BE`;
  return (id, values) => {
    try {
      return String(formatters.getMessageFormat(messages[id], locale).format(values));
    } catch {
      return id;
    }
  };
}
