/**
 * Phone numbers through libphonenumber-js with its mobile metadata (SPEC 5: the phone must be a valid
 * mobile number). This module is a separate chunk; step 3 and Book load it.
 */
import {
  parsePhoneNumberFromString,
  getCountries,
  getCountryCallingCode,
  type CountryCode,
} from 'libphonenumber-js/mobile';

/** The countries listed first in the phone country select (SPEC 2). */
export const PREFERRED_COUNTRIES: readonly CountryCode[] = ['BE', 'NL', 'FR', 'LU'];

/** Tells whether `phone` (international form, e.g. +32470123456) is a valid mobile number. */
export function isMobilePhone(phone: string): boolean {
  const parsed = parsePhoneNumberFromString(phone.trim());
  if (!parsed || !parsed.isValid()) return false;
  const type = parsed.getType();
  // Some countries do not tell mobile and fixed lines apart; those numbers are accepted.
  return type === 'MOBILE' || type === 'FIXED_LINE_OR_MOBILE';
}

/** Splits a stored number into its country and national number, defaulting to Belgium. */
export function splitPhone(phone: string): { country: CountryCode; national: string } {
  const parsed = parsePhoneNumberFromString(phone.trim());
  if (parsed?.country) return { country: parsed.country, national: parsed.nationalNumber };
  return { country: 'BE', national: phone.replace(/^\+\d*/, '') };
}

/**
 * Joins a country and a typed national number into the international form the order carries; text
 * that cannot be parsed is kept as typed so validation can report it.
 */
export function joinPhone(country: CountryCode, national: string): string {
  const parsed = parsePhoneNumberFromString(national, country);
  return parsed
    ? parsed.number
    : national.trim()
      ? `+${getCountryCallingCode(country)}${national.replace(/\D/g, '')}`
      : '';
}

/** The phone countries: the preferred ones first, then all others alphabetically by code. */
export function phoneCountries(): { code: CountryCode; calling: string }[] {
  const rest = getCountries().filter((c) => !PREFERRED_COUNTRIES.includes(c));
  return [...PREFERRED_COUNTRIES, ...rest].map((code) => ({ code, calling: getCountryCallingCode(code) }));
}
