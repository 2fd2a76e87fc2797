/**
 * The scheduled erasure of personal data (issue 13 "Privacy"): a unit is one order (its id), due once
 * its last leg lies {@link ERASURE_AFTER_MONTHS} months back (core/privacy.ts). Its claim in `job_units`
 * and the row lock of {@link eraseOrder} make it run once with several processes; each erasure is
 * logged and written to the audit log as 'system' in the erasure's own transaction.
 */
import { ERASURE_AFTER_MONTHS, brusselsToday, erasureCutoff } from '../../core';
import type { Queryable } from '../data/database';
import { recordAudit } from '../backoffice/audit';
import { listDueErasures, lockUnerasedLastLeg, type DueErasure } from '../data/privacy/order-erasure-repo';
import type { JobKind } from '../jobs/scheduler';
import { log } from '../log';

export type { DueErasure } from '../data/privacy/order-erasure-repo';
import { eraseOrder, eraseOutboxCopies } from './erase';

/** The kind name of the erasure in `job_units`. */
export const ERASURE_KIND = 'personal-data-erasure';

/**
 * The orders due for erasure at `now`, oldest last leg first, at most `limit`: not yet erased, last
 * leg on or before the cut-off, and not already finished as a unit of the job.
 */
export function dueErasures(db: Queryable, now: Date, limit: number): Promise<DueErasure[]> {
  return listDueErasures(db, ERASURE_KIND, erasureCutoff(brusselsToday(now)), limit);
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
      const lastLeg = await lockUnerasedLastLeg(tx, Number(key));
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
