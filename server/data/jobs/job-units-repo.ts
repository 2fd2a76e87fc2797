/**
 * The rows of `job_units` (migration 011): one per unit of scheduled work, with its claim, attempts and
 * outcome. The primary key (kind, unit_key) and conditional updates make every claim atomic, so two
 * processes on one database never both hold a unit. When to retry and when to give up is the
 * scheduler's rule (server/jobs/claims.ts); these statements only apply it.
 */
import { truncateText } from '../../../core';
import type { Queryable } from '../database';

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
 * when its retry time has come or its claim is older than `staleBefore`, by one conditional UPDATE
 * (PostgreSQL re-checks the condition after a concurrent update, so of two processes only one matches).
 * Answers null when the unit is not this process's to do now. A stale claim of a unit that had its
 * `maxAttempts` is given up instead.
 */
export async function claimUnitRow(
  db: Queryable,
  unit: { kind: string; key: string; worker: string; now: Date; staleBefore: Date; maxAttempts: number },
): Promise<Claim | null> {
  const { kind, key, worker, now, staleBefore, maxAttempts } = unit;
  const fresh = await db.query<{ attempts: number }>(
    `INSERT INTO job_units (kind, unit_key, claimed_at, claimed_by) VALUES ($1, $2, $3, $4)
     ON CONFLICT (kind, unit_key) DO NOTHING RETURNING attempts`,
    [kind, key, now, worker],
  );
  if (fresh.rows[0]) return { key, attempt: fresh.rows[0].attempts };
  const again = await db.query<{ attempts: number }>(
    `UPDATE job_units SET claimed_at = $3, claimed_by = $4, attempts = attempts + 1, retry_at = NULL
      WHERE kind = $1 AND unit_key = $2 AND done_at IS NULL AND given_up_at IS NULL AND attempts < $6
        AND ((retry_at IS NOT NULL AND retry_at <= $3) OR (retry_at IS NULL AND claimed_at < $5))
      RETURNING attempts`,
    [kind, key, now, worker, staleBefore, maxAttempts],
  );
  if (again.rows[0]) return { key, attempt: again.rows[0].attempts };
  // A process died holding the last attempt: nobody may try again, so say so instead of waiting forever.
  await db.query(
    `UPDATE job_units SET given_up_at = $3,
            last_error = coalesce(last_error, 'The claim ran out without the unit being done.')
      WHERE kind = $1 AND unit_key = $2 AND done_at IS NULL AND given_up_at IS NULL AND attempts >= $5
        AND retry_at IS NULL AND claimed_at < $4`,
    [kind, key, now, staleBefore, maxAttempts],
  );
  return null;
}

/** Records that `worker` finished its claim of the unit. */
export async function finishUnitRow(db: Queryable, kind: string, key: string, worker: string, now: Date) {
  await db.query(
    `UPDATE job_units SET done_at = $4, last_error = NULL
      WHERE kind = $1 AND unit_key = $2 AND claimed_by = $3 AND done_at IS NULL`,
    [kind, key, worker, now],
  );
}

/**
 * Records that `worker`'s attempt failed with `error`: claimable again from `retryAt`, or given up at
 * `givenUpAt` (one of the two is null).
 */
export async function failUnitRow(
  db: Queryable,
  unit: { kind: string; key: string; worker: string; error: string; retryAt: Date | null; givenUpAt: Date | null },
): Promise<void> {
  await db.query(
    `UPDATE job_units SET last_error = $4, retry_at = $5, given_up_at = $6
      WHERE kind = $1 AND unit_key = $2 AND claimed_by = $3 AND done_at IS NULL`,
    [unit.kind, unit.key, unit.worker, truncateText(unit.error, 2000), unit.retryAt, unit.givenUpAt],
  );
}
