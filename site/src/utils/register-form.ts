/**
 * The registration form's checks before it is sent, all from core (SPEC 5 "Accounts"): which field
 * shows which message. The server checks the same rules again, plus the phone number and VIES.
 */
import { passwordProblems, validateRegistration } from '../../../core';
import type { AccountKey } from './account-i18n';

/** The registration form as the visitor filled it in. */
export interface RegisterForm {
  kind: 'consumer' | 'company';
  username: string;
  password: string;
  confirm: string;
  firstname: string;
  lastname: string;
  phone: string;
  company: string;
  vat: string;
}

/** A field of the registration form that can show an error. */
export type RegisterField = 'username' | 'password' | 'confirm' | 'phone' | 'company' | 'vat';

/** The message per invalid field, in the form's order. */
export type RegisterErrors = Partial<Record<RegisterField, AccountKey>>;

/** Gives the message of each field that stops the registration; empty when the form can be sent. */
export function registerErrors(form: RegisterForm): RegisterErrors {
  const isCompany = form.kind === 'company';
  const found = validateRegistration({
    username: form.username,
    password: form.password,
    confirmPassword: form.confirm,
    isCompany,
    company: form.company,
    vat: form.vat,
  });
  const errors: RegisterErrors = {};
  // Core's rule: the username is the e-mail address the reset link goes to.
  if (found.username) errors.username = 'acc.field.username';
  if (found.password) {
    const problems = passwordProblems(form.password, form.confirm);
    if (problems.includes('tooShort')) errors.password = 'acc.field.passwordShort';
    if (problems.includes('mismatch')) errors.confirm = 'acc.field.passwordMismatch';
  }
  if (found.company) errors.company = 'acc.field.company';
  if (found.vat) errors.vat = 'acc.field.vat';
  return errors;
}

const WEAK_REASONS = ['common', 'pattern', 'word', 'personal', 'guessable'] as const;

/**
 * The message for a password the server found too easy to guess (400 `weak_password`), by the
 * `reason` it gave; an unknown reason reads as plainly guessable.
 */
export function weakPasswordKey(reason: string | undefined): AccountKey {
  const known = WEAK_REASONS.find((r) => r === reason) ?? 'guessable';
  return `acc.field.passwordWeak.${known}`;
}

/**
 * The message for a field the server refused (a 400 naming it); undefined for other fields. `reason`
 * is the API's reason for a `weak_password`.
 */
export function serverFieldError(
  field: string | undefined,
  code: string | undefined,
  reason?: string,
): [RegisterField, AccountKey] | undefined {
  if (code === 'username_taken') return ['username', 'acc.register.taken'];
  if (code === 'weak_password') return ['password', weakPasswordKey(reason)];
  if (code === 'invalid_vat') return ['vat', 'acc.field.vatUnknown'];
  switch (field) {
    case 'username':
    case 'email':
      return ['username', 'acc.field.username'];
    case 'password':
    case 'confirmPassword':
      return ['password', 'acc.field.passwordShort'];
    case 'phone':
      return ['phone', 'acc.field.phone'];
    case 'company':
      return ['company', 'acc.field.company'];
    case 'vat':
      return ['vat', 'acc.field.vat'];
    default:
      return undefined;
  }
}
