/**
 * The shared session as the account islands use it: one HTTP client per API base (client/, the one the
 * widget uses, so the bearer token and storage keys are the same) and client's session start. The
 * header's name cache lives in account-name.ts, free of the HTTP client, since every page loads it.
 */
import type { Http } from '../../../client';
import { createHttp, DEFAULT_API_BASE, ensureSession, type StoredSession } from '../../../client';

const clients = new Map<string, Http>();

/** Gives the HTTP client of `apiBase` (default '/api'), created once per page. */
export function accountHttp(apiBase: string = DEFAULT_API_BASE): Http {
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

/** Replaces the current page (SPEC 2: login success and access redirects do not stay in history). */
export function replacePage(path: string): void {
  location.replace(path);
}
