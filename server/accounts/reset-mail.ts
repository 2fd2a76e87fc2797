/** The languages of the interface and of every e-mail. */
export type Language = 'nl' | 'fr' | 'en';

interface ResetTexts {
  subject: string;
  greeting: (name: string) => string;
  body: string;
  expiry: (minutes: number) => string;
  ignore: string;
}

const TEXTS: Record<Language, ResetTexts> = {
  nl: {
    subject: 'Nieuw wachtwoord instellen',
    greeting: (name) => `Beste ${name},`,
    body: 'We ontvingen een aanvraag om het wachtwoord van je account te wijzigen. Kies een nieuw wachtwoord via deze link:',
    expiry: (m) => `De link is ${m} minuten geldig en werkt één keer.`,
    ignore: 'Heb je dit niet aangevraagd? Dan mag je deze e-mail negeren; je wachtwoord blijft ongewijzigd.',
  },
  fr: {
    subject: 'Choisir un nouveau mot de passe',
    greeting: (name) => `Bonjour ${name},`,
    body: 'Nous avons reçu une demande de changement du mot de passe de votre compte. Choisissez un nouveau mot de passe via ce lien :',
    expiry: (m) => `Le lien est valable ${m} minutes et ne fonctionne qu’une fois.`,
    ignore: 'Vous n’avez rien demandé ? Ignorez cet e-mail ; votre mot de passe reste inchangé.',
  },
  en: {
    subject: 'Set a new password',
    greeting: (name) => `Dear ${name},`,
    body: 'We received a request to change the password of your account. Choose a new password with this link:',
    expiry: (m) => `The link is valid for ${m} minutes and works once.`,
    ignore: 'Did not ask for this? Then ignore this e-mail; your password stays as it is.',
  },
};

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** The password-reset e-mail in `lang`, as text and HTML, carrying `link`. */
export function resetMail(
  lang: Language,
  name: string,
  link: string,
  minutes: number,
): { subject: string; text: string; html: string } {
  const t = TEXTS[lang];
  const lines = [t.greeting(name), '', t.body, link, '', t.expiry(minutes), t.ignore];
  const html = [
    `<p>${escapeHtml(t.greeting(name))}</p>`,
    `<p>${escapeHtml(t.body)}<br><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
    `<p>${escapeHtml(t.expiry(minutes))}</p>`,
    `<p>${escapeHtml(t.ignore)}</p>`,
  ].join('\n');
  return { subject: t.subject, text: lines.join('\n'), html };
}
