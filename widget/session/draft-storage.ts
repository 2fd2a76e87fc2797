/**
 * Keeps a wizard draft in sessionStorage so it survives a reload and a return from the payment page:
 * the options of zustand's `persist` middleware for one element's store, under `tb.draft.<draft-key>`.
 * The host site calls {@link clearDrafts} on its order-confirmed page (or removes every key with that
 * prefix itself, as the site's CLEAR_DRAFTS_SCRIPT does).
 */
import { createJSONStorage, type PersistOptions, type PersistStorage } from 'zustand/middleware';
import { DRAFT_KEY_PREFIX } from '../../client';
import type { BookingState } from '../store/types';

/**
 * The version of the stored shape. Version 1 was the hand-written saving before `persist`: the same
 * fields at the top level beside `v: 1`. Bump it when StoredDraft changes, and teach `migrate` the
 * old shape, so an old draft is carried over or dropped instead of misread.
 */
export const DRAFT_VERSION = 2;

/**
 * What is stored of an element's state. `idempotencyKey` is the key of the order last placed from this
 * draft: Book after a refused or canceled payment replays that order (and pays it) instead of placing
 * a second one, which a one-use coupon would no longer allow. Any change of the draft drops it.
 */
export type StoredDraft = Pick<
  BookingState,
  'step' | 'draft' | 'retourEdited' | 'lookup' | 'idempotencyKey'
> &
  Partial<Pick<BookingState, 'revision'>>;

/** Reads a draft saved by the hand-written saving (`{ v: 1, ...fields }`) as persist's version 1. */
function reviveVersion1(key: string, value: unknown): unknown {
  if (key !== '' || typeof value !== 'object' || value === null || !('v' in value) || 'state' in value)
    return value;
  const { v, ...state } = value as { v: unknown };
  return { state, version: v };
}

/** Runs a storage call; a full or unavailable storage only loses the persistence, never the booking. */
function quietly(call: () => unknown): void {
  try {
    call();
  } catch {
    // Persistence is a convenience; the booking itself goes on.
  }
}

/**
 * The storage of the drafts: JSON in sessionStorage. The payment hand-off (step 4) is never stored, so
 * a return from the payment page resumes at the last step before it, and a draft removed after a
 * confirmed order stays removed.
 */
function draftStorage(): PersistStorage<StoredDraft> {
  const json = createJSONStorage<StoredDraft>(() => sessionStorage, { reviver: reviveVersion1 });
  return {
    getItem: (name) => json?.getItem(name) ?? null,
    setItem: (name, value) => value.state.step < 4 && quietly(() => json?.setItem(name, value)),
    removeItem: (name) => quietly(() => json?.removeItem(name)),
  };
}

/**
 * The persist options of the store of the element whose draft key is `draftKey`. `merge` decides how
 * a stored draft (or `undefined` when there is none) becomes the starting state.
 */
export function draftPersistence(
  draftKey: string,
  merge: (stored: StoredDraft | undefined, fresh: BookingState) => BookingState,
): PersistOptions<BookingState, StoredDraft> {
  return {
    name: DRAFT_KEY_PREFIX + draftKey,
    storage: draftStorage(),
    version: DRAFT_VERSION,
    partialize: (s) => ({
      step: s.step,
      draft: s.draft,
      retourEdited: s.retourEdited,
      lookup: s.lookup,
      idempotencyKey: s.idempotencyKey,
      // Change mode (issue 27): the order being changed, handed over by the manage page in this slot.
      ...(s.revision ? { revision: s.revision } : {}),
    }),
    // Version 1 stored the same fields; anything else is not a draft this code can read.
    migrate: (stored, version) => (version === 1 ? stored : undefined) as StoredDraft,
    merge: (stored, fresh) => merge(stored as StoredDraft | undefined, fresh),
  };
}

/** Removes one draft slot. */
export function clearDraft(key: string): void {
  quietly(() => sessionStorage.removeItem(DRAFT_KEY_PREFIX + key));
}

/** Removes every stored wizard draft, as the site does once an order is confirmed. */
export function clearDrafts(): void {
  quietly(() => {
    for (let i = sessionStorage.length - 1; i >= 0; i--) {
      const key = sessionStorage.key(i);
      if (key?.startsWith(DRAFT_KEY_PREFIX)) sessionStorage.removeItem(key);
    }
  });
}
