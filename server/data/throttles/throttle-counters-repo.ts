/**
 * The rows of `throttle_counters` (migration 006): one per throttle key, counting a streak of attempts
 * and when the next may come. The rule (how many free, how long to wait) is the caller's; the upsert
 * applies it in one statement so every API process on the database counts the same attempts.
 */
import type { Queryable } from '../database';

/** The numbers of a throttle rule as the claim's statement needs them. */
export interface CounterRule {
  free: number;
  baseSeconds: number;
  capSeconds: number;
  memorySeconds: number;
}

// $1 key, $2 the clock (null: the database's), $3 free, $4 base, $5 cap, $6 memory.
const T = 'coalesce($2::timestamptz, now())';
const forgotten = `c.last_at <= ${T} - make_interval(secs => $6::float8)`;
const count = `(CASE WHEN ${forgotten} THEN 1 ELSE c.attempts + 1 END)`;
const waitFor = (n: string) =>
  `make_interval(secs => CASE WHEN ${n} < $3::int THEN 0
     ELSE least($5::float8, $4::float8 * power(2, least(${n} - $3::int, 30))) END)`;

/**
 * The later of the row's last attempt and this one's clock. On PostgreSQL `now()` is when the claim's
 * transaction began, so a claim that queued on the row's lock may carry a clock before the attempt it
 * follows; its times never move the streak back.
 */
const latest = `greatest(c.last_at, ${T})`;

/**
 * Counts one attempt and says in the same statement whether it was allowed: the upsert only changes
 * the row when its wait is over, and returns the new count only then. Concurrent claims of one key
 * queue on the row's lock and each sees the one before, so a burst gets no more attempts than the rule.
 * An attempt after one that set no wait (`next_at <= last_at`, a free attempt) passes whatever its
 * clock, so the free attempts never depend on which concurrent transaction began first.
 * The wait is server/auth/throttle.ts's waitAfter(), computed in the database.
 */
const claimSql = `
  INSERT INTO throttle_counters AS c (key, attempts, next_at, last_at)
  VALUES ($1, 1, ${T} + ${waitFor('1')}, ${T})
  ON CONFLICT (key) DO UPDATE SET
    attempts = ${count},
    next_at = ${latest} + ${waitFor(count)},
    last_at = ${latest}
  WHERE c.next_at <= ${T} OR c.next_at <= c.last_at OR ${forgotten}
  RETURNING c.attempts`;

/**
 * Counts one attempt on `key` under `rule` when its wait is over and tells whether it did. `now`
 * replaces the database clock (tests).
 */
export async function claimCounter(db: Queryable, key: string, rule: CounterRule, now?: Date): Promise<boolean> {
  const params = [key, now ?? null, rule.free, rule.baseSeconds, rule.capSeconds, rule.memorySeconds];
  const { rows } = await db.query(claimSql, params);
  return rows.length === 1;
}

/** Seconds until `key`'s next attempt may come, by `now` or the database's clock; undefined without a row. */
export async function secondsUntilNext(db: Queryable, key: string, now?: Date): Promise<number | undefined> {
  const { rows } = await db.query<{ seconds: number }>(
    `SELECT extract(epoch FROM next_at - coalesce($2::timestamptz, now()))::float8 AS seconds
       FROM throttle_counters WHERE key = $1`,
    [key, now ?? null],
  );
  return rows[0]?.seconds;
}

/** Takes one attempt off `key`'s count (never below zero), leaving its wait as it is. */
export async function uncountAttempt(db: Queryable, key: string): Promise<void> {
  await db.query('UPDATE throttle_counters SET attempts = greatest(attempts - 1, 0) WHERE key = $1', [key]);
}

/** Deletes `key`'s counter. */
export async function deleteCounter(db: Queryable, key: string): Promise<void> {
  await db.query('DELETE FROM throttle_counters WHERE key = $1', [key]);
}

/** Deletes counters without an attempt for a day. */
export async function deleteStaleCounters(db: Queryable): Promise<void> {
  await db.query(`DELETE FROM throttle_counters WHERE last_at < now() - interval '1 day'`);
}
