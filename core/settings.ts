/**
 * The booking settings an operator may change while the product runs: the Combi cut-off, the Combi
 * lead time and the earliest booking date. The server reads them through one function
 * (server/pricing/booking-settings.ts) and serves them as `GET /api/settings`; the widget fetches that
 * answer when it starts. Every rule that depends on them takes them as a parameter, so the wizard and
 * the server always decide with the same values. The constants below are SPEC 9's values, which hold
 * until an operator overrides them, and which the site's static texts state.
 */
import { isValidDate } from './dates';

/**
 * How many calendar days after today (in Brussels) the earliest bookable date lies.
 *
 * Reading chosen: SPEC 5 and 9 "earliest booking 3 days ahead". The FAQ and the terms state this
 * number too (as a placeholder), instead of the "up to 48 hours before departure" of SPEC 5's FAQ
 * reading; see core/READINGS.md.
 */
export const EARLIEST_BOOKING_DAYS = 3;

/**
 * How many calendar days after today (in Brussels) a Combi ride may be booked without a PO number.
 *
 * Reading chosen: SPEC 5 "Combi only when the date is at least 3 days ahead". The Combi notice states
 * this number (as a placeholder) instead of the "2 days" of SPEC 8's notice; see core/READINGS.md.
 */
export const COMBI_LEAD_DAYS = 3;

/**
 * The first date on which Combi no longer runs (withdrawn during the pandemic, SPEC 1). The server's
 * `COMBI_CUTOFF` (and an operator override) replaces it, so shared rides can re-open without a code
 * change.
 */
export const COMBI_CUTOFF_DATE = '2021/09/16';

/** The run-time booking settings (the answer of `GET /api/settings`). */
export interface BookingSettings {
  /** The first date without Combi, 'YYYY/MM/DD'. */
  combiCutoff: string;
  /** How many calendar days after today (Brussels) a Combi ride may be booked without a PO number. */
  combiLeadDays: number;
  /** How many calendar days after today (Brussels) the earliest bookable date lies. */
  earliestBookingDays: number;
}

/**
 * The settings of SPEC 9, before any operator override: the server starts from these, and a backend
 * without the settings call (SPEC 7 has none) is taken to follow them.
 */
export const DEFAULT_BOOKING_SETTINGS: Readonly<BookingSettings> = {
  combiCutoff: COMBI_CUTOFF_DATE,
  combiLeadDays: COMBI_LEAD_DAYS,
  earliestBookingDays: EARLIEST_BOOKING_DAYS,
};

/** The largest day count a setting accepts: nobody books more than a year ahead. */
export const MAX_SETTING_DAYS = 365;

/** Tells whether `value` is usable as a day count of {@link BookingSettings}: a whole number from 0 to 365. */
export function isSettingDays(value: number): boolean {
  return Number.isInteger(value) && value >= 0 && value <= MAX_SETTING_DAYS;
}

/** Tells whether every value of `settings` is usable: a real cut-off date and day counts in range. */
export function isValidBookingSettings(settings: BookingSettings): boolean {
  return (
    isValidDate(settings.combiCutoff) &&
    isSettingDays(settings.combiLeadDays) &&
    isSettingDays(settings.earliestBookingDays)
  );
}
