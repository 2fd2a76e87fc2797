/**
 * What follows an applied change of a booking (issue 27), inside the transaction that applies it: the
 * invoice reissued (a credit note for the old one and a new one with the order's lines as they now
 * stand), the customer's confirmation mail with a new calendar file, and the dispatcher's notice when a
 * changed leg already had a pickup time or a driver. The mails are owed here and sent after the commit
 * by the owed-mail scheduler (./revision-mails.ts), so a rolled-back change sends nothing.
 */
import type { RevisionSettlement } from '../../core';
import type { Queryable } from '../data/database';
import type { LegPlan } from '../data/orders/revision-effects-repo';
import { reissueInvoice } from '../invoices/issue';
import { oweMail } from '../mail/owed-mails';
import { REVISION_MAIL, REVISION_PLAN_MAIL, type RevisionMailParams } from './revision-mails';

/** One applied change, as the effects need it. */
export interface AppliedRevision {
  revisionId: number;
  orderId: number;
  /** The order's changed columns: column → [before, after], as text. */
  changes: Record<string, [string, string]>;
  oldTotalCents: number;
  newTotalCents: number;
  settlement: RevisionSettlement;
  /** The code of the coupon that gives the difference back (settlement `coupon`), else null. */
  couponCode: string | null;
  /** The changed legs that had a pickup time or a driver before the change: the dispatcher must hear. */
  plannedLegs: ('H' | 'T')[];
  /**
   * The pickup time and driver each of `plannedLegs` had before the change cleared them (read before
   * the clearing, server/data/orders/revision-effects-repo.ts legPlans); absent: the notice names none.
   */
  plannedBefore?: LegPlan[];
}

/** Issues the invoice changes and owes the messages of `r`, inside `tx` (which holds the order's lock). */
export async function afterRevision(tx: Queryable, r: AppliedRevision, now: Date): Promise<void> {
  const reissued = await reissueInvoice(tx, r.orderId, now);
  const planned = r.plannedLegs.map(
    (leg) => r.plannedBefore?.find((p) => p.leg === leg) ?? { leg, pickupTime: '', driver: null },
  );
  const params: RevisionMailParams = {
    changes: r.changes,
    oldTotalCents: r.oldTotalCents,
    newTotalCents: r.newTotalCents,
    settlement: r.settlement,
    couponCode: r.couponCode,
    invoice: reissued
      ? {
          old: reissued.creditNote.corrects?.number ?? '',
          credit: reissued.creditNote.number,
          number: reissued.invoice.number,
        }
      : null,
    planned,
  };
  await oweMail(tx, REVISION_MAIL, r.orderId, { ...params });
  if (planned.length > 0) await oweMail(tx, REVISION_PLAN_MAIL, r.orderId, { ...params });
}
