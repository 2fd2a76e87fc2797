/**
 * One labelled form field with its required mark and its error message. The error is linked with
 * aria-describedby and announced by a polite live region, and the control gets aria-invalid.
 */
import type { ReactNode } from 'react';
import type { ConsentKey, MessageKey, WizardStep } from '../../core';
import { RULE_VALUES } from '../i18n/rule-values';
import { useBooking, useT } from '../store/context';

/** The accessibility props a field gives its control. */
export interface ControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  'aria-required'?: true;
  part: string;
}

/** Props of {@link Field}. */
export interface FieldProps {
  id: string;
  label: string;
  required?: boolean;
  /**
   * The message key whose error this field shows; never a consent's, which step 3's one consent box
   * tells with its own message (issue 31).
   */
  error?: Exclude<MessageKey, ConsentKey> | undefined;
  /** The wizard step the error belongs to. */
  step: WizardStep;
  /** Shown under the control, e.g. the city found for a postal code. */
  hint?: ReactNode;
  children: (control: ControlProps) => ReactNode;
}

/** Tells whether `key` is an error to show on `step`: only after Next or Book was tried there. */
export function useFieldError(step: WizardStep, key: MessageKey | undefined): boolean {
  return useBooking((s) => key !== undefined && s.attempted.includes(step) && s.errors(step)[key] === true);
}

/** Renders a label, the control from `children`, an optional hint and the error message. */
export function Field({ id, label, required, error, step, hint, children }: FieldProps) {
  const t = useT();
  const invalid = useFieldError(step, error);
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const described = [hint ? hintId : '', invalid ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div className="field" part="field">
      <label htmlFor={id}>
        {label}
        {required && <Required />}
      </label>
      {children({
        id,
        part: 'input',
        ...(invalid ? { 'aria-invalid': true } : {}),
        ...(described ? { 'aria-describedby': described } : {}),
        ...(required ? { 'aria-required': true } : {}),
      })}
      {hint && (
        <div id={hintId} className="hint">
          {hint}
        </div>
      )}
      <div id={errorId} className="error" part="error" aria-live="polite">
        {invalid && error ? t(`error.${error}`, RULE_VALUES) : ''}
      </div>
    </div>
  );
}

/** The asterisk of a required field, with a spoken word instead of "star". */
export function Required() {
  const t = useT();
  return (
    <span className="req">
      <span aria-hidden="true"> *</span>
      <span className="sr-only"> ({t('wizard.required')})</span>
    </span>
  );
}
