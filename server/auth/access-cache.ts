import type { Auth } from './types';

/** Default of `ACCESS_TOKEN_CACHE_SECONDS`: how long a positive access-token check is reused. */
export const DEFAULT_ACCESS_CACHE_SECONDS = 10;
/** Upper bound of `ACCESS_TOKEN_CACHE_SECONDS`, so a revocation elsewhere always wins within this. */
export const MAX_ACCESS_CACHE_SECONDS = 30;
/** How many validations are kept at most by default; the oldest go first (`CACHE_ACCESS_TOKENS`, server/caches.ts). */
const CAPACITY = 10_000;
/**
 * How long a family stays uncacheable after a revocation. Longer than any query takes, so a lookup
 * that read the token as live just before the revocation committed cannot put it back in the cache.
 */
const DISTRUST_MS = 60_000;

interface Entry {
  /** The database the check was made against: two servers in one process never share answers. */
  db: object;
  auth: Auth;
  familyId: string;
  /** Epoch ms after which the database must be asked again. */
  until: number;
}

/**
 * A short-lived in-process cache of positive access-token checks, keyed by the token itself (hashing
 * it, as the database lookup must, would cost more than the rest of the check; the token is in this
 * process's memory anyway while its request runs, and an entry lives seconds). The
 * database stays the single source of truth: an entry lives at most the configured seconds and never
 * beyond the token's expiry, and every revocation or rotation in this process drops the family's
 * entries at once (and keeps the family out of the cache for a while, so a concurrent lookup cannot
 * re-add it). A revocation made by another API process takes effect here within the cache lifetime;
 * that bounded delay is the price of checking a token without a database round trip per request.
 */
export class AccessTokenCache {
  private readonly entries = new Map<string, Entry>();
  private readonly distrusted = new Map<string, number>();
  /** How many validations are kept at most; the server sets it from `CACHE_ACCESS_TOKENS` at start. */
  capacity = CAPACITY;

  /** How many validations are kept now. */
  get size(): number {
    return this.entries.size;
  }

  /** Gives the cached check of `token` against `db`, or undefined when the database must be asked. */
  get(db: object, token: string, now: number): Auth | undefined {
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    if (entry.db !== db || entry.until <= now) {
      this.entries.delete(token);
      return undefined;
    }
    return entry.auth;
  }

  /** Remembers a live token until `until` (epoch ms), unless its family was revoked moments ago. */
  put(db: object, token: string, auth: Auth, familyId: string, until: number, now: number): void {
    const revokedAt = this.distrusted.get(familyId);
    if (revokedAt !== undefined && now - revokedAt < DISTRUST_MS) return;
    if (until <= now) return;
    this.entries.delete(token);
    this.entries.set(token, { db, auth, familyId, until });
    // A while loop, not one deletion: a capacity lowered while full sheds the surplus here.
    while (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.entries.delete(oldest.value);
    }
  }

  /** Drops every cached token of a family; called whenever its access tokens are revoked. */
  forgetFamily(familyId: string, now: number): void {
    for (const [token, entry] of this.entries) if (entry.familyId === familyId) this.entries.delete(token);
    for (const [family, at] of this.distrusted) if (now - at >= DISTRUST_MS) this.distrusted.delete(family);
    this.distrusted.set(familyId, now);
  }
}

/**
 * The process's cache. One for all databases (entries carry their database), because revocations run
 * on transaction objects that cannot be traced back to the database; family ids are random UUIDs, so
 * forgetting one never touches another database's tokens.
 */
export const accessTokenCache = new AccessTokenCache();

/**
 * Reads `ACCESS_TOKEN_CACHE_SECONDS` (whole seconds, 0 turns the cache off, at most
 * {@link MAX_ACCESS_CACHE_SECONDS}) and gives it in milliseconds; null for a bad value.
 */
export function accessCacheMs(raw: string | undefined): number | null {
  if (raw === undefined || raw.trim() === '') return DEFAULT_ACCESS_CACHE_SECONDS * 1000;
  if (!/^\d+$/.test(raw.trim())) return null;
  const seconds = Number(raw.trim());
  return seconds <= MAX_ACCESS_CACHE_SECONDS ? seconds * 1000 : null;
}
