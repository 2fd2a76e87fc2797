import type { Lang } from '../../core';
import { mailText } from '../mail/mail-texts';

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/**
 * The notice sent to the OLD e-mail address of an account whose address was changed, in `lang`
 * (server/mail/i18n), as text and HTML: the owner learns of a change they did not make while that
 * address still reaches them, and finds the contact page at `contactLink`.
 */
export function emailChangeMail(
  lang: Lang,
  name: string,
  username: string,
  change: { from: string; to: string },
  contactLink: string,
): { subject: string; text: string; html: string } {
  const t = mailText(lang);
  const greeting = t('mail.greeting', { name });
  const body = t('emailChange.body', { username, from: change.from, to: change.to });
  const lines = [greeting, '', body, '', t('emailChange.ok'), t('emailChange.notYou'), contactLink];
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(body)}</p>`,
    `<p>${escapeHtml(t('emailChange.ok'))}</p>`,
    `<p>${escapeHtml(t('emailChange.notYou'))}<br><a href="${escapeHtml(contactLink)}">${escapeHtml(contactLink)}</a></p>`,
  ].join('\n');
  return { subject: t('emailChange.subject'), text: lines.join('\n'), html };
}
