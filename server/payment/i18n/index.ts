/**
 * The texts of the payment sandbox's pages, formatted by core's one ICU formatter in the locale of
 * the page's language (core/locales.ts).
 */
import { createFormat, type Format, type Lang } from '../../../core';
import en from './en';
import fr from './fr';
import nl, { type SandboxMessageId, type SandboxMessages } from './nl';

/** The sandbox catalogue of each language. */
export const SANDBOX_MESSAGES: Readonly<Record<Lang, SandboxMessages>> = { nl, fr, en };

const formats: Partial<Record<Lang, Format<SandboxMessageId>>> = {};

/** Gives the formatter of the sandbox texts in `lang`. */
export function sandboxText(lang: Lang): Format<SandboxMessageId> {
  return (formats[lang] ??= createFormat(lang, SANDBOX_MESSAGES[lang]));
}

export type { SandboxMessageId, SandboxMessages };
