/**
 * Narrow selection of the draft for components: a component names the draft fields it shows and
 * re-renders only when one of them changes, not on every keystroke anywhere in the draft.
 */
import { useShallow } from 'zustand/react/shallow';
import type { BookingDraft } from '../../core';
import { useBooking } from './context';

/**
 * Selects the draft fields `keys` (compared one by one, zustand's `useShallow`).
 *
 * @example
 * const { pax, departure } = useDraftFields('pax', 'departure');
 */
export function useDraftFields<K extends keyof BookingDraft>(...keys: K[]): Pick<BookingDraft, K> {
  return useBooking(
    useShallow((s) => Object.fromEntries(keys.map((key) => [key, s.draft[key]])) as Pick<BookingDraft, K>),
  );
}
