/**
 * The name the header's account link shows for the logged-in user (SPEC 2 "Header"): cached per tab in
 * sessionStorage, so the header reads the account once, and announced with a window event when an
 * island logs in, out or changes the name. No HTTP client and no React here: every page loads this.
 */

/** sessionStorage key of the header's cached name: `{userId, name}` as JSON. */
export const ACCOUNT_NAME_KEY = 'tb.accountName';

/** The window event an island dispatches when the logged-in user or their name changed. */
export const ACCOUNT_EVENT = 'tb-account-change';

/** The detail of {@link ACCOUNT_EVENT}: user id 0 means logged out. */
export interface AccountChange {
  userId: number;
  name: string;
}

/** Reads the cached header name of `userId`, or '' when none is cached for that user. */
export function cachedName(userId: number): string {
  try {
    const cached = JSON.parse(sessionStorage.getItem(ACCOUNT_NAME_KEY) ?? 'null') as unknown;
    if (typeof cached !== 'object' || cached === null) return '';
    const { userId: id, name } = cached as Partial<Record<keyof AccountChange, unknown>>;
    return id === userId && typeof name === 'string' ? name : '';
  } catch {
    return '';
  }
}

/**
 * Caches the header name of `userId` (or forgets it when `userId` is 0) and tells the header, which
 * listens for {@link ACCOUNT_EVENT}, to show it.
 */
export function announceName(userId: number, name: string): void {
  try {
    if (userId > 0) sessionStorage.setItem(ACCOUNT_NAME_KEY, JSON.stringify({ userId, name }));
    else sessionStorage.removeItem(ACCOUNT_NAME_KEY);
  } catch {
    // Without sessionStorage the header simply reads the name again on the next page.
  }
  const detail: AccountChange = { userId, name };
  globalThis.dispatchEvent?.(new CustomEvent(ACCOUNT_EVENT, { detail }));
}
