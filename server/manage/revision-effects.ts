/**
 * What follows an applied change of a booking (issue 27), inside the transaction that applies it: the
 * invoice reissued (a credit note for the old one and a new one with the order's lines as they now
 * stand), the customer's confirmation mail with a new calendar file, and the dispatcher's notice when a
 * changed leg already had a pickup time or a driver (else the operator's usual change notice).
 */
import type { RevisionSettlement } from '../../core';
import type { Queryable } from '../data/database';
import { reviseInvoice } from '../invoices/revise-invoice';
import { oweRevisionMails } from './revision-mails';

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
}

/** Issues the invoice changes and owes the messages of `r`, inside `tx` (which holds the order's lock). */
export async function afterRevision(tx: Queryable, r: AppliedRevision, now: Date): Promise<void> {
  await reviseInvoice(tx, r.orderId, now);
  // The customer's confirmation and the operator's (or dispatcher's) notice, sent after the commit.
  await oweRevisionMails(tx, r.orderId, r.revisionId, r.changes, r.plannedLegs, {
    oldCents: r.oldTotalCents,
    newCents: r.newTotalCents,
  });
}
