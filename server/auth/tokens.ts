import { randomUUID } from 'node:crypto';
import type { Queryable } from '../data/database';
import {
  claimRefreshToken,
  deleteExpiredTokens,
  familyOfToken,
  findLiveAccessToken,
  findRefreshToken,
  insertAccessToken,
  insertRefreshToken,
  insertTokenFamily,
  linkReplacement,
  liveFamilyIds,
  revokeFamilyAccessTokens,
  revokeFamilyRows,
  wasRotatedBy,
} from '../data/auth/tokens-repo';
import { accessTokenCache } from './access-cache';
import { purgeKnownAddresses } from './account-throttles';
import { purgeThrottles } from './throttle';
import { forgetOldMailParams } from '../data/mail/owed-mails-repo';
import { OWED_MAIL_KIND } from '../mail/owed-mails';
import { hashSecret, newSecret } from './secrets';
import type { Auth } from './types';

/** Days the parameters of a sent (or given-up) e-mail about no order are kept, for a complaint about it. */
export const OWED_MAIL_PARAMS_DAYS = 30;

/** Lifetime of an access token when `TOKEN_TTL` is not set, in seconds. */
export const DEFAULT_ACCESS_TTL = 3600;
/** Lifetime of a refresh token, in seconds: 30 days. */
export const REFRESH_TTL = 30 * 24 * 3600;

/** What a token grant hands to the client (before the OAuth field names are applied). */
export interface IssuedTokens {
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
  userId: number | null;
}

/** Why a refresh token was refused; `reused` means the whole family has just been revoked. */
export type RefreshFailure = 'unknown' | 'expired' | 'reused' | 'client_mismatch';

async function insertPair(
  tx: Queryable,
  familyId: string,
  userId: number | null,
  ttl: number,
): Promise<IssuedTokens> {
  const accessToken = newSecret();
  const refreshToken = newSecret();
  await insertAccessToken(tx, {
    id: randomUUID(),
    tokenHash: hashSecret(accessToken),
    familyId,
    userId,
    ttlSeconds: ttl,
  });
  await insertRefreshToken(tx, {
    id: randomUUID(),
    tokenHash: hashSecret(refreshToken),
    familyId,
    ttlSeconds: REFRESH_TTL,
  });
  return { accessToken, refreshToken, expiresIn: ttl, userId };
}

/**
 * Starts a new session (a token family) for `userId` (null: anonymous visitor) and issues its first
 * access and refresh token.
 */
export async function issueTokens(
  db: Queryable,
  clientId: string,
  userId: number | null,
  ttl: number,
): Promise<IssuedTokens> {
  const familyId = randomUUID();
  await insertTokenFamily(db, familyId, userId, clientId);
  return insertPair(db, familyId, userId, ttl);
}

/** Revokes a family: its refresh tokens stop refreshing and its access tokens stop authenticating. */
export async function revokeFamily(db: Queryable, familyId: string): Promise<void> {
  accessTokenCache.forgetFamily(familyId, Date.now());
  await revokeFamilyRows(db, familyId);
}

/** Revokes every session of a user, e.g. after a password reset. */
export async function revokeUserSessions(db: Queryable, userId: number): Promise<void> {
  for (const id of await liveFamilyIds(db, userId)) await revokeFamily(db, id);
}

/** Ends every session of a user except the one access token `keepTokenId` belongs to (a password change). */
export async function revokeOtherSessions(db: Queryable, userId: number, keepTokenId: string): Promise<void> {
  for (const id of await liveFamilyIds(db, userId, keepTokenId)) await revokeFamily(db, id);
}

/**
 * How long a repeat of a just-rotated refresh token from the same client and address counts as the
 * same rotation, in seconds: two tabs (or two elements) that refresh at once with the one stored token.
 */
export const REFRESH_GRACE_SECONDS = 10;

/**
 * Rotates a refresh token: the presented token is spent and a new access/refresh pair of the same
 * family is issued. The claim is one conditional UPDATE that also records when, by which client and
 * from which address the token was rotated, so of concurrent uses exactly one rotates. A repeat of a
 * rotated token within {@link REFRESH_GRACE_SECONDS} from the same client and address gets a further
 * pair of the same family and revokes nothing (two tabs refreshing at once); any other repeat counts
 * as reuse and revokes the family, since only a stolen copy would be used again.
 */
export async function rotateRefreshToken(
  db: Queryable,
  refreshToken: string,
  clientId: string,
  ttl: number,
  address: string,
): Promise<IssuedTokens | RefreshFailure> {
  const row = await findRefreshToken(db, hashSecret(refreshToken));
  if (!row) return 'unknown';
  if (row.client_id !== clientId) return 'client_mismatch';
  if (!row.spent && row.expired) return 'expired';
  const claimed = !row.spent && (await claimRefreshToken(db, row.id, clientId, address));
  if (!claimed) {
    // Read after the claim failed, so under concurrent use it sees the winner's committed rotation.
    if (await wasRotatedBy(db, row.id, clientId, address, REFRESH_GRACE_SECONDS)) {
      return insertPair(db, row.family_id, row.user_id, ttl);
    }
    await revokeFamily(db, row.family_id);
    return 'reused';
  }
  // The access token issued with the old refresh token is superseded as well.
  accessTokenCache.forgetFamily(row.family_id, Date.now());
  await revokeFamilyAccessTokens(db, row.family_id);
  const pair = await insertPair(db, row.family_id, row.user_id, ttl);
  await linkReplacement(db, row.id, hashSecret(pair.refreshToken));
  return pair;
}

/**
 * Ends the session a token belongs to (logout), given either its access or its refresh token and the
 * client that asks. Returns whether a session of that client was found; unknown tokens are not an
 * error, as RFC 7009 asks, so the answer tells an attacker nothing.
 */
export async function revokeByToken(db: Queryable, token: string, clientId: string): Promise<boolean> {
  const familyId = await familyOfToken(db, hashSecret(token), clientId);
  if (familyId === undefined) return false;
  await revokeFamily(db, familyId);
  return true;
}

/** Database lookups of access tokens under way, per database: concurrent checks of one token share one. */
const lookupsUnderWay = new WeakMap<object, Map<string, Promise<Auth | null>>>();

/**
 * Finds the live access token `token` and says whom it belongs to; null when unknown, expired or
 * revoked. With `cacheMs` > 0 a positive answer is reused for up to that long (never past the token's
 * expiry) without asking the database; see {@link accessTokenCache} for why that is safe. Requests that
 * arrive together with a token not (or no longer) in the cache, as a page's first calls do, wait for
 * one database lookup instead of making one each.
 */
export async function lookupAccessToken(db: Queryable, token: string, cacheMs = 0): Promise<Auth | null> {
  if (cacheMs <= 0) return readAccessToken(db, token, 0);
  const hit = accessTokenCache.get(db, token, Date.now());
  if (hit) return hit;
  let underWay = lookupsUnderWay.get(db);
  if (!underWay) lookupsUnderWay.set(db, (underWay = new Map()));
  const waiting = underWay.get(token);
  if (waiting) return waiting;
  const map = underWay;
  const lookup = readAccessToken(db, token, cacheMs).finally(() => map.delete(token));
  map.set(token, lookup);
  return lookup;
}

async function readAccessToken(db: Queryable, token: string, cacheMs: number): Promise<Auth | null> {
  const now = Date.now();
  // A disabled account's token is refused here too, so no call honours it whatever it checks after.
  const row = await findLiveAccessToken(db, hashSecret(token));
  if (!row) return null;
  const auth: Auth = Object.freeze({ tokenId: row.id, userId: row.user_id });
  // Staff tokens are never cached: an operator disabling a staff account in another API process is
  // then obeyed here at once, not after the cache lifetime. Staff are few and their calls read their
  // role from the database anyway (server/backoffice/staff.ts), so this costs next to nothing.
  if (cacheMs > 0 && !row.staff) {
    accessTokenCache.put(db, token, auth, row.family_id, now + Math.min(cacheMs, row.left_ms), now);
  }
  return auth;
}

/**
 * Deletes rows that can no longer matter: tokens and reset codes expired more than a day ago,
 * families without a refresh token, throttle counters and known login addresses no rule remembers,
 * and the addresses kept by e-mails about no order once they are {@link OWED_MAIL_PARAMS_DAYS} days
 * done. Called now and then on token issue so the tables do not grow without bound.
 */
export async function purgeExpiredTokens(db: Queryable): Promise<void> {
  await deleteExpiredTokens(db);
  await purgeThrottles(db);
  await purgeKnownAddresses(db);
  await forgetOldMailParams(db, OWED_MAIL_KIND, OWED_MAIL_PARAMS_DAYS);
}
