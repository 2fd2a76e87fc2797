import type { Lang } from '../../core';
import { mailText } from '../mail/mail-texts';

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

/**
 * The e-mail for a reset asked for an address without an account, in `lang`: it says so and what to
 * do: register (`registerLink`) or ask again with the address of the account (`forgotLink`). Sent
 * instead of an error, so the reset call answers the same for every address and tells nobody which
 * addresses have an account; only the mailbox's owner learns it.
 */
export function noAccountMail(
  lang: Lang,
  email: string,
  registerLink: string,
  forgotLink: string,
): { subject: string; text: string; html: string } {
  const t = mailText(lang);
  const paragraphs: [string, string?][] = [
    [t('resetUnknown.greeting')],
    [t('resetUnknown.body', { email })],
    [t('resetUnknown.register'), registerLink],
    [t('resetUnknown.otherAddress'), forgotLink],
    [t('resetUnknown.ignore')],
  ];
  const text = paragraphs.map(([line, link]) => (link ? `${line}\n${link}` : line)).join('\n\n');
  const html = paragraphs
    .map(([line, link]) =>
      link
        ? `<p>${escapeHtml(line)}<br><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`
        : `<p>${escapeHtml(line)}</p>`,
    )
    .join('\n');
  return { subject: t('resetUnknown.subject'), text, html };
}
