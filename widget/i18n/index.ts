/**
 * Interface language and messages of the widget. Each language is its own chunk, loaded on demand, so
 * a page only downloads the texts it shows. The languages, their locales and the ICU formatter are
 * core's (core/locales.ts, core/intl.ts), the same for every part; the build hands the catalogues over
 * precompiled, so the bundle carries no ICU parser.
 */
import { LANGS, createFormat, isLang, type Format, type Lang, type MessageValues } from '../../core';
import { loadChunk } from '../chunks/load-chunk';
import type { MessageId, Messages } from './nl';

export { LANGS };
export type { Lang, MessageValues };

/** Formats one message in the element's language. */
export type Translate = Format<MessageId>;

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
    if (isLang(base)) return base;
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

/**
 * Builds the translate function of a language from its loaded messages (precompiled ASTs in the
 * browser), through core's one formatter.
 */
export function createTranslate(lang: Lang, messages: Messages): Translate {
  return createFormat(lang, messages);
}
