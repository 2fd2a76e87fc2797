/**
 * The shared session (SPEC 4 "Session"): every element waits for an access token before it shows the
 * wizard. One page holds one session per API base, whatever the number of elements, so concurrent
 * elements never race two anonymous token requests or two refreshes of the same refresh token.
 */
// ky's own type: http.ts, which exports it as Http, imports this file (renewal), so no import back.
import type { KyInstance as Http } from 'ky';
import { sameLicence, type TokenAnswer } from '../core';
import { requestToken } from './token';
import { clearSession, readSession, setAutoLogoutFlag, writeSession, type StoredSession } from './storage';

/** Refresh this long before the access token expires, so no call goes out with a dead token. */
const REFRESH_MARGIN_MS = 30_000;

interface PageSession {
  ready: Promise<StoredSession>;
  timer?: ReturnType<typeof setTimeout>;
}

const sessions = new Map<string, PageSession>();

function store(answer: TokenAnswer, previous: StoredSession, now: number): StoredSession {
  const next: StoredSession = {
    token: answer.access_token,
    refreshToken: answer.refresh_token,
    expiresAt: now + answer.expires_in * 1000,
    userName: answer.userName ?? previous.userName,
    userId: answer.userId ?? previous.userId,
    // Only an answer that says so makes an agent: a server that does not tell gets card payment.
    agentLicence: answer.agent_licence ?? '',
  };
  writeSession(next);
  return next;
}

async function anonymous(http: Http): Promise<StoredSession> {
  const answer = await requestToken(http, { grant_type: 'client_credentials' }, 'api.authClient');
  const none = { token: '', refreshToken: '', expiresAt: 0, userName: '', userId: 0, agentLicence: '' };
  return store(answer, none, Date.now());
}

/**
 * Renews `current` with its refresh token; when that fails, the user is logged out automatically. Not
 * so when `current` had no refresh token (a logout in this page has just cleared it: nobody to log out)
 * or the stored session has changed meanwhile (a logout or a login here or in another tab): the stored
 * session is used, or a new anonymous one. A call refused during a logout thus never clears the new
 * anonymous session or makes the logout automatic.
 */
async function refresh(http: Http, current: StoredSession): Promise<StoredSession> {
  try {
    const answer = await requestToken(
      http,
      { grant_type: 'refresh_token', refresh_token: current.refreshToken },
      'api.reauth',
    );
    return store(answer, current, Date.now());
  } catch {
    const now = readSession();
    if (now.token && now.token !== current.token) return now;
    if (current.refreshToken) {
      // Logged out automatically: storage cleared, the flag set, an anonymous token fetched.
      clearSession();
      setAutoLogoutFlag(true);
    }
    return anonymous(http);
  }
}

function schedule(key: string, http: Http, session: StoredSession): void {
  const entry = sessions.get(key);
  if (!entry) return;
  clearTimeout(entry.timer);
  const delay = Math.max(0, session.expiresAt - Date.now() - REFRESH_MARGIN_MS);
  entry.timer = setTimeout(() => {
    // Another tab or the site may have refreshed already; use the newest stored refresh token.
    const latest = readSession();
    const run =
      latest.expiresAt - Date.now() > REFRESH_MARGIN_MS ? Promise.resolve(latest) : refresh(http, latest);
    entry.ready = run.then((s) => (schedule(key, http, s), s));
  }, delay);
}

async function start(http: Http, options: SessionOptions): Promise<StoredSession> {
  // An agent link logs a customer out (SPEC 4), but not the logged-in agent of the link's licence.
  if (options.agentInUrl && !sameLicence(readSession().agentLicence, options.urlLicence ?? ''))
    clearSession();
  const stored = readSession();
  if (!stored.refreshToken) return anonymous(http);
  if (!stored.token || stored.expiresAt - Date.now() <= REFRESH_MARGIN_MS) return refresh(http, stored);
  return stored;
}

/** Options of {@link ensureSession}. */
export interface SessionOptions {
  /** The page URL carries agent data: the customer session is logged out first (SPEC 4). */
  agentInUrl?: boolean;
  /** The licence (TALIC) in the page URL: a logged-in agent of this licence stays logged in. */
  urlLicence?: string;
}

/**
 * Resolves with a usable session for the API behind `http` (identified by `apiBase`): the stored one,
 * a refreshed one, or a new anonymous one, and keeps it refreshed until the page closes.
 */
export function ensureSession(
  apiBase: string,
  http: Http,
  options: SessionOptions = {},
): Promise<StoredSession> {
  const existing = sessions.get(apiBase);
  if (existing) return existing.ready;
  const entry: PageSession = { ready: start(http, options) };
  sessions.set(apiBase, entry);
  entry.ready.then(
    (s) => schedule(apiBase, http, s),
    // A failed start is retried by the next element or reload rather than cached forever.
    () => sessions.delete(apiBase),
  );
  return entry.ready;
}

/**
 * Renews the page session after the API refused the access token `refused` (401: expired early or
 * revoked): the refresh token gets a new pair, and when that fails the user is logged out
 * automatically with a new anonymous token. Concurrent refusals share one renewal, and a token another
 * call or tab stored meanwhile is used as it is. Resolves with the access token to use now.
 */
export function renewSession(apiBase: string, http: Http, refused: string): Promise<string> {
  const entry = sessions.get(apiBase) ?? { ready: Promise.resolve(readSession()) };
  sessions.set(apiBase, entry);
  entry.ready = entry.ready
    .catch(() => undefined)
    .then(() => {
      const latest = readSession();
      return latest.token && latest.token !== refused ? latest : refresh(http, latest);
    })
    .then((s) => (schedule(apiBase, http, s), s));
  return entry.ready.then((s) => s.token);
}

/** Stops the refresh timers and forgets the page sessions; for tests and page teardown. */
export function resetSessions(): void {
  for (const entry of sessions.values()) clearTimeout(entry.timer);
  sessions.clear();
}
