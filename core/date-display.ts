/**
 * Booking dates written for people (SPEC 3), in the locale of core/locales.ts. Apart from the message
 * formatter, so a bundle that formats messages before it shows any date (the widget's first step)
 * does not carry it.
 */
import { isValidTime, parseDate } from './dates';
import { LOCALE, type Lang } from './locales';

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * Writes a booking date ('YYYY/MM/DD' or 'YYYY-MM-DD') and optionally its 'HH:mm' time for people, as
 * SPEC 3 asks: 2-digit day, month and year in the locale's order and separators, then the hour and
 * minute on the 24-hour clock, the same shape in every language ('14/03/31 09:30'); `year` 'numeric'
 * gives the whole year, as letters write it (formatLetterDate). A value that is
 * not a date is returned as given rather than guessed at; a time that is not 'HH:mm' is left out.
 *
 * @example formatBookingDate('2031/03/14', '09:30', 'fr') // '14/03/31 09:30'
 */
export function formatBookingDate(
  date: string,
  time: string | undefined,
  lang: Lang,
  year: 'numeric' | '2-digit' = '2-digit',
): string {
  const day = parseDate(date.trim().slice(0, 10).replaceAll('-', '/'));
  if (!day) return date;
  let format = dateFormats.get(lang + year);
  if (!format) {
    // The calendar date is a UTC midnight (core/dates.ts), so it is written in UTC: no shift by zone.
    format = new Intl.DateTimeFormat(LOCALE[lang], {
      timeZone: 'UTC',
      year,
      month: '2-digit',
      day: '2-digit',
    });
    dateFormats.set(lang + year, format);
  }
  const clock = time?.trim() ?? '';
  return isValidTime(clock) ? `${format.format(day)} ${clock}` : format.format(day);
}

/**
 * Writes a booking date as letters write it: the e-mails and the PDF receipt, which a customer keeps,
 * carry the whole year, DD/MM/YYYY in every language (core/READINGS.md, "Dates in letters").
 *
 * @example formatLetterDate('2031/03/14', 'fr') // '14/03/2031'
 */
export function formatLetterDate(date: string, lang: Lang): string {
  return formatBookingDate(date, undefined, lang, 'numeric');
}

/**
 * Writes a month, 'YYYY-MM', as its name and year in `lang` through Intl ("november 2026", "novembre
 * 2026", "November 2026"), as a statement names the month it covers; anything else comes back as given.
 */
export function formatMonthInWords(month: string, lang: Lang): string {
  if (!/^\d{4}-\d{2}$/.test(month)) return month;
  const at = new Date(`${month}-15T12:00:00Z`);
  if (Number.isNaN(at.getTime())) return month;
  return new Intl.DateTimeFormat(LOCALE[lang], { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    at,
  );
}
