/**
 * Validation of the booking draft per wizard step (SPEC 5 "Per step") and as a whole. The widget calls
 * {@link validateStep} before Next, the server calls {@link validateDraft} before saving an order.
 */
import type { BookingDraft } from './draft';
import type { BookingWarning, FieldErrors, MessageKey } from './messages';
import { MESSAGE_KEYS } from './messages';
import { checkStart, type ValidationContext } from './validation-start';
import { checkAddresses, checkCargo, checkPerson } from './validation-steps';

/** A wizard step that has fields: 0 start, 1 addresses, 2 type and extras, 3 personal data. */
export type WizardStep = 0 | 1 | 2 | 3;

/** The wizard steps with fields, in order. */
export const WIZARD_STEPS = [0, 1, 2, 3] as const satisfies readonly WizardStep[];

/** The outcome of a validation. */
export interface ValidationResult {
  /** True when there are no errors; warnings never make a draft invalid. */
  valid: boolean;
  /** The message keys of the blocking problems. */
  errors: FieldErrors;
  /** Points the customer confirms before booking; only reported for step 3 and the whole draft. */
  warnings: BookingWarning[];
}

/** Validates the fields of one wizard step. */
export function validateStep(
  step: WizardStep,
  draft: BookingDraft,
  ctx: ValidationContext,
): ValidationResult {
  const errors: FieldErrors = {};
  switch (step) {
    case 0:
      checkStart(draft, ctx, errors);
      break;
    case 1:
      checkAddresses(draft, ctx, errors);
      break;
    case 2:
      checkCargo(draft, errors);
      break;
    case 3:
      checkPerson(draft, ctx, errors);
      break;
  }
  return result(errors, step === 3 ? bookingWarnings(draft, ctx.event) : []);
}

/** Validates every step at once, as the server does before it saves an order. */
export function validateDraft(draft: BookingDraft, ctx: ValidationContext): ValidationResult {
  const errors: FieldErrors = {};
  for (const step of WIZARD_STEPS) Object.assign(errors, validateStep(step, draft, ctx).errors);
  return result(errors, bookingWarnings(draft, ctx.event));
}

/**
 * Lists the warnings shown before booking: no suitcases at all, or a round trip whose outbound and
 * return fall on the same date. They ask for confirmation and never block. The rides of an `event`
 * mostly fall on one date, so there a single date is no warning.
 */
export function bookingWarnings(draft: BookingDraft, event = false): BookingWarning[] {
  const warnings: BookingWarning[] = [];
  if (draft.koffers === 0) warnings.push('noSuitcases');
  if (!event && draft.departure && draft.arrival && draft.pickupDate === draft.retourDate)
    warnings.push('sameDates');
  return warnings;
}

/** Lists the keys of a set of field errors in the order of the SPEC 8 table. */
export function errorKeys(errors: FieldErrors): MessageKey[] {
  return MESSAGE_KEYS.filter((key) => errors[key] === true);
}

function result(errors: FieldErrors, warnings: BookingWarning[]): ValidationResult {
  return { valid: errorKeys(errors).length === 0, errors, warnings };
}
