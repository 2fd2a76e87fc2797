/**
 * Display helpers of the account page: dates with a 2-digit year, 24-hour clock (SPEC 3), addresses on
 * one line, and the name the header shows.
 */
import type { AccountAddress } from '../../../core';

/**
 * Formats an API date 'YYYY/MM/DD' or 'YYYY-MM-DD', optionally followed by 'HH:mm', as 'DD/MM/YY' or
 * 'DD/MM/YY HH:mm'. Anything else is returned as given rather than guessed at.
 *
 * @example formatOrderDate('2027/03/05 07:30') // '05/03/27 07:30'
 */
export function formatOrderDate(value: string): string {
  const match = /^(\d{4})[/-](\d{2})[/-](\d{2})(?:[ T](\d{2}):(\d{2}))?/.exec(value.trim());
  if (!match) return value;
  const [, year, month, day, hour, minute] = match;
  const date = `${day}/${month}/${year!.slice(2)}`;
  return hour === undefined ? date : `${date} ${hour}:${minute}`;
}

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

/** Names a country code in `lang` ('BE' → 'België' in Dutch); an unknown code is shown as given. */
export function countryName(lang: string, code: string): string {
  try {
    return new Intl.DisplayNames([lang], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
