/**
 * `POST billomanage/{id}/revise` (issue 27): stores a priced change of a booking and settles its
 * difference. A higher price of a paid order waits ('pending') for one payment attempt bound to it for
 * the difference only; the provider's approval applies it once ({@link settleRevisionAttempt}). Any
 * other change applies at once: a lower price goes back as a coupon or to the card (the operator's
 * setting), an invoiced order's invoice is corrected (server/manage/revision-effects.ts), an unpaid
 * order pays its new total the usual way. One key answers one change, however often it is sent.
 */
import { makeRefundCoupon } from './refund-coupon';
import { isCancelled, type Lang, type ManageView, type PaymentForm, type RevisionResult } from '../../core';
import type { Auth } from '../auth/types';
import type { AppContext } from '../context';
import type { Queryable } from '../data/database';
import { lockManagedOrder, writeOrderChange } from '../data/orders/manage-changes-repo';
import { findManagedOrder, type ManagedOrder } from '../data/orders/manage-orders-repo';
import { dropOpenWish } from '../data/orders/pickup-wish-repo';
import {
  assignedLegs,
  clearLegAssignment,
  findPendingRevision,
  findRevision,
  findRevisionByKey,
  findWholeOrder,
  insertRevision,
  moveRevision,
  recordRevisionRefund,
  setOrderCouponReductions,
  writeRevisedColumns,
  type RevisionRow,
} from '../data/orders/revision-repo';
import { paidPayid } from '../data/payments/payment-events-repo';
import { ApiError } from '../http/envelope';
import type { OrderPayload } from '../orders/order-schema';
import { requestHash } from '../orders/order-service';
import { prepareRevisionAttempt, type PaymentAttempt } from '../payment/attempts';
import { buildPaymentForm } from '../payment/form';
import { findOrder } from '../payment/payment-orders';
import { paymentSettings } from '../payment/payment-settings';
import { refundToCard } from '../payment/refund';
import type { OrderStatus } from '../payment/state';
import type { CodeGuard } from '../pricing/code-throttle';
import type { Router } from '../pricing/route-types';
import { earliestPickups } from './change';
import { planRevision, snapshotOf } from './revise-quote';
import { afterRevision } from './revision-effects';
import { oweRevisionFailedMail } from './revision-mails';
import { manageView } from './view';

/** Where the answer's payment form sends the customer back, and in which language. */
export interface ReviseContext {
  /** The base URL of the provider's return (server/payment/form.ts publicBase). */
  base: string;
  /** This process's own address, where the sandbox refund answers; null outside a request. */
  origin: string | null;
  lang: Lang;
}

/**
 * Writes stored change `r` to its order inside `tx` (which holds the order's lock): the new columns,
 * the record of old and new values, the coupons' reductions, a fresh plan for each leg whose date,
 * flight time or address changed (pickup time and driver cleared), then the effects (afterRevision).
 */
async function applyRevision(tx: Queryable, r: RevisionRow, couponCode: string | null, now: Date) {
  const current = (await lockManagedOrder(tx, r.order_id))!;
  const assigned = await assignedLegs(tx, r.order_id);
  const planned: ('H' | 'T')[] = [];
  const write: Record<string, unknown> = { ...r.new_columns };
  for (const leg of r.replan_legs) {
    const time = leg === 'H' ? current.pickup_time_heen : current.pickup_time_terug;
    if (time !== '' || assigned.includes(leg)) planned.push(leg);
    write[leg === 'H' ? 'pickup_time_heen' : 'pickup_time_terug'] = '';
    await clearLegAssignment(tx, r.order_id, leg);
    // A pickup-time wish (issue 27) was asked against the plan this clears: it no longer applies.
    await dropOpenWish(tx, r.order_id, leg);
  }
  const after = { ...current, ...write } as ManagedOrder;
  const earliest = earliestPickups(current, after);
  // The record of the change with its old and new values, as the manage page's own changes are
  // recorded; a value the change clears (null) is written with the other columns just after.
  const recorded = Object.keys(r.after).filter((f) => write[f] !== null || f === 'total_cents');
  await writeOrderChange(tx, r.order_id, {
    before: Object.fromEntries(recorded.map((f) => [f, r.before[f] ?? ''])),
    after: Object.fromEntries(recorded.map((f) => [f, r.after[f] ?? ''])),
    earliestPickups: earliest,
  });
  await writeRevisedColumns(tx, r.order_id, write, earliest);
  await setOrderCouponReductions(tx, r.order_id, r.coupon_uses);
  const changes = Object.fromEntries(
    Object.keys(r.after).map((f) => [f, [r.before[f] ?? '', r.after[f] ?? '']] as [string, [string, string]]),
  );
  await afterRevision(
    tx,
    {
      revisionId: r.id,
      orderId: r.order_id,
      changes,
      oldTotalCents: r.old_total_cents,
      newTotalCents: r.new_total_cents,
      settlement: r.settlement,
      couponCode,
      plannedLegs: planned,
    },
    now,
  );
}

/** Gives the lower price of change `r` back as a refund coupon, the same as a cancellation's. */
async function refundCoupon(tx: Queryable, r: RevisionRow, now: Date): Promise<string> {
  const coupon = await makeRefundCoupon(tx, r.order_id, r.old_total_cents - r.new_total_cents, now);
  await recordRevisionRefund(tx, r.id, { couponCode: coupon.code });
  return coupon.code;
}

/**
 * The signed form of change `r`'s bound attempt, or null when it has none. The form is the same on
 * every replay: same attempt, same amount, same reference.
 */
async function formOf(
  ctx: AppContext,
  r: RevisionRow,
  attempt: PaymentAttempt | null,
  rc: ReviseContext,
): Promise<PaymentForm | null> {
  if (r.state !== 'pending' || r.attempt_id === null) return null;
  const order = (await findOrder(ctx.db, r.order_id))!;
  const settings = await paymentSettings(ctx.db, ctx.config.env);
  const bound = attempt ?? {
    id: r.attempt_id,
    order_id: r.order_id,
    reference: `${order.bonnr}-${r.attempt_id}`,
    amount_cents: r.new_total_cents - r.old_total_cents,
    for_balance: false,
    revision_id: r.id,
  };
  return buildPaymentForm(settings, order, bound, rc.base, rc.lang);
}

/** The answer for stored change `r`: 409 when it was replaced or its payment failed. */
async function resultOf(
  ctx: AppContext,
  r: RevisionRow,
  rc: ReviseContext,
  now: Date,
  attempt: PaymentAttempt | null = null,
): Promise<RevisionResult<ManageView, PaymentForm>> {
  if (r.state === 'superseded' || r.state === 'failed') {
    throw new ApiError(
      409,
      'revision_closed',
      r.state === 'superseded'
        ? 'This change was replaced by a later one; the booking stays as that change left it.'
        : 'This change was not paid; the booking is unchanged. Make the change again to pay it.',
      'idempotency_key',
    );
  }
  const order = (await findManagedOrder(ctx.db, r.order_id))!;
  return {
    revision_id: r.id,
    state: r.state === 'applied' ? 'applied' : 'awaiting_payment',
    settlement: r.settlement,
    difference_cents: r.new_total_cents - r.old_total_cents,
    coupon_code: r.refund_coupon_code,
    payment: await formOf(ctx, r, attempt, rc),
    order: await manageView(ctx.db, order, rc.lang, now),
  };
}

/**
 * Stores and settles the change of `order` to `p` asked with `key` by `auth` at `now` (see the file's
 * comment). 409 `revision_pending` while another change of the order is being paid (an unpaid one
 * that the provider has not heard of is replaced instead), `order_changed` when the order changed
 * since it was priced, `idempotency_conflict` for a key used for another change.
 */
export async function reviseOrder(
  ctx: AppContext,
  router: Router,
  auth: Auth,
  order: ManagedOrder,
  p: OrderPayload,
  key: string,
  now: Date,
  guard: CodeGuard,
  rc: ReviseContext,
): Promise<RevisionResult<ManageView, PaymentForm>> {
  // The same fingerprint as a new booking's key (server/orders/order-service.ts).
  const hash = requestHash(p, null);
  const replay = async (found: RevisionRow) => {
    if (found.request_hash !== hash) {
      throw new ApiError(
        409,
        'idempotency_conflict',
        'This idempotency key was already used for a different change; send a new key.',
        'idempotency_key',
      );
    }
    return resultOf(ctx, found, rc, now);
  };
  const earlier = await findRevisionByKey(ctx.db, order.id, key);
  if (earlier) return replay(earlier);
  const plan = await planRevision(ctx, router, auth, order, p, now, guard, true);
  const done = await ctx.db.transaction(async (tx) => {
    const current = (await lockManagedOrder(tx, order.id))!;
    const again = await findRevisionByKey(tx, order.id, key);
    if (again) return { row: again, attempt: null, fresh: false };
    const row = (await findWholeOrder(tx, order.id))!;
    if (snapshotOf(row, plan.columns) !== plan.snapshot) {
      throw new ApiError(
        409,
        'order_changed',
        `Booking ${current.bonnr} changed meanwhile; look at it again before changing it.`,
        'id',
      );
    }
    const pending = await findPendingRevision(tx, order.id);
    if (pending?.reported) {
      throw new ApiError(
        409,
        'revision_pending',
        'Another change of this booking is being paid; wait for its outcome.',
        'id',
      );
    }
    // An earlier change left unpaid on the payment page gives way to this one.
    if (pending) await moveRevision(tx, pending.id, 'pending', 'superseded');
    const pay = plan.quote.settlement === 'pay';
    const id = (await insertRevision(tx, {
      orderId: order.id,
      state: pay ? 'pending' : 'applied',
      newColumns: plan.columns,
      before: plan.before,
      after: plan.after,
      oldTotalCents: plan.quote.old_total_cents,
      newTotalCents: plan.quote.new_total_cents,
      settlement: plan.quote.settlement,
      couponUses: plan.couponUses,
      replanLegs: plan.replanLegs,
      baseSnapshot: plan.snapshot,
      idempotencyKey: key,
      requestHash: hash,
      userId: auth.userId,
      tokenId: auth.tokenId,
    }))!;
    const stored = (await findRevision(tx, id))!;
    if (pay) {
      const attempt = await prepareRevisionAttempt(tx, current, id, plan.quote.difference_cents);
      return { row: { ...stored, attempt_id: attempt.id }, attempt, fresh: true };
    }
    const code = plan.quote.settlement === 'coupon' ? await refundCoupon(tx, stored, now) : null;
    await applyRevision(tx, stored, code, now);
    return { row: { ...stored, refund_coupon_code: code }, attempt: null, fresh: true };
  });
  if (!done.fresh) return replay(done.row);
  if (done.row.settlement === 'card') await refundDifferenceToCard(ctx, done.row, rc.origin, now);
  return resultOf(ctx, (await findRevision(ctx.db, done.row.id))!, rc, now, done.attempt);
}

/**
 * Gives a lower price's difference back to the card the order was paid with, outside any transaction
 * (the provider answers over the network) under a key fixed per change, so a retry never refunds
 * twice. When the provider refuses or cannot be reached, the customer gets a coupon instead: the money
 * never stays with us unsaid.
 */
async function refundDifferenceToCard(
  ctx: AppContext,
  r: RevisionRow,
  origin: string | null,
  now: Date,
): Promise<void> {
  const order = (await findManagedOrder(ctx.db, r.order_id))!;
  const outcome = await refundToCard(ctx, origin, {
    payid: await paidPayid(ctx.db, r.order_id),
    amountCents: r.old_total_cents - r.new_total_cents,
    key: `${order.bonnr}-revision-${r.id}`,
  });
  if (outcome.kind === 'refunded') {
    await recordRevisionRefund(ctx.db, r.id, {
      cardRefund: `refunded ${outcome.status} ${outcome.payidsub}`,
    });
    return;
  }
  await ctx.db.transaction(async (tx) => {
    await recordRevisionRefund(tx, r.id, { cardRefund: outcome.kind });
    await refundCoupon(tx, r, now);
  });
}

/**
 * Settles a provider message about an attempt bound to a change, inside the message's transaction
 * (server/payment/returns.ts): an approval applies the pending change once, whichever message comes
 * first; a refusal or cancel leaves the booking as it was and closes the change. An approval of a
 * change that can no longer apply (replaced, or the booking cancelled since) gives the amount back
 * as a refund coupon.
 */
export async function settleRevisionAttempt(
  tx: Queryable,
  attempt: PaymentAttempt,
  to: OrderStatus | null,
  now: Date,
): Promise<void> {
  if (attempt.revision_id === null || to === null) return;
  const r = await findRevision(tx, attempt.revision_id);
  if (!r) return;
  if (r.state === 'pending' && to !== 'paid') {
    await moveRevision(tx, r.id, 'pending', 'failed');
    return;
  }
  // A later status of the same payment (9 after 5) finds the change applied already.
  if (to !== 'paid' || r.state === 'applied') return;
  const status = (await lockManagedOrder(tx, r.order_id))!.status;
  // The order as the change was priced against: not cancelled, nor changed otherwise meanwhile.
  const unchanged = snapshotOf((await findWholeOrder(tx, r.order_id))!, r.new_columns) === r.base_snapshot;
  if (r.state === 'pending' && !isCancelled(status) && unchanged) {
    if (await moveRevision(tx, r.id, 'pending', 'applied')) await applyRevision(tx, r, null, now);
    return;
  }
  // Paid for a change that can no longer apply (replaced by a later change, or the booking was
  // cancelled or changed otherwise meanwhile): the money was taken, so it goes back as a refund coupon, once.
  if (r.state === 'pending') await moveRevision(tx, r.id, 'pending', 'failed');
  if (r.refund_coupon_code === null) {
    const code = await refundCoupon(
      tx,
      { ...r, old_total_cents: attempt.amount_cents, new_total_cents: 0 },
      now,
    );
    await oweRevisionFailedMail(tx, r.order_id, code);
  }
}
