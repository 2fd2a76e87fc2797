/**
 * Phone numbers through libphonenumber-js's `core` API with its mobile metadata (SPEC 5: the phone must
 * be a valid mobile number, core's isMobilePhone). This module is a separate chunk, with the metadata;
 * step 3 and Book load it.
 */
import { type CountryCode, getCountries, getCountryCallingCode } from 'libphonenumber-js/core';
import metadata from 'libphonenumber-js/mobile/metadata';
import {
  isMobilePhone as isMobileNumber,
  joinPhone as joinNumber,
  splitPhone as splitNumber,
} from '../../core';

/** The countries listed first in the phone country select (SPEC 2). */
export const PREFERRED_COUNTRIES: readonly CountryCode[] = ['BE', 'NL', 'FR', 'LU'];

/** Tells whether `phone` is a valid mobile number: core's isMobilePhone over the mobile metadata. */
export function isMobilePhone(phone: string): boolean {
  return isMobileNumber(phone, metadata);
}

/** Splits a stored number into its country and national number: core's splitPhone over the mobile metadata. */
export function splitPhone(phone: string): { country: CountryCode; national: string } {
  return splitNumber(phone, metadata);
}

/** Joins a country and a typed national number: core's joinPhone over the mobile metadata. */
export function joinPhone(country: CountryCode, national: string): string {
  return joinNumber(country, national, metadata);
}

/** The phone countries: the preferred ones first, then all others alphabetically by code. */
export function phoneCountries(): { code: CountryCode; calling: string }[] {
  const rest = getCountries(metadata).filter((c) => !PREFERRED_COUNTRIES.includes(c));
  return [...PREFERRED_COUNTRIES, ...rest].map((code) => ({
    code,
    calling: getCountryCallingCode(code, metadata),
  }));
}
