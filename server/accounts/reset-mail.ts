import type { Lang } from '../../core';
import { mailText } from '../mail/i18n';

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** The password-reset e-mail in `lang` (server/mail/i18n), as text and HTML, carrying `link`. */
export function resetMail(
  lang: Lang,
  name: string,
  link: string,
  minutes: number,
): { subject: string; text: string; html: string } {
  const t = mailText(lang);
  const greeting = t('mail.greeting', { name });
  const expiry = t('reset.expiry', { minutes });
  const lines = [greeting, '', t('reset.body'), link, '', expiry, t('reset.ignore')];
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(t('reset.body'))}<br><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
    `<p>${escapeHtml(expiry)}</p>`,
    `<p>${escapeHtml(t('reset.ignore'))}</p>`,
  ].join('\n');
  return { subject: t('reset.subject'), text: lines.join('\n'), html };
}
