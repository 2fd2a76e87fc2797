/**
 * The scheduled erasure of personal data (issue 13 "Privacy"): a unit is one order (its id), due once
 * its last leg lies {@link ERASURE_AFTER_MONTHS} months back (core/privacy.ts). Its claim in `job_units`
 * and the row lock of {@link eraseOrder} make it run once with several processes; each erasure is
 * logged and written to the audit log as 'system' in the erasure's own transaction.
 */
import { ERASURE_AFTER_MONTHS, brusselsToday, erasureCutoff } from '../../core';
import type { Queryable } from '../data/database';
import { recordAudit } from '../backoffice/audit';
import { unitOpen } from '../jobs/claims';
import type { JobKind } from '../jobs/scheduler';
import { log } from '../log';
import { eraseOrder, eraseOutboxCopies } from './erase';

/** The kind name of the erasure in `job_units`. */
export const ERASURE_KIND = 'personal-data-erasure';

/** The date of an order's last leg in SQL, as core's lastLegDate and the index of migration 017 read it. */
const LAST_LEG = `(CASE WHEN heenterug LIKE '%T%' THEN datumterug ELSE datumheen END)`;

/** An order the next erasure run will erase, as the operator's preview lists it. */
export interface DueErasure {
  id: number;
  bonnr: string;
  status: string;
  last_leg: string;
}

/**
 * The orders due for erasure at `now`, oldest last leg first, at most `limit`: not yet erased, last
 * leg on or before the cut-off, and not already finished as a unit of the job.
 */
export async function dueErasures(db: Queryable, now: Date, limit: number): Promise<DueErasure[]> {
  const { rows } = await db.query<DueErasure>(
    `SELECT o.id, o.bonnr, o.status, ${LAST_LEG} AS last_leg
       FROM orders o
      WHERE o.erased_at IS NULL AND ${LAST_LEG} <> '' AND ${LAST_LEG} <= $2
        AND ${unitOpen('$1', 'o.id::text')}
      ORDER BY ${LAST_LEG}, o.id
      LIMIT $3`,
    [ERASURE_KIND, erasureCutoff(brusselsToday(now)), limit],
  );
  return rows;
}

/** The erasure as a kind of scheduled work. */
export const erasureJob: JobKind = {
  kind: ERASURE_KIND,
  async findDue(ctx, now, limit) {
    return (await dueErasures(ctx.db, now, limit)).map((r) => String(r.id));
  },
  async run(ctx, key, now) {
    const cutoff = erasureCutoff(brusselsToday(now));
    const erased = await ctx.db.transaction(async (tx) => {
      // Checked again under the row lock: the order may have moved to a later date since it was listed.
      const { rows } = await tx.query<{ last_leg: string }>(
        `SELECT ${LAST_LEG} AS last_leg FROM orders
          WHERE id = $1 AND erased_at IS NULL FOR UPDATE`,
        [Number(key)],
      );
      const lastLeg = rows[0]?.last_leg;
      if (lastLeg === undefined || lastLeg === '' || lastLeg > cutoff) return null;
      const order = await eraseOrder(tx, Number(key));
      if (order)
        await recordAudit(tx, 'system', {
          action: 'order.erase_personal_data',
          entity: 'order',
          entityId: order.id,
          before: { bonnr: order.bonnr, last_leg: lastLeg },
          after: { erased: true, after_months: ERASURE_AFTER_MONTHS },
        });
      return order;
    });
    if (!erased) return;
    const mails = eraseOutboxCopies(ctx.config.dataDir, erased);
    log.info(
      { job: ERASURE_KIND, order: erased.id, bonnr: erased.bonnr, mails },
      'privacy: personal data erased',
    );
  },
};
