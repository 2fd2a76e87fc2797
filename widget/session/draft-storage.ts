/**
 * Keeps a wizard draft in sessionStorage so it survives a reload and a return from the payment page.
 * The host site calls {@link clearDrafts} on its order-confirmed page.
 */
import { DRAFT_KEY_PREFIX } from '../../client';

/** Reads the stored value of one draft slot, or undefined when there is none or it is unreadable. */
export function loadDraft<T>(key: string): T | undefined {
  try {
    const raw = sessionStorage.getItem(DRAFT_KEY_PREFIX + key);
    return raw ? (JSON.parse(raw) as T) : undefined;
  } catch {
    return undefined;
  }
}

/** Stores one draft slot; a full or unavailable storage only loses the persistence. */
export function saveDraft(key: string, value: unknown): void {
  try {
    sessionStorage.setItem(DRAFT_KEY_PREFIX + key, JSON.stringify(value));
  } catch {
    // Persistence is a convenience; the booking itself goes on.
  }
}

/** Removes one draft slot. */
export function clearDraft(key: string): void {
  try {
    sessionStorage.removeItem(DRAFT_KEY_PREFIX + key);
  } catch {
    // Nothing stored, nothing to clear.
  }
}

/** Removes every stored wizard draft, as the site does once an order is confirmed. */
export function clearDrafts(): void {
  try {
    for (let i = sessionStorage.length - 1; i >= 0; i--) {
      const key = sessionStorage.key(i);
      if (key?.startsWith(DRAFT_KEY_PREFIX)) sessionStorage.removeItem(key);
    }
  } catch {
    // Nothing stored, nothing to clear.
  }
}
