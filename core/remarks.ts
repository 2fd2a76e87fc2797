/**
 * Pets and the customer's remarks for the driver (issue 17), and the terms the wizard's hint quotes
 * (SPEC 9 "Terms"). Remarks are plain text over several lines; they reach the operator's screens, the
 * confirmation e-mail and its calendar file, so core/text.ts's free-text rule applies to them. Both
 * live apart from limits.ts and the draft's defaults, which load with the wizard's first step.
 */
import type { CountLimit } from './limits';
import { textProblem, type TextProblem } from './text';

/**
 * How many pets one booking may carry: they travel in a carrier at the passengers' feet, and two is
 * what one vehicle takes. Not in SPEC 5's table, which predates pets being bookable.
 */
export const PET_LIMITS: CountLimit = { min: 0, max: 2 };

/**
 * Turns whatever a pets input produced into an allowed count, as core's clampCount does for the other
 * counts: truncated and clamped into {@link PET_LIMITS}; unreadable input becomes the minimum.
 */
export function clampPets(value: unknown): number {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim() !== ''
        ? Number(value)
        : NaN;
  if (Number.isNaN(n)) return PET_LIMITS.min;
  return Math.min(PET_LIMITS.max, Math.max(PET_LIMITS.min, Math.trunc(n)));
}

/** The most characters (code points) remarks may hold. */
export const REMARKS_MAX_LENGTH = 500;

/** Why remarks are refused: too long, or not plain text (a control character or half a character). */
export type RemarksProblem = 'length' | TextProblem;

/**
 * The first reason `remarks` cannot be stored, or null when they can: at most
 * {@link REMARKS_MAX_LENGTH} code points of multi-line free text (LF and CRLF allowed, other control
 * characters not).
 *
 * @example remarksProblem('Stop at Gent-Sint-Pieters please') // null
 */
export function remarksProblem(remarks: string): RemarksProblem | null {
  if ([...remarks].length > REMARKS_MAX_LENGTH) return 'length';
  return textProblem(remarks, true);
}
