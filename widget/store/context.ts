/**
 * The React side of the store: one store per element, handed down by context (never a module
 * singleton, so two elements on a page stay independent), and narrow selector hooks.
 */
import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import type { Lang, Translate } from '../i18n';
import type { BookingState, BookingStore } from './types';

/** The element's store. */
export const StoreContext = createContext<BookingStore | null>(null);

/** The element's translate function and language. */
export const I18nContext = createContext<{ t: Translate; lang: Lang } | null>(null);

/** Selects a slice of the element's state; re-renders only when the selection changes. */
export function useBooking<T>(selector: (s: BookingState) => T): T {
  const store = useContext(StoreContext);
  if (!store) throw new Error('useBooking needs a StoreContext provider.');
  return useStore(store, selector);
}

/** Gives the store itself, for actions and one-off reads in handlers. */
export function useBookingStore(): BookingStore {
  const store = useContext(StoreContext);
  if (!store) throw new Error('useBookingStore needs a StoreContext provider.');
  return store;
}

/** Gives the element's translate function. */
export function useT(): Translate {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useT needs an I18nContext provider.');
  return i18n.t;
}

/** Gives the element's language. */
export function useLang(): Lang {
  return useContext(I18nContext)?.lang ?? 'nl';
}
