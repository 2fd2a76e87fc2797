/**
 * Display helpers of the account page: addresses on one line, country names and the name the header
 * shows. Dates go through core's formatBookingDate (SPEC 3), as everywhere.
 */
import { LOCALE, type AccountAddress, type Lang } from '../../../core';

/** Writes an address on one line: 'Korenmarkt 1, 9000 Gent'. */
export function addressLine(a: Pick<AccountAddress, 'street' | 'streetnr' | 'zip' | 'city'>): string {
  return [`${a.street} ${a.streetnr}`.trim(), `${a.zip} ${a.city}`.trim()].filter(Boolean).join(', ');
}

/** The name the header shows for a user: first and last name, else the username. */
export function displayName(user: { firstname: string; lastname: string; username: string }): string {
  return `${user.firstname} ${user.lastname}`.trim() || user.username;
}

/** The countries an account address may be in, Belgium first. */
export const ADDRESS_COUNTRIES = ['BE', 'NL', 'FR', 'LU', 'DE'] as const;

/** Names a country code in `lang`'s locale ('BE' → 'België' in Dutch); an unknown code is shown as given. */
export function countryName(lang: Lang, code: string): string {
  try {
    return new Intl.DisplayNames([LOCALE[lang]], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
