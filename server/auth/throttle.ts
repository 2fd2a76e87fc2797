import type { Database, Queryable } from '../data/database';
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
 * formula as {@link claimSql} runs in the database; this one is for documentation and tests.
 */
export function waitAfter(rule: ThrottleRule, attempts: number): number {
  if (attempts < rule.free) return 0;
  return Math.min(rule.capSeconds, rule.baseSeconds * 2 ** Math.min(attempts - rule.free, 30));
}

const keyOf = (claim: ThrottleClaim) => `${claim.rule.name}:${claim.subject}`;

// $1 key, $2 the clock (null: the database's), $3 free, $4 base, $5 cap, $6 memory.
const T = 'coalesce($2::timestamptz, now())';
const forgotten = `c.last_at <= ${T} - make_interval(secs => $6::float8)`;
const count = `(CASE WHEN ${forgotten} THEN 1 ELSE c.attempts + 1 END)`;
const waitFor = (n: string) =>
  `make_interval(secs => CASE WHEN ${n} < $3::int THEN 0
     ELSE least($5::float8, $4::float8 * power(2, least(${n} - $3::int, 30))) END)`;

/**
 * Counts one attempt and says in the same statement whether it was allowed: the upsert only changes
 * the row when its wait is over, and returns the new count only then. Concurrent claims of one key
 * queue on the row's lock and each sees the one before, so a burst gets no more attempts than the rule.
 */
const claimSql = `
  INSERT INTO throttle_counters AS c (key, attempts, next_at, last_at)
  VALUES ($1, 1, ${T} + ${waitFor('1')}, ${T})
  ON CONFLICT (key) DO UPDATE SET
    attempts = ${count},
    next_at = ${T} + ${waitFor(count)},
    last_at = ${T}
  WHERE c.next_at <= ${T} OR ${forgotten}
  RETURNING c.attempts`;

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
      const params = [key, now ?? null, rule.free, rule.baseSeconds, rule.capSeconds, rule.memorySeconds];
      const { rows } = await tx.query(claimSql, params);
      if (rows.length === 1) continue;
      const { rows: wait } = await tx.query<{ seconds: number }>(
        `SELECT extract(epoch FROM next_at - coalesce($2::timestamptz, now()))::float8 AS seconds
           FROM throttle_counters WHERE key = $1`,
        [key, now ?? null],
      );
      // Throwing rolls back the claims of the rules before this one.
      throw tooManyAttempts(wait[0]?.seconds ?? rule.baseSeconds, rule.refusal);
    }
  });
}

/** Gives back one counted attempt (a login that turned out right), without shortening a wait. */
export async function releaseAttempt(db: Queryable, claim: ThrottleClaim): Promise<void> {
  await db.query('UPDATE throttle_counters SET attempts = greatest(attempts - 1, 0) WHERE key = $1', [
    keyOf(claim),
  ]);
}

/** Forgets a subject's streak, e.g. of an account and address once the right password came from there. */
export async function resetThrottle(db: Queryable, claim: ThrottleClaim): Promise<void> {
  await db.query('DELETE FROM throttle_counters WHERE key = $1', [keyOf(claim)]);
}

/** Deletes counters no rule remembers any more (none remembers longer than a day). */
export async function purgeThrottles(db: Queryable): Promise<void> {
  await db.query(`DELETE FROM throttle_counters WHERE last_at < now() - interval '1 day'`);
}
