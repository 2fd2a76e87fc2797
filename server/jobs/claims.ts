/**
 * The claims of scheduled work (migration 011's `job_units`, server/data/jobs/job-units-repo.ts): when a
 * claim runs out, how often a unit is tried and how long it waits between attempts. A unit is done by
 * the process whose claim succeeded; two processes on one database never both hold a unit.
 */
import type { Queryable } from '../data/database';
import { claimUnitRow, failUnitRow, finishUnitRow, type Claim } from '../data/jobs/job-units-repo';

export type { Claim } from '../data/jobs/job-units-repo';

/** How long a claim holds, and how failed units are retried. */
export interface ClaimRules {
  /** A claim neither done nor failed after this long belongs to a process that died; it is taken over. */
  leaseMs: number;
  /** Attempts of one unit, the first included; after the last failure it is given up. */
  maxAttempts: number;
  /** The wait before attempt `attempt + 1`, after attempt `attempt` failed. */
  backoffMs(attempt: number): number;
}

/**
 * Claims one unit for `worker`: a new one, one whose retry time has come, or one whose claim's lease ran
 * out. Answers null when the unit is not this process's to do now; a stale claim of a unit whose
 * attempts are used up is given up instead.
 */
export function claimUnit(
  db: Queryable,
  kind: string,
  key: string,
  worker: string,
  now: Date,
  rules: ClaimRules,
): Promise<Claim | null> {
  const staleBefore = new Date(now.getTime() - rules.leaseMs);
  return claimUnitRow(db, { kind, key, worker, now, staleBefore, maxAttempts: rules.maxAttempts });
}

/** Records that `worker` finished its claim of the unit. */
export function finishUnit(db: Queryable, kind: string, key: string, worker: string, now: Date) {
  return finishUnitRow(db, kind, key, worker, now);
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
  const retryAt = last ? null : new Date(now.getTime() + rules.backoffMs(claim.attempt));
  await failUnitRow(db, { kind, key: claim.key, worker, error, retryAt, givenUpAt: last ? now : null });
  return last ? 'given_up' : 'retry';
}
