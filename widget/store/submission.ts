/**
 * The submission slice: Book validates step 3 and asks for confirmation on a warning (SPEC 4 steps
 * 1-2); the order flow itself (order-flow.ts) loads on demand when the order is placed. A chunk that
 * fails to load on the way is a ChunkLoadError: the form says so, Book stays available to try again,
 * and the host page hears of it as a `tb-error` with action `chunk`.
 */
import { loadChunk } from '../chunks/load-chunk';
import { loadedLaterChecks, loadLaterChecks } from './checks';
import { validationContext } from './helpers';
import type { SliceArgs, SubmissionSlice } from './types';

type SubmissionActions = Pick<
  SubmissionSlice,
  'book' | 'confirmWarning' | 'closeWarning' | 'reportChunkFailure'
>;

/** Creates the submission slice's actions. */
export function submissionActions(...[set, get, deps]: SliceArgs): SubmissionActions {
  const reportChunkFailure = () => deps.emit('tb-error', { action: 'chunk', message: deps.t('api.chunk') });
  const chunkFailed = () => {
    set({ submitting: false, submitError: { messageId: 'api.chunk' } });
    reportChunkFailure();
  };
  const place = async () => {
    set({ submitting: true, warningOpen: false });
    // Change mode (issue 27) applies the change to the order instead of placing a new one.
    if (get().revision) {
      const revise = await loadChunk(() => import('../revision/revise-flow')).catch(() => null);
      if (!revise) return chunkFailed();
      return revise.applyRevision(set, get, deps);
    }
    const flow = await loadChunk(() => import('./order-flow')).catch(() => null);
    if (!flow) return chunkFailed();
    // The flow reports its own failures.
    await flow.placeOrder(set, get, deps);
  };
  return {
    async book() {
      if (get().submitting) return;
      const s = get();
      if (!s.attempted.includes(3)) set({ attempted: [...s.attempted, 3] });
      if (!s.isMobile) {
        try {
          set({ isMobile: await deps.loadPhoneCheck() });
        } catch {
          return chunkFailed();
        }
      }
      // Loaded with step 1 as a rule; only then does Book answer at once (no wait before `submitting`).
      const checks = loadedLaterChecks() ?? (await loadLaterChecks().catch(() => null));
      if (!checks) return chunkFailed();
      const result = checks.validateStep(3, get().draft, validationContext(get(), deps.now()));
      if (!result.valid) return;
      if (checks.bookingWarnings(get().draft, !!deps.eventId).length > 0) return set({ warningOpen: true });
      await place();
    },
    confirmWarning() {
      void place();
    },
    closeWarning() {
      set({ warningOpen: false });
    },
    reportChunkFailure,
  };
}
