/**
 * The texts of every e-mail the server sends, formatted by core's one ICU formatter in the locale of
 * the recipient's language (core/locales.ts).
 */
import { createFormat, type Format, type Lang } from '../../../core';
import en from './en';
import fr from './fr';
import nl, { type MailMessageId, type MailMessages } from './nl';

/** The e-mail catalogue of each language. */
export const MAIL_MESSAGES: Readonly<Record<Lang, MailMessages>> = { nl, fr, en };

const formats: Partial<Record<Lang, Format<MailMessageId>>> = {};

/** Gives the formatter of the e-mail texts in `lang`. */
export function mailText(lang: Lang): Format<MailMessageId> {
  return (formats[lang] ??= createFormat(lang, MAIL_MESSAGES[lang]));
}

export type { MailMessageId, MailMessages };

/**
 * Writes one labelled line, "Label: value", through the catalogue's `mail.label` pattern, so each
 * language sets its own punctuation (French puts a narrow no-break space before the colon) and no
 * renderer types a colon itself. `label` is a message id or a text already formatted.
 */
export function labelLine(t: Format<MailMessageId>, label: string, value: string | number): string {
  const text =
    (MAIL_MESSAGES.nl as Record<string, string>)[label] === undefined ? label : t(label as MailMessageId);
  return `${t('mail.label', { label: text })} ${value}`;
}
