/**
 * One labelled field of the drivers-and-vehicles forms: the label, the control, an optional hint and
 * the field's error in the user's language, tied to the control by aria-describedby and aria-invalid
 * so a screen reader reads the error with the field; and the mapping of a refused field to its text.
 */
import type { ReactNode } from 'react';
import { MAX_DRIVER_PHOTO_BYTES, PLATE_MAX_LENGTH, PLATE_MIN_LENGTH } from '../../../../core';
import { ft } from '../../utils/bo-fleet-i18n';
import type { Lang } from '../../utils/i18n';

/** The ARIA attributes of control `id` with `error` and an optional hint. */
export function fieldAria(id: string, error: string | undefined, hint?: boolean) {
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return {
    id,
    'aria-invalid': error ? (true as const) : undefined,
    'aria-describedby': described || undefined,
  };
}

/** Props of {@link FleetField}. */
export interface FleetFieldProps {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  children: ReactNode;
}

/** Renders the field: label, control (given as `children`, built with {@link fieldAria}), hint, error. */
export function FleetField({ id, label, error, hint, children }: FleetFieldProps) {
  return (
    <p className="bo-field">
      <label htmlFor={id}>{label}</label> {children}
      {hint && (
        <small id={`${id}-hint`} className="bo-hint">
          {' '}
          {hint}
        </small>
      )}
      {error && (
        <span id={`${id}-error`} className="bo-error">
          {' '}
          {error}
        </span>
      )}
    </p>
  );
}

/** The photo size limit in kB, as the texts name it. */
export const PHOTO_KB = MAX_DRIVER_PHOTO_BYTES / 1000;

/** The text for a field the server refused (`status` 409 for a plate in use), in `lang`. */
export function refusedFieldText(lang: Lang, field: string, status: number): string {
  const root = field.split('.')[0];
  if (root === 'mobile') return ft(lang, 'fleet.driver.mobileInvalid');
  if (root === 'photo') return ft(lang, 'fleet.driver.photoInvalid', { kb: PHOTO_KB });
  if (root === 'plate')
    return status === 409
      ? ft(lang, 'fleet.vehicle.plateTaken')
      : ft(lang, 'fleet.vehicle.plateInvalid', { min: PLATE_MIN_LENGTH, max: PLATE_MAX_LENGTH });
  return ft(lang, 'fleet.invalid');
}
