/**
 * The numbers of core's rules that the site's texts state, as placeholder values: the FAQ says
 * `{earliestBookingDays}`, never "3", so the FAQ, the terms and the wizard cannot drift apart. The site
 * is built ahead of time, so it states SPEC 9's values (core/settings.ts); the wizard reads the
 * server's settings, which equal them until an operator overrides one (README "Booking settings").
 * {@link t} and {@link at} fill these in every text; a text that names none ignores them.
 */
import {
  COMBI_CUTOFF_DATE,
  COMBI_LEAD_DAYS,
  COUNT_LIMITS,
  EARLIEST_BOOKING_DAYS,
  MAX_CHILD_SEATS_TOTAL,
  MIN_PASSWORD_LENGTH,
} from '../../../core';

/** Writes a 'YYYY/MM/DD' date the way the site writes dates, DD/MM/YYYY (2021/09/16 is 16/09/2021). */
export function dayMonthYear(date: string): string {
  const [year, month, day] = date.split('/');
  return `${day}/${month}/${year}`;
}

/** The placeholder values of core's rules, by placeholder name. */
export const RULE_VALUES: Readonly<Record<string, string | number>> = {
  earliestBookingDays: EARLIEST_BOOKING_DAYS,
  combiLeadDays: COMBI_LEAD_DAYS,
  combiCutoff: dayMonthYear(COMBI_CUTOFF_DATE),
  maxChildSeats: MAX_CHILD_SEATS_TOTAL,
  minPassengers: COUNT_LIMITS.pax.min,
  maxPassengers: COUNT_LIMITS.pax.max,
  minPasswordLength: MIN_PASSWORD_LENGTH,
};
