/**
 * The customer's phone number (SPEC 5 step 3: "phone valid and of type mobile"). One rule for the
 * wizard, the order call and the account calls, over libphonenumber-js's `core` API: the caller passes
 * the metadata (`libphonenumber-js/mobile/metadata`), so the widget keeps loading those tens of
 * kilobytes only when step 3 needs them and the server passes the very same file.
 */
import {
  type CountryCode,
  type MetadataJson,
  getCountryCallingCode,
  parsePhoneNumberFromString,
} from 'libphonenumber-js/core';

/** The country a number written without its +country code is read in: every pickup lies in Belgium. */
export const PHONE_DEFAULT_COUNTRY: CountryCode = 'BE';

/**
 * The mobile numbers a form shows as examples of what it accepts: a Belgian one as people write it,
 * without the country code, and a foreign one with its +country code. Both pass {@link isMobilePhone}.
 */
export const PHONE_EXAMPLES = { local: '0470 12 34 56', international: '+33 6 12 34 56 78' } as const;

/**
 * Tells whether `phone` is a valid mobile number: international ('+32 470 12 34 56') or Belgian without
 * the country code ('0470 12 34 56'), spaces and punctuation ignored. Numbers of countries whose plan
 * does not tell mobile and fixed lines apart (FIXED_LINE_OR_MOBILE, such as the United States) count as
 * mobile; landlines, premium and toll-free numbers do not.
 */
export function isMobilePhone(phone: string, metadata: MetadataJson): boolean {
  const parsed = parsePhoneNumberFromString(
    phone.trim(),
    { defaultCountry: PHONE_DEFAULT_COUNTRY },
    metadata,
  );
  if (!parsed || !parsed.isValid()) return false;
  const type = parsed.getType();
  return type === 'MOBILE' || type === 'FIXED_LINE_OR_MOBILE';
}

/**
 * A mobile number as stored for SMS (a driver's, a customer's): E.164 ('+32470123456'), read in
 * Belgium when it has no country code, or null when it is not a valid mobile number
 * ({@link isMobilePhone}, over the `metadata` the caller passes, libphonenumber-js's mobile metadata).
 */
export function mobileE164(text: string, metadata: MetadataJson): string | null {
  if (!isMobilePhone(text, metadata)) return null;
  const parsed = parsePhoneNumberFromString(text.trim(), { defaultCountry: PHONE_DEFAULT_COUNTRY }, metadata);
  return parsed?.number ?? null;
}

/** Splits a stored number into its country and national number, reading it in Belgium when it has no country. */
export function splitPhone(
  phone: string,
  metadata: MetadataJson,
): { country: CountryCode; national: string } {
  const parsed = parsePhoneNumberFromString(phone.trim(), metadata);
  if (parsed?.country) return { country: parsed.country, national: parsed.nationalNumber };
  return { country: PHONE_DEFAULT_COUNTRY, national: phone.replace(/^\+\d*/, '') };
}

/**
 * Joins a country and a typed national number into the international form an order carries; text that
 * cannot be parsed is kept as typed (digits after the country code) so {@link isMobilePhone} reports it.
 */
export function joinPhone(country: CountryCode, national: string, metadata: MetadataJson): string {
  const parsed = parsePhoneNumberFromString(national, country, metadata);
  if (parsed) return parsed.number;
  return national.trim() ? `+${getCountryCallingCode(country, metadata)}${national.replace(/\D/g, '')}` : '';
}
