/**
 * Reading and writing the shared session in localStorage. Storage can be unavailable (private mode,
 * sandboxed frames); every access is guarded so the wizard still works with an in-memory session.
 */
import { SESSION_KEYS } from './keys';

/** The session as stored: an access token, its refresh token and expiry, and the logged-in user. */
export interface StoredSession {
  token: string;
  refreshToken: string;
  /** Epoch milliseconds; 0 when unknown. */
  expiresAt: number;
  userName: string;
  /** 0 for an anonymous visitor. */
  userId: number;
  /** The licence of a logged-in travel-agent account (it may settle that licence by invoice), else ''. */
  agentLicence: string;
}

const memory = new Map<string, string>();

function get(key: string): string {
  try {
    return localStorage.getItem(key) ?? '';
  } catch {
    return memory.get(key) ?? '';
  }
}

function put(key: string, value: string): void {
  try {
    if (value === '') localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    if (value === '') memory.delete(key);
    else memory.set(key, value);
  }
}

/** Reads the stored session; missing values are empty strings and zeros. */
export function readSession(): StoredSession {
  return {
    token: get(SESSION_KEYS.token),
    refreshToken: get(SESSION_KEYS.refreshToken),
    expiresAt: Number(get(SESSION_KEYS.expiresAt)) || 0,
    userName: get(SESSION_KEYS.userName),
    userId: Number(get(SESSION_KEYS.userId)) || 0,
    agentLicence: get(SESSION_KEYS.agentLicence),
  };
}

/** Stores a session; empty values remove their key. */
export function writeSession(s: StoredSession): void {
  put(SESSION_KEYS.token, s.token);
  put(SESSION_KEYS.refreshToken, s.refreshToken);
  put(SESSION_KEYS.expiresAt, s.expiresAt ? String(s.expiresAt) : '');
  put(SESSION_KEYS.userName, s.userName);
  put(SESSION_KEYS.userId, s.userId ? String(s.userId) : '');
  put(SESSION_KEYS.agentLicence, s.agentLicence);
}

/** Removes every session key (logout). The auto-logout flag is set separately by the caller. */
export function clearSession(): void {
  for (const key of Object.values(SESSION_KEYS)) put(key, '');
}

/** Sets or clears the flag that tells the site the user was logged out automatically. */
export function setAutoLogoutFlag(on: boolean): void {
  put(SESSION_KEYS.didAutoLogout, on ? '1' : '');
}
