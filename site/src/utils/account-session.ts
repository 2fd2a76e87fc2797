/**
 * The shared session as the account islands use it: one ky client per API base (the widget's, so the
 * bearer token and storage keys are the same), the session start of widget/session, and the cached
 * name the header shows for the logged-in user.
 */
import type { KyInstance } from 'ky';
import { createHttp, DEFAULT_API_BASE } from '../../../widget/api/client';
import { ensureSession } from '../../../widget/session/session';
import type { StoredSession } from '../../../widget/session/storage';

/** sessionStorage key of the header's cached name: `{userId, name}` as JSON. */
export const ACCOUNT_NAME_KEY = 'tb.accountName';

/** The window event an island dispatches when the logged-in user or their name changed. */
export const ACCOUNT_EVENT = 'tb-account-change';

const clients = new Map<string, KyInstance>();

/** Gives the ky client of `apiBase` (default '/api'), created once per page. */
export function accountHttp(apiBase: string = DEFAULT_API_BASE): KyInstance {
  let http = clients.get(apiBase);
  if (!http) {
    http = createHttp(apiBase);
    clients.set(apiBase, http);
  }
  return http;
}

/** Resolves with a usable session (stored, refreshed or a new anonymous one) for `apiBase`. */
export function startSession(apiBase: string = DEFAULT_API_BASE): Promise<StoredSession> {
  return ensureSession(apiBase, accountHttp(apiBase));
}

/** Reads the cached header name of `userId`, or '' when none is cached for that user. */
export function cachedName(userId: number): string {
  try {
    const cached = JSON.parse(sessionStorage.getItem(ACCOUNT_NAME_KEY) ?? 'null') as unknown;
    if (typeof cached !== 'object' || cached === null) return '';
    const { userId: id, name } = cached as { userId?: unknown; name?: unknown };
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
  globalThis.dispatchEvent?.(new CustomEvent(ACCOUNT_EVENT, { detail: { userId, name } }));
}

/** Replaces the current page (SPEC 2: login success and access redirects do not stay in history). */
export function replacePage(path: string): void {
  location.replace(path);
}
