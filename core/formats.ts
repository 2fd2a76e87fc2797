/**
 * Format checks for single text fields: email, flight number, Belgian postal code, password and
 * Belgian VAT number. Each accepts what a customer plausibly types and says how lenient it is.
 */

// The flight-number format has a module of its own, so the widget's first step, which checks postal
// codes here, does not carry it: only step 1's flight look-up needs it there.
export { isValidFlightNumber, normalizeFlightNumber } from './flight-number';

/** The shortest password accepted at registration and password reset. */
export const MIN_PASSWORD_LENGTH = 8;

// Deliberately simple (SPEC 5): one @, no whitespace, a dot in the domain. Deliverability is the mail
// server's business; a stricter pattern only rejects real addresses.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Tells whether `email` looks like an email address: something@domain.tld, no spaces, at most 254 chars. */
export function isValidEmail(email: string): boolean {
  return email.length <= 254 && EMAIL_PATTERN.test(email);
}

/** Tells whether `postal` is a Belgian postal code: four digits from 1000 to 9999, surrounding spaces ignored. */
export function isBelgianPostalCode(postal: string): boolean {
  return /^[1-9]\d{3}$/.test(postal.trim());
}

/**
 * Tells whether an address's postal code fits its country: a Belgian address (the default country)
 * needs a Belgian postal code; abroad any code is accepted (its presence is checked elsewhere).
 */
export function postalCodeFitsCountry(zip: string, country: string | undefined = 'BE'): boolean {
  return country !== 'BE' || isBelgianPostalCode(zip);
}

/** A reason a password is refused. */
export type PasswordProblem = 'tooShort' | 'mismatch';

/** Lists why a password and its confirmation are refused; empty when they are accepted. */
export function passwordProblems(password: string, confirm: string): PasswordProblem[] {
  const problems: PasswordProblem[] = [];
  // Count code points, not UTF-16 units, so an emoji is one character as the customer sees it.
  if ([...password].length < MIN_PASSWORD_LENGTH) problems.push('tooShort');
  if (password !== confirm) problems.push('mismatch');
  return problems;
}

/**
 * Tells whether a password is accepted: at least {@link MIN_PASSWORD_LENGTH} characters and equal to
 * its confirmation. Returns a boolean so `if (!validatePassword(...))` reads right; use
 * {@link passwordProblems} to know why.
 */
export function validatePassword(password: string, confirm: string): boolean {
  return passwordProblems(password, confirm).length === 0;
}

/**
 * Brings a typed VAT number to the stored form 'BE' + 10 digits: drops spaces, dots and hyphens, upper
 * cases, and adds the country prefix (and the leading 0 of an old 9-digit number) when missing. The
 * result is not checked; pass it to {@link isValidBelgianVat}.
 *
 * @example normalizeVat('be 0440.966.354') // 'BE0440966354'
 */
export function normalizeVat(vat: string): string {
  const compact = vat.replace(/[\s.-]/g, '').toUpperCase();
  if (/^\d{9}$/.test(compact)) return `BE0${compact}`;
  if (/^\d{10}$/.test(compact)) return `BE${compact}`;
  return compact;
}

/**
 * Tells whether `vat` is a valid Belgian VAT number, BE0XXXXXXXXX or BE1XXXXXXXXX, after
 * {@link normalizeVat}. The last two digits must equal 97 minus the first eight digits modulo 97.
 * Enterprise numbers starting with 1 are being issued now (issue 30, copy review L12): a new company
 * with one must be able to register.
 */
export function isValidBelgianVat(vat: string): boolean {
  const normalized = normalizeVat(vat);
  if (!/^BE[01]\d{9}$/.test(normalized)) return false;
  const digits = normalized.slice(2);
  return 97 - (Number(digits.slice(0, 8)) % 97) === Number(digits.slice(8));
}
