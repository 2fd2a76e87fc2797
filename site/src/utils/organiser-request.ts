/**
 * Checks of the organiser request form on /events-register (SPEC 5 "Accounts": a motivation is
 * required), the ones the browser can make before the server's: the server also holds the password to
 * the product's one strength rule and the e-mail address to being free.
 */
import { isOrganiserPhone, isValidEmail, isWebsite, passwordProblems } from '../../../core';

/** What an organiser fills in to request a My-Events account. */
export interface OrganiserRequest {
  name: string;
  email: string;
  contact: string;
  phone: string;
  website: string;
  password: string;
  confirmPassword: string;
  motivation: string;
}

/** The fields of the form, in the order they are shown (the first faulty one gets focus). */
export const ORGANISER_FIELDS = [
  'name',
  'email',
  'contact',
  'phone',
  'website',
  'password',
  'confirmPassword',
  'motivation',
] as const satisfies readonly (keyof OrganiserRequest)[];

/** The message key of each field's problem. */
export type OrganiserRequestError =
  | 'eventsRegister.nameRequired'
  | 'eventsRegister.emailInvalid'
  | 'eventsRegister.motivationRequired'
  | 'org.contactRequired'
  | 'org.phoneInvalid'
  | 'org.websiteInvalid'
  | 'org.passwordShort'
  | 'org.passwordMismatch';

/** The problems of a request, field by field. */
export type OrganiserRequestErrors = Partial<Record<keyof OrganiserRequest, OrganiserRequestError>>;

/**
 * The website as the form sends it: trimmed, with `https://` added when the organiser typed none
 * ("example.be", issue 31: it was refused without saying that the scheme was wanted). A value that
 * names another scheme ("ftp:", "javascript:") is left as typed, for the check to refuse.
 *
 * @example websiteAddress('www.example.be') // 'https://www.example.be'
 */
export function websiteAddress(value: string): string {
  const website = value.trim();
  if (!website || /^[a-z][a-z0-9+.-]*:(?!\d)/i.test(website)) return website;
  return `https://${website}`;
}

/** Gives the problems of a request, field by field; an empty object means it can be sent. */
export function validateOrganiserRequest(request: OrganiserRequest): OrganiserRequestErrors {
  const errors: OrganiserRequestErrors = {};
  if (!request.name.trim()) errors.name = 'eventsRegister.nameRequired';
  if (!isValidEmail(request.email.trim())) errors.email = 'eventsRegister.emailInvalid';
  if (!request.contact.trim()) errors.contact = 'org.contactRequired';
  if (!isOrganiserPhone(request.phone)) errors.phone = 'org.phoneInvalid';
  const website = websiteAddress(request.website);
  if (website && !isWebsite(website)) errors.website = 'org.websiteInvalid';
  const problems = passwordProblems(request.password, request.confirmPassword);
  if (problems.includes('tooShort')) errors.password = 'org.passwordShort';
  else if (problems.includes('mismatch')) errors.confirmPassword = 'org.passwordMismatch';
  if (!request.motivation.trim()) errors.motivation = 'eventsRegister.motivationRequired';
  return errors;
}
