/**
 * Validation of account forms (SPEC 5 "Accounts"): registration, password reset and saved addresses.
 * Problems are reported with the same message keys as the booking (SPEC 8).
 */
import type { AccountAddress } from './api-types';
import type { FieldErrors } from './messages';
import { isValidBelgianVat, isValidEmail, validatePassword } from './formats';

/** The fields of the registration form; company fields only for a company account. */
export interface RegistrationInput {
  username: string;
  password: string;
  confirmPassword: string;
  /** A company account also needs a company name and a VAT number. */
  isCompany: boolean;
  company?: string;
  vat?: string;
}

/**
 * Validates a registration: a username that is an e-mail address (customers log in with it and the
 * password reset link goes to it), a password of at least {@link MIN_PASSWORD_LENGTH} characters with a
 * matching confirmation, and for a company account a company name and a valid BE0 VAT number. The
 * external VAT check call comes on top of this, on the server.
 */
export function validateRegistration(input: RegistrationInput): FieldErrors {
  const errors: FieldErrors = {};
  if (!isValidEmail(input.username.trim())) errors.username = true;
  if (!validatePassword(input.password, input.confirmPassword)) errors.password = true;
  if (input.isCompany) {
    if (!hasText(input.company ?? '')) errors.company = true;
    if (!isValidBelgianVat(input.vat ?? '')) errors.vat = true;
  }
  return errors;
}

/**
 * Validates a password reset: the new password needs {@link MIN_PASSWORD_LENGTH} characters and a
 * matching confirmation.
 */
export function validatePasswordReset(password: string, confirmPassword: string): FieldErrors {
  return validatePassword(password, confirmPassword) ? {} : { password: true };
}

/** The parts of a saved account address (api-types.ts) that the account page requires. */
export type AccountAddressInput = Pick<AccountAddress, 'street' | 'streetnr' | 'zip' | 'city'>;

/** Validates a saved address: street, number, postal code and city are all required. */
export function validateAccountAddress(address: AccountAddressInput): FieldErrors {
  const complete = [address.street, address.streetnr, address.zip, address.city].every(hasText);
  return complete ? {} : { address: true };
}

function hasText(value: string): boolean {
  return value.trim() !== '';
}
