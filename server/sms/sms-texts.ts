/**
 * The texts of every SMS the server sends (catalogues in ./i18n), bound by core's catalogue factory to
 * the recipient's language, like the e-mails' (server/mail/mail-texts.ts).
 */
import { cataloguePerLang, type Lang, type Translate } from '../../core';
import en from './i18n/sms-en';
import fr from './i18n/sms-fr';
import nl from './i18n/sms-nl';

/** The SMS catalogue of each language. */
export const SMS_MESSAGES = { nl, fr, en } as const;

/** The SMS texts bound to one language; message ids and argument names checked. */
export type SmsText = Translate<typeof nl>;

/** Gives the SMS texts in `lang`. */
export const smsText: (lang: Lang) => SmsText = cataloguePerLang(SMS_MESSAGES);

/**
 * The number of SMS segments `text` takes: 160 GSM-7 characters in one, 153 each when split; with any
 * character outside GSM-7 (its extension table counted twice), 70 UCS-2 characters in one, 67 each.
 */
export function smsSegments(text: string): number {
  const GSM =
    '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
  const EXT = '^{}\\[~]|€';
  let units = 0;
  for (const ch of text) {
    if (GSM.includes(ch)) units += 1;
    else if (EXT.includes(ch)) units += 2;
    else {
      const n = [...text].length;
      return n <= 70 ? 1 : Math.ceil(n / 67);
    }
  }
  return units <= 160 ? 1 : Math.ceil(units / 153);
}

export type { SmsMessageId, SmsMessages } from './i18n/sms-nl';
