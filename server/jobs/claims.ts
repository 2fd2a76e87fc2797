/**
 * The claims of scheduled work in `job_units` (migration 011). A unit is done by the process whose claim
 * succeeded; the primary key (kind, unit_key) and conditional updates make every claim atomic, so two
 * processes on one database never both hold a unit.
 */
import { truncateText } from '../../core';
import type { Queryable } from '../data/database';

/** How long a claim holds, and how failed units are retried. */
export interface ClaimRules {
  /** A claim neither done nor failed after this long belongs to a process that died; it is taken over. */
  leaseMs: number;
  /** Attempts of one unit, the first included; after the last failure it is given up. */
  maxAttempts: number;
  /** The wait before attempt `attempt + 1`, after attempt `attempt` failed. */
  backoffMs(attempt: number): number;
}

/** A claimed unit: its key and which attempt this is (1 for the first). */
export interface Claim {
  key: string;
  attempt: number;
}

/**
 * A SQL condition that is true while unit `keyExpr` of kind `$kindParam` is not finished (neither done
 * nor given up), for the due-lists of the job kinds: a finished unit must never be listed again, or it
 * would take the place of open ones.
 *
 * @example `WHERE ${unitOpen('$1', 'o.id::text')}`
 */
export function unitOpen(kindParam: string, keyExpr: string): string {
  return `NOT EXISTS (SELECT 1 FROM job_units ju WHERE ju.kind = ${kindParam} AND ju.unit_key = ${keyExpr}
            AND (ju.done_at IS NOT NULL OR ju.given_up_at IS NOT NULL))`;
}

/**
 * Claims one unit for `worker`: a new unit by one `INSERT … ON CONFLICT DO NOTHING`; a known one only
 * when its retry time has come or its claim's lease ran out, by one conditional UPDATE (PostgreSQL
 * re-checks the condition after a concurrent update, so of two processes only one matches). Answers
 * null when the unit is not this process's to do now. A stale claim of a unit whose attempts are used up
 * is given up instead.
 */
export async function claimUnit(
  db: Queryable,
  kind: string,
  key: string,
  worker: string,
  now: Date,
  rules: ClaimRules,
): Promise<Claim | null> {
  const fresh = await db.query<{ attempts: number }>(
    `INSERT INTO job_units (kind, unit_key, claimed_at, claimed_by) VALUES ($1, $2, $3, $4)
     ON CONFLICT (kind, unit_key) DO NOTHING RETURNING attempts`,
    [kind, key, now, worker],
  );
  if (fresh.rows[0]) return { key, attempt: fresh.rows[0].attempts };
  const staleBefore = new Date(now.getTime() - rules.leaseMs);
  const again = await db.query<{ attempts: number }>(
    `UPDATE job_units SET claimed_at = $3, claimed_by = $4, attempts = attempts + 1, retry_at = NULL
      WHERE kind = $1 AND unit_key = $2 AND done_at IS NULL AND given_up_at IS NULL AND attempts < $6
        AND ((retry_at IS NOT NULL AND retry_at <= $3) OR (retry_at IS NULL AND claimed_at < $5))
      RETURNING attempts`,
    [kind, key, now, worker, staleBefore, rules.maxAttempts],
  );
  if (again.rows[0]) return { key, attempt: again.rows[0].attempts };
  // A process died holding the last attempt: nobody may try again, so say so instead of waiting forever.
  await db.query(
    `UPDATE job_units SET given_up_at = $3,
            last_error = coalesce(last_error, 'The claim ran out without the unit being done.')
      WHERE kind = $1 AND unit_key = $2 AND done_at IS NULL AND given_up_at IS NULL AND attempts >= $5
        AND retry_at IS NULL AND claimed_at < $4`,
    [kind, key, now, staleBefore, rules.maxAttempts],
  );
  return null;
}

/** Records that `worker` finished its claim of the unit. */
export async function finishUnit(db: Queryable, kind: string, key: string, worker: string, now: Date) {
  await db.query(
    `UPDATE job_units SET done_at = $4, last_error = NULL
      WHERE kind = $1 AND unit_key = $2 AND claimed_by = $3 AND done_at IS NULL`,
    [kind, key, worker, now],
  );
}

/**
 * Records that attempt `attempt` failed with `error`: the unit may be claimed again after the backoff,
 * or, when that was its last attempt, it is given up (last_error says why).
 */
export async function failUnit(
  db: Queryable,
  kind: string,
  claim: Claim,
  worker: string,
  now: Date,
  error: string,
  rules: ClaimRules,
): Promise<'retry' | 'given_up'> {
  const last = claim.attempt >= rules.maxAttempts;
  const retryAt = new Date(now.getTime() + rules.backoffMs(claim.attempt));
  await db.query(
    `UPDATE job_units SET last_error = $4, retry_at = $5, given_up_at = $6
      WHERE kind = $1 AND unit_key = $2 AND claimed_by = $3 AND done_at IS NULL`,
    [kind, claim.key, worker, truncateText(error, 2000), last ? null : retryAt, last ? now : null],
  );
  return last ? 'given_up' : 'retry';
}
