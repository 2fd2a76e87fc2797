import type { Language } from './reset-mail';

interface ChangeTexts {
  subject: string;
  greeting: (name: string) => string;
  body: (username: string, from: string, to: string) => string;
  ok: string;
  notYou: string;
}

const TEXTS: Record<Language, ChangeTexts> = {
  nl: {
    subject: 'Het e-mailadres van je account is gewijzigd',
    greeting: (name) => `Beste ${name},`,
    body: (u, from, to) => `Het e-mailadres van je account ${u} is zonet gewijzigd van ${from} naar ${to}.`,
    ok: 'Heb je dit zelf gedaan? Dan hoef je niets te doen.',
    notYou:
      'Heb je dit niet gedaan? Dan heeft iemand anders toegang tot je account. Neem meteen contact met ons op:',
  },
  fr: {
    subject: 'L’adresse e-mail de votre compte a été modifiée',
    greeting: (name) => `Bonjour ${name},`,
    body: (u, from, to) => `L’adresse e-mail de votre compte ${u} vient d’être modifiée de ${from} en ${to}.`,
    ok: 'C’est vous ? Alors vous n’avez rien à faire.',
    notYou:
      'Ce n’est pas vous ? Quelqu’un d’autre a alors accès à votre compte. Contactez-nous immédiatement :',
  },
  en: {
    subject: 'The e-mail address of your account was changed',
    greeting: (name) => `Dear ${name},`,
    body: (u, from, to) =>
      `The e-mail address of your account ${u} has just been changed from ${from} to ${to}.`,
    ok: 'Did you do this yourself? Then there is nothing to do.',
    notYou: 'Did you not? Then someone else has access to your account. Please contact us at once:',
  },
};

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/**
 * The notice sent to the OLD e-mail address of an account whose address was changed, in `lang`, as
 * text and HTML: the owner learns of a change they did not make while that address still reaches them,
 * and finds the contact page at `contactLink`.
 */
export function emailChangeMail(
  lang: Language,
  name: string,
  username: string,
  change: { from: string; to: string },
  contactLink: string,
): { subject: string; text: string; html: string } {
  const t = TEXTS[lang];
  const body = t.body(username, change.from, change.to);
  const lines = [t.greeting(name), '', body, '', t.ok, t.notYou, contactLink];
  const html = [
    `<p>${escapeHtml(t.greeting(name))}</p>`,
    `<p>${escapeHtml(body)}</p>`,
    `<p>${escapeHtml(t.ok)}</p>`,
    `<p>${escapeHtml(t.notYou)}<br><a href="${escapeHtml(contactLink)}">${escapeHtml(contactLink)}</a></p>`,
  ].join('\n');
  return { subject: t.subject, text: lines.join('\n'), html };
}
