/**
 * The texts of the payment sandbox's pages (catalogues in ./i18n), bound by core's one catalogue()
 * factory to the page's language (core/locales.ts).
 */
import { catalogue, type Lang, type Translate } from '../../core';
import en from './i18n/sandbox-en';
import fr from './i18n/sandbox-fr';
import nl, { type SandboxMessageId, type SandboxMessages } from './i18n/sandbox-nl';

/** The sandbox catalogue of each language. */
export const SANDBOX_MESSAGES: Readonly<Record<Lang, SandboxMessages>> = { nl, fr, en };

/** The sandbox texts bound to one language. */
export type SandboxText = Translate<typeof nl>;

const bound: Partial<Record<Lang, SandboxText>> = {};

/** Gives the sandbox texts in `lang`. */
export function sandboxText(lang: Lang): SandboxText {
  return (bound[lang] ??= catalogue(lang, SANDBOX_MESSAGES[lang] as typeof nl));
}

export type { SandboxMessageId, SandboxMessages };
