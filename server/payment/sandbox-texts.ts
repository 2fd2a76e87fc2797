/**
 * The texts of the payment sandbox's pages (catalogues in ./i18n), bound by core's one catalogue()
 * factory to the page's language (core/locales.ts).
 */
import { cataloguePerLang, type Lang, type Translate } from '../../core';
import en from './i18n/sandbox-en';
import fr from './i18n/sandbox-fr';
import nl, { type SandboxMessageId, type SandboxMessages } from './i18n/sandbox-nl';

/** The sandbox catalogue of each language. */
export const SANDBOX_MESSAGES = { nl, fr, en } as const;

/** The sandbox texts bound to one language. */
export type SandboxText = Translate<typeof nl>;

/** Gives the sandbox texts in `lang`. */
export const sandboxText: (lang: Lang) => SandboxText = cataloguePerLang(SANDBOX_MESSAGES);

export type { SandboxMessageId, SandboxMessages };
