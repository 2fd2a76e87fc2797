/**
 * One order as the back office opens it (issue 13): the order and its legs, its payments and their
 * attempts, status changes, coupons (used and refunded), the customer's changes and cancellations, the
 * e-mails sent about it, and its audit entries. Read-only; staff see every order.
 */
import type { BackofficeConfirmation, BackofficeOrderDetail, BackofficeOrderLeg } from '../../core';
import type { Queryable } from '../data/database';
import {
  backofficeOrderHistory,
  backofficeOrderLeg,
  backofficeOrderMails,
  backofficeOrderRow,
  backofficeOwedMails,
} from '../data/orders/backoffice-order-detail-repo';
import { findManagedOrder } from '../data/orders/manage-orders-repo';
import { legsOfOrder } from '../manage/managed-legs';
import { approvedPayment } from '../data/refunds/refund-choices-repo';
import { cancellationQuote, orderActions } from '../manage/rules';
import { readCancellationScale } from '../manage/cancellation-scale-setting';
import { confirmationState, readConfirmation } from '../payment/confirmation';
import { listAudit } from '../data/audit/audit-repo';
import { listOrderSms } from '../data/sms/owed-sms-repo';

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

/**
 * Where the order's confirmation e-mail stands (issue 24), or null when it owes none (never final):
 * its state (server/payment/confirmation.ts `ConfirmationState`), the attempts made, the last error,
 * when the next attempt is due, and how often an operator sent it again. `uncertain` and `given_up`
 * wait for the operator (`POST /backoffice/orders/{id}/confirmation/resend`).
 */
async function confirmationDetail(
  db: Queryable,
  id: number,
  now: Date,
): Promise<BackofficeConfirmation | null> {
  const row = await readConfirmation(db, id);
  if (!row) return null;
  return {
    state: confirmationState(row, now),
    attempts: row.attempts,
    last_error: row.last_error,
    sending_at: iso(row.sending_at),
    sent_at: iso(row.sent_at),
    next_attempt_at: row.given_up_at === null && row.sent_at === null ? iso(row.retry_at) : null,
    given_up_at: iso(row.given_up_at),
    resends: row.resends,
  };
}

/** Everything the back office shows of order `id`, or null when there is none. */
export async function orderDetail(
  db: Queryable,
  id: number,
  now: Date,
): Promise<BackofficeOrderDetail | null> {
  const order = await backofficeOrderRow(db, id);
  const managed = await findManagedOrder(db, id);
  if (!order || !managed) return null;
  const legs: BackofficeOrderLeg[] = [];
  for (const leg of legsOfOrder(managed)) {
    // The order's row was read just above, so its legs are there.
    const row = await backofficeOrderLeg(db, id, leg);
    if (row) legs.push(row);
  }
  const quote = cancellationQuote(managed, now, await readCancellationScale(db));
  const card = managed.status === 'paid' ? await approvedPayment(db, id) : null;
  return {
    order,
    legs,
    ...(await backofficeOrderHistory(db, id)),
    mails: await backofficeOrderMails(db, id),
    confirmation: await confirmationDetail(db, id, now),
    // The other mails owed about the order and not sent yet (issue 24); sent ones are listed in `mails`.
    owed_mails: await backofficeOwedMails(db, id),
    sms: (await listOrderSms(db, id)).map((s) => ({
      kind: s.kind,
      recipient: s.recipient,
      body: s.body,
      created_at: new Date(s.created_at).toISOString(),
      sent_at: iso(s.sent_at),
      delivery: s.delivery_status,
      delivery_error: s.delivery_error,
      reported_at: iso(s.status_at),
      last_error: s.last_error,
    })),
    audit: await listAudit(db, { entity: 'order', entityId: String(id), limit: 100 }),
    cancel: {
      open: orderActions(managed, now).cancel,
      terms: quote.terms,
      refund_cents: quote.refundCents,
      charge_cents: quote.chargeCents,
      paid_cents: managed.status === 'paid' ? managed.total_cents : 0,
      // What a cancellation by the operator gives back, as the customer chooses (issue 23): the
      // provider's approved amount; 0 when no card payment can be refunded.
      card_cents: card?.amount_cents ?? 0,
    },
  };
}
