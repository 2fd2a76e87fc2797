/**
 * Validation of the wizard's steps as the store runs it. Step 0's check is core's validateStart, part of
 * the first step; the checks of steps 1 to 3 and the booking warnings load with step 1
 * ({@link loadLaterChecks}, widget/store/later-checks.ts), since the first step never needs them.
 */
import { validateStart, type BookingDraft, type FieldErrors, type ValidationContext } from '../../core';
import { loadChunk } from '../chunks/load-chunk';
import type { WizardStep } from '../../core';
import type * as LaterChecksModule from './later-checks';

type LaterChecks = typeof LaterChecksModule;

let later: LaterChecks | null = null;
let loading: Promise<LaterChecks> | null = null;

/**
 * Loads the checks of steps 1 to 3 once (again after a failure); rejects with a ChunkLoadError when
 * their chunk cannot load.
 */
export function loadLaterChecks(): Promise<LaterChecks> {
  if (later) return Promise.resolve(later);
  loading ??= loadChunk(() => import('./later-checks')).then(
    (m) => (later = m),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The checks of steps 1 to 3 when they have loaded, so a caller that has them need not wait. */
export function loadedLaterChecks(): LaterChecks | null {
  return later;
}

/**
 * The problems of one step. Steps 1 to 3 are only shown once their checks have loaded (they load with
 * step 1's chunk); before that they report nothing.
 */
export function stepResult(
  step: WizardStep,
  draft: BookingDraft,
  ctx: ValidationContext,
): { valid: boolean; errors: FieldErrors } {
  if (step === 0) return validateStart(draft, ctx);
  return later ? later.validateStep(step, draft, ctx) : { valid: false, errors: {} };
}
