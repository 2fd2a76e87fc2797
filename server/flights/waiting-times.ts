/**
 * The driver's free waiting times (issue 26): after the landing and at a home pickup, SPEC 9's 30 and
 * 10 minutes (core's DEFAULT_WAITING_TIMES) until the operator sets others in the back office. Read by
 * the back office, the driver's message about a moved pickup and whoever else tells them; each change
 * is audited, one entry per time.
 */
import { DEFAULT_WAITING_TIMES, isWaitingMinutes, type WaitingTimes } from '../../core';
import { recordAudit, type AuditActor } from '../backoffice/audit';
import type { Database, Queryable } from '../data/database';
import {
  WAITING_TIME_KEYS,
  readWaitingTimeRows,
  writeWaitingTimeRow,
} from '../data/settings/waiting-times-repo';

/** A stored time, or undefined when absent or not a valid waiting time (a bad row never stops anything). */
function stored(value: string | undefined): number | undefined {
  if (value === undefined || !/^\d{1,3}$/.test(value)) return undefined;
  const n = Number(value);
  return isWaitingMinutes(n) ? n : undefined;
}

/** The waiting times in force. */
export async function readWaitingTimes(db: Queryable): Promise<WaitingTimes> {
  const rows = await readWaitingTimeRows(db);
  return {
    afterLandingMinutes:
      stored(rows[WAITING_TIME_KEYS.afterLandingMinutes]) ?? DEFAULT_WAITING_TIMES.afterLandingMinutes,
    atHomeMinutes: stored(rows[WAITING_TIME_KEYS.atHomeMinutes]) ?? DEFAULT_WAITING_TIMES.atHomeMinutes,
  };
}

/**
 * Sets the waiting times of `change` (each absent one stays; the caller has checked each is a whole
 * number from 0 to 180) as `by`, in one transaction with one audit entry per time that changed.
 */
export async function changeWaitingTimes(
  db: Database,
  change: Partial<WaitingTimes>,
  by: AuditActor,
): Promise<WaitingTimes> {
  return db.transaction(async (tx) => {
    const before = await readWaitingTimes(tx);
    for (const name of ['afterLandingMinutes', 'atHomeMinutes'] as const) {
      const value = change[name];
      if (value === undefined || value === before[name]) continue;
      await writeWaitingTimeRow(tx, WAITING_TIME_KEYS[name], value);
      await recordAudit(tx, by, {
        action: 'setting.change',
        entity: 'setting',
        entityId: WAITING_TIME_KEYS[name],
        before: before[name],
        after: value,
      });
    }
    return readWaitingTimes(tx);
  });
}
