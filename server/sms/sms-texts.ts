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

// GSM 03.38's basic character set, and its extension table (each of those costs two characters).
const GSM =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const EXT = '^{}\\[~]|€';
// Typographic marks that have a plain GSM-7 twin.
const PLAIN: Readonly<Record<string, string>> = {
  '’': "'",
  '‘': "'",
  '“': '"',
  '”': '"',
  '–': '-',
  '—': '-',
  '\u00a0': ' ',
  // French typography's narrow no-break space before : ; ? ! (core/typography.ts).
  '\u202f': ' ',
};

/**
 * `text` with each character outside GSM-7 replaced by its plain twin where it has one (Š → S, ê → e,
 * ’ → '): one such character in a name or a car model would make the whole SMS UCS-2, 70 characters a
 * segment instead of 160, and the message three or four segments instead of two.
 */
export function gsmFold(text: string): string {
  let out = '';
  for (const ch of text) {
    if (GSM.includes(ch) || EXT.includes(ch)) out += ch;
    else if (PLAIN[ch]) out += PLAIN[ch];
    else {
      const base = ch.normalize('NFD').replace(/\p{M}/gu, '');
      out += base && [...base].every((b) => GSM.includes(b)) ? base : ch;
    }
  }
  return out;
}

/**
 * The number of SMS segments `text` takes: 160 GSM-7 characters in one, 153 each when split; with any
 * character outside GSM-7 (its extension table counted twice), 70 UCS-2 characters in one, 67 each.
 */
export function smsSegments(text: string): number {
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
