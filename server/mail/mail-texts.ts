/**
 * The texts of every e-mail the server sends (catalogues in ./i18n), bound by core's one catalogue()
 * factory to the recipient's language (core/locales.ts).
 */
import { cataloguePerLang, labelWriter, type Lang, type Translate } from '../../core';
import en from './i18n/mail-en';
import fr from './i18n/mail-fr';
import nl, { type MailMessageId, type MailMessages } from './i18n/mail-nl';

/** The e-mail catalogue of each language. */
export const MAIL_MESSAGES = { nl, fr, en } as const;

/** The e-mail texts bound to one language; message ids and argument names checked. */
export type MailText = Translate<typeof nl>;

/** Gives the e-mail texts in `lang`. */
export const mailText: (lang: Lang) => MailText = cataloguePerLang(MAIL_MESSAGES);

/** Writes one labelled e-mail line, "Label: value", through the catalogue's `mail.label` pattern. */
export const labelLine = labelWriter(nl, 'mail.label');

export type { MailMessageId, MailMessages };
