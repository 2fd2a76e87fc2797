/**
 * The submission slice: Book validates step 3 and asks for confirmation on a warning (SPEC 4 steps
 * 1-2); the order flow itself (order-flow.ts) loads on demand when the order is placed.
 */
import { bookingWarnings, validateStep } from '../../core';
import { toFailure } from '../../client';
import { describeFailure } from '../i18n/describe';
import { validationContext } from './helpers';
import type { SliceArgs, SubmissionSlice } from './types';

type SubmissionActions = Pick<SubmissionSlice, 'book' | 'confirmWarning' | 'closeWarning'>;

/** Creates the submission slice's actions. */
export function submissionActions(...[set, get, deps]: SliceArgs): SubmissionActions {
  const place = async () => {
    set({ submitting: true, warningOpen: false });
    try {
      const flow = await import('./order-flow');
      await flow.placeOrder(set, get, deps);
    } catch (error) {
      // Only a chunk that failed to load gets here; the flow reports its own failures.
      const failure = toFailure(error, 'api.chunk');
      set({ submitting: false, submitError: { messageId: failure.messageId } });
      deps.emit('tb-error', { action: 'book', message: describeFailure(deps.t, failure) });
    }
  };
  return {
    async book() {
      if (get().submitting) return;
      const s = get();
      if (!s.attempted.includes(3)) set({ attempted: [...s.attempted, 3] });
      if (!s.isMobile) set({ isMobile: await deps.loadPhoneCheck() });
      const result = validateStep(3, get().draft, validationContext(get(), deps.now()));
      if (!result.valid) return;
      if (bookingWarnings(get().draft).length > 0) return set({ warningOpen: true });
      await place();
    },
    confirmWarning() {
      void place();
    },
    closeWarning() {
      set({ warningOpen: false });
    },
  };
}
