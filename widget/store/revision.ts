/**
 * The change mode's store action (issue 27): the quote of the draft as a change of the order the manage
 * page handed over. Its calls load on first use, with the last step, so a new booking never loads them.
 */
import { loadChunk } from '../chunks/load-chunk';
import type { RevisionSlice, SliceArgs } from './types';

/** Creates the change mode's actions. */
export function revisionActions(...[set, get, deps]: SliceArgs): Pick<RevisionSlice, 'quoteRevision'> {
  return {
    async quoteRevision() {
      if (!get().revision) return;
      const flow = await loadChunk(() => import('../revision/revise-flow')).catch(() => null);
      if (!flow) {
        set({ revisionQuote: { state: 'failed', code: 'chunk', field: '' } });
        return get().reportChunkFailure();
      }
      await flow.quoteRevision(set, get, deps);
    },
  };
}
