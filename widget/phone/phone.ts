/**
 * Phone numbers through libphonenumber-js's `core` API with its mobile metadata (SPEC 5: the phone must
 * be a valid mobile number, core's isMobilePhone). This module is a separate chunk, with the metadata;
 * step 3 and Book load it.
 */
import {
  type CountryCode,
  getCountries,
  getCountryCallingCode,
  parsePhoneNumberFromString,
} from 'libphonenumber-js/core';
import metadata from 'libphonenumber-js/mobile/metadata';
import { isMobilePhone as isMobileNumber } from '../../core';

/** The countries listed first in the phone country select (SPEC 2). */
export const PREFERRED_COUNTRIES: readonly CountryCode[] = ['BE', 'NL', 'FR', 'LU'];

/** Tells whether `phone` is a valid mobile number: core's isMobilePhone over the mobile metadata. */
export function isMobilePhone(phone: string): boolean {
  return isMobileNumber(phone, metadata);
}

/** Splits a stored number into its country and national number, defaulting to Belgium. */
export function splitPhone(phone: string): { country: CountryCode; national: string } {
  const parsed = parsePhoneNumberFromString(phone.trim(), metadata);
  if (parsed?.country) return { country: parsed.country, national: parsed.nationalNumber };
  return { country: 'BE', national: phone.replace(/^\+\d*/, '') };
}

/**
 * Joins a country and a typed national number into the international form the order carries; text
 * that cannot be parsed is kept as typed so validation can report it.
 */
export function joinPhone(country: CountryCode, national: string): string {
  const parsed = parsePhoneNumberFromString(national, country, metadata);
  return parsed
    ? parsed.number
    : national.trim()
      ? `+${getCountryCallingCode(country, metadata)}${national.replace(/\D/g, '')}`
      : '';
}

/** The phone countries: the preferred ones first, then all others alphabetically by code. */
export function phoneCountries(): { code: CountryCode; calling: string }[] {
  const rest = getCountries(metadata).filter((c) => !PREFERRED_COUNTRIES.includes(c));
  return [...PREFERRED_COUNTRIES, ...rest].map((code) => ({
    code,
    calling: getCountryCallingCode(code, metadata),
  }));
}
