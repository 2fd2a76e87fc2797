import type { Database, Queryable } from '../data/database';
import {
  claimCounter,
  deleteCounter,
  deleteStaleCounters,
  secondsUntilNext,
  uncountAttempt,
} from '../data/throttles/throttle-counters-repo';
import { ApiError } from '../http/envelope';

/**
 * A throttle with growing delays: the first `free` attempts of a streak pass at once; after that each
 * attempt must wait `baseSeconds`, doubling per further attempt up to `capSeconds`. A streak with no
 * attempt for `memorySeconds` is forgotten. State is one row per key in `throttle_counters`, so every
 * API process on the database counts the same attempts.
 */
export interface ThrottleRule {
  /** Prefix of the rule's keys, e.g. 'login-pair'. */
  name: string;
  free: number;
  baseSeconds: number;
  capSeconds: number;
  memorySeconds: number;
  /**
   * How the 429 begins, naming what was asked too often (e.g. "Too many accounts were requested from
   * your address"); the wait follows. Default "Too many attempts".
   */
  refusal?: string;
}

/** One attempt to count: a rule and the subject it is counted for (an account, an address, a pair). */
export interface ThrottleClaim {
  rule: ThrottleRule;
  subject: string;
}

/**
 * The wait in seconds the rule asks for after the `attempts`-th attempt of a streak. The same
 * formula runs in the database (server/data/throttles/throttle-counters-repo.ts); this one is for documentation and tests.
 */
export function waitAfter(rule: ThrottleRule, attempts: number): number {
  if (attempts < rule.free) return 0;
  return Math.min(rule.capSeconds, rule.baseSeconds * 2 ** Math.min(attempts - rule.free, 30));
}

const keyOf = (claim: ThrottleClaim) => `${claim.rule.name}:${claim.subject}`;

/**
 * The 429 of a refused attempt: the wait in the sentence and in `Retry-After` (whole seconds).
 * `refusal` begins the sentence (see {@link ThrottleRule.refusal}).
 */
export function tooManyAttempts(seconds: number, refusal = 'Too many attempts'): ApiError {
  const wait = Math.max(1, Math.ceil(seconds));
  const when = wait < 120 ? `${wait} seconds` : `${Math.ceil(wait / 60)} minutes`;
  return new ApiError(
    429,
    'too_many_requests',
    `${refusal}; please try again in ${when}.`,
    undefined,
    { retry_after: wait },
    { 'Retry-After': String(wait) },
  );
}

/**
 * Claims one attempt under every rule of `claims`, all or none: when any rule asks to wait, nothing is
 * counted and a 429 {@link tooManyAttempts} names the wait. `now` replaces the database clock (tests).
 */
export async function claimAttempt(db: Database, claims: ThrottleClaim[], now?: Date): Promise<void> {
  await db.transaction(async (tx) => {
    for (const claim of claims) {
      const { rule } = claim;
      const key = keyOf(claim);
      if (await claimCounter(tx, key, rule, now)) continue;
      const wait = await secondsUntilNext(tx, key, now);
      // Throwing rolls back the claims of the rules before this one.
      throw tooManyAttempts(wait ?? rule.baseSeconds, rule.refusal);
    }
  });
}

/** Gives back one counted attempt (a login that turned out right), without shortening a wait. */
export async function releaseAttempt(db: Queryable, claim: ThrottleClaim): Promise<void> {
  await uncountAttempt(db, keyOf(claim));
}

/** Forgets a subject's streak, e.g. of an account and address once the right password came from there. */
export async function resetThrottle(db: Queryable, claim: ThrottleClaim): Promise<void> {
  await deleteCounter(db, keyOf(claim));
}

/** Deletes counters no rule remembers any more (none remembers longer than a day). */
export async function purgeThrottles(db: Queryable): Promise<void> {
  await deleteStaleCounters(db);
}
