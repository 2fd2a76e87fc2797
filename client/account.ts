/**
 * Logging in and out of the shared session (SPEC 4 "Session"), for the host site's account islands.
 * It writes the same storage keys as {@link ensureSession}, so the widget on the next page picks up the
 * logged-in user, and a logout here is a logout there.
 */
import type { Http } from './http';
import type { TokenAnswer } from '../core';
import { requestToken } from './token';
import { CLIENT_ID, SESSION_KEYS } from './keys';
import { clearSession, readSession, setAutoLogoutFlag, writeSession, type StoredSession } from './storage';

function save(answer: TokenAnswer, userName: string, userId: number): StoredSession {
  const session: StoredSession = {
    token: answer.access_token,
    refreshToken: answer.refresh_token,
    expiresAt: Date.now() + answer.expires_in * 1000,
    userName,
    userId,
    agentLicence: answer.agent_licence ?? '',
  };
  writeSession(session);
  return session;
}

/** Tells whether the stored session belongs to a logged-in user (not an anonymous visitor). */
export function isLoggedIn(session: StoredSession = readSession()): boolean {
  return session.userId > 0 && session.refreshToken !== '';
}

/**
 * Logs in with the password grant and stores the user's session in place of the anonymous one. A
 * successful login also clears the auto-logout flag, since the notice no longer applies. Throws an
 * ApiFailure ('api.authClient') when the details are refused or the call fails.
 */
export async function login(http: Http, username: string, password: string): Promise<StoredSession> {
  const answer = await requestToken(http, { grant_type: 'password', username, password }, 'api.authClient');
  const session = save(answer, answer.userName ?? username, answer.userId ?? 0);
  setAutoLogoutFlag(false);
  return session;
}

/**
 * Logs out (SPEC 4): asks the server to end the session (so a copied token stops working too), clears
 * the stored session and fetches a fresh anonymous token, so booking keeps working on this page. A
 * failed revocation does not keep the user logged in: the browser forgets the tokens either way.
 */
export async function logout(http: Http): Promise<StoredSession> {
  const { refreshToken, token } = readSession();
  const presented = refreshToken || token;
  if (presented) {
    try {
      await http.post('token/revoke', {
        body: new URLSearchParams({ client_id: CLIENT_ID, token: presented }),
        headers: { authorization: '' },
      });
    } catch {
      // The tokens are dropped below; an unreachable server only means they expire on their own.
    }
  }
  clearSession();
  const anonymous = await requestToken(http, { grant_type: 'client_credentials' }, 'api.authClient');
  const session = save(anonymous, '', 0);
  // Chosen, not automatic: a call that the revocation refused meanwhile may have raised the flag.
  setAutoLogoutFlag(false);
  return session;
}

/** Tells whether a failed refresh logged the user out automatically (the flag stays until cleared). */
export function didAutoLogout(): boolean {
  try {
    return localStorage.getItem(SESSION_KEYS.didAutoLogout) === '1';
  } catch {
    return false;
  }
}

/** Clears the auto-logout flag once the site has shown its notice. */
export function clearAutoLogout(): void {
  setAutoLogoutFlag(false);
}
