/** Checks of the organiser request form on /events-register (SPEC 5 "Accounts": a motivation is required). */
import { isValidEmail } from '../../../core';

/** What an organiser sends to request a My-Events account. */
export interface OrganiserRequest {
  name: string;
  email: string;
  motivation: string;
}

/** The message key of each field's problem. */
export type OrganiserRequestErrors = Partial<
  Record<
    keyof OrganiserRequest,
    'eventsRegister.nameRequired' | 'eventsRegister.emailInvalid' | 'eventsRegister.motivationRequired'
  >
>;

/** Gives the problems of a request, field by field; an empty object means it can be sent. */
export function validateOrganiserRequest(request: OrganiserRequest): OrganiserRequestErrors {
  const errors: OrganiserRequestErrors = {};
  if (!request.name.trim()) errors.name = 'eventsRegister.nameRequired';
  if (!isValidEmail(request.email.trim())) errors.email = 'eventsRegister.emailInvalid';
  if (!request.motivation.trim()) errors.motivation = 'eventsRegister.motivationRequired';
  return errors;
}
