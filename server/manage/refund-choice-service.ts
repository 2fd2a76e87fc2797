/**
 * The customer's choice after the operator cancelled a paid ride (issue 23). The operator, not the
 * customer, broke the contract, so everything the provider took comes back, as the customer chooses
 * through the e-mailed link: a refund to the card (the provider's refund call, payment/refund.ts; the
 * order becomes `refunded`) or a one-use coupon of the same amount, valid a year.
 *
 * The link is a random secret per cancellation; only its SHA-256 is stored. It is used once (a second
 * choice is refused) and expires after REFUND_CHOICE_LINK_DAYS days. Amount and payment come from the
 * provider's verified approval, never from the caller.
 */
import { makeRefundCoupon } from './refund-coupon';
import { createHash, randomBytes } from 'node:crypto';
import {
  REFUND_CHOICE_LINK_DAYS,
  langOf,
  type RefundChoice,
  type RefundChoiceDone,
  type RefundChoiceView,
  type OrderStatus,
} from '../../core';
import { issueCreditNote } from '../invoices/issue';
import type { AppContext } from '../context';
import type { Database, Queryable } from '../data/database';
import { ApiError } from '../http/envelope';
import { refundToCard } from '../payment/refund';
import { transition } from '../payment/state';
import {
  approvedPayment,
  findChoice,
  insertChoice,
  linkCancellationCoupon,
  markCardRequested,
  recordChoice,
  recordProviderAnswer,
  type RefundChoiceRow,
} from '../data/refunds/refund-choices-repo';
import { oweMail } from '../mail/owed-mails';
import { rekeyOpenRefundChoice } from '../data/orders/mail-refund-choice-repo';

const DAY_MS = 86_400_000;

const hashOf = (secret: string) => createHash('sha256').update(secret, 'utf8').digest('hex');

/**
 * Opens the choice of `order` inside the operator's cancellation transaction `tx` and answers the
 * amount to give back. The secret minted here is never shown: the owed mail mints the link's secret
 * when it is sent ({@link mintRefundChoiceLink}). 409 `no_card_payment` (the cancellation rolls back) when the
 * order has no approved card payment to refund.
 */
export async function openRefundChoice(
  tx: Queryable,
  order: { id: number; bonnr: string; taal: string },
  now: Date,
): Promise<{ amountCents: number }> {
  const payment = await approvedPayment(tx, order.id);
  if (!payment || payment.amount_cents <= 0)
    throw new ApiError(
      409,
      'no_card_payment',
      `Booking ${order.bonnr} has no card payment to refund; cancel it with the terms' or a chosen refund.`,
      'refund',
    );
  const secret = randomBytes(32).toString('base64url');
  await insertChoice(tx, {
    orderId: order.id,
    tokenHash: hashOf(secret),
    amountCents: payment.amount_cents,
    payid: payment.payid,
    lang: langOf(order.taal),
    expiresAt: new Date(now.getTime() + REFUND_CHOICE_LINK_DAYS * DAY_MS),
  });
  return { amountCents: payment.amount_cents };
}

/**
 * Mints the link's secret for the refund-choice mail when it is sent (issue 24: the mail is owed work,
 * and no usable secret waits in the database for it): the newest open choice of order `orderId` gets
 * the new secret's hash, so only the link of the mail last sent works. Null when no choice is open.
 */
export async function mintRefundChoiceLink(
  db: Queryable,
  orderId: number,
): Promise<{ secret: string; amountCents: number } | null> {
  const secret = randomBytes(32).toString('base64url');
  const open = await rekeyOpenRefundChoice(db, orderId, hashOf(secret));
  return open ? { secret, amountCents: open.amount_cents } : null;
}

const invalidLink = () =>
  new ApiError(404, 'invalid_link', 'This refund link is not valid; use the link of the e-mail.', 'token');

const expiredLink = () =>
  new ApiError(
    410,
    'link_expired',
    `This refund link has expired (it is valid ${REFUND_CHOICE_LINK_DAYS} days); please contact us.`,
    'token',
  );

const alreadyChosen = (row: RefundChoiceRow) =>
  new ApiError(
    409,
    'already_chosen',
    `A refund was already chosen for booking ${row.bonnr} (${row.choice === 'card' ? 'to the card' : 'as a coupon'}); the choice cannot be made again.`,
    'choice',
  );

/** The row of a presented secret, or the 404 a wrong one gets. */
async function choiceOf(db: Queryable, secret: string, lock = false): Promise<RefundChoiceRow> {
  const row = await findChoice(db, hashOf(secret), lock);
  if (!row) throw invalidLink();
  return row;
}

/** The choice the customer made, checked open and unexpired at `now`. */
function checkOpen(row: RefundChoiceRow, now: Date): void {
  if (row.choice) throw alreadyChosen(row);
  if (row.expires_at.getTime() <= now.getTime()) throw expiredLink();
}

function couponOf(row: RefundChoiceRow): RefundChoiceView['coupon'] {
  return row.coupon_code
    ? { code: row.coupon_code, amount_cents: row.amount_cents, valid_until: row.coupon_valid_until ?? '' }
    : null;
}

/** What the link offers (`POST refund-choice/view`): 404 for a wrong link, 410 for an expired open one. */
export async function viewRefundChoice(db: Database, secret: string, now: Date): Promise<RefundChoiceView> {
  const row = await choiceOf(db, secret);
  if (!row.choice && row.expires_at.getTime() <= now.getTime()) throw expiredLink();
  return {
    bonnr: row.bonnr,
    amount_cents: row.amount_cents,
    lang: row.lang,
    expires_at: row.expires_at.toISOString(),
    choice: row.choice,
    // Once a card refund was asked of the provider only the card refund may be retried.
    options: row.choice ? [] : row.card_requested_at ? ['card'] : ['card', 'coupon'],
    status: row.status as OrderStatus,
    coupon: couponOf(row),
  };
}

/**
 * The one place a card refund of a cancelled order is booked, inside the transaction that makes the
 * order `refunded`: the invoice it corrects gets its credit note.
 */
async function onCardRefunded(
  tx: Queryable,
  refund: { orderId: number; amountCents: number; payidsub: string },
  now: Date,
): Promise<void> {
  await issueCreditNote(tx, refund.orderId, refund.amountCents, { via: 'card' }, now);
}

/** Gives the coupon: one use, worth everything paid, valid a year from today in Brussels. */
async function chooseCoupon(db: Database, secret: string, now: Date): Promise<RefundChoiceDone> {
  return db.transaction(async (tx) => {
    const row = await choiceOf(tx, secret, true);
    checkOpen(row, now);
    if (row.card_requested_at)
      throw new ApiError(
        409,
        'card_requested',
        `A refund to the card was already asked for booking ${row.bonnr}; it cannot become a coupon as well.`,
        'choice',
      );
    const coupon = await makeRefundCoupon(tx, row.order_id, row.amount_cents, now);
    await recordChoice(tx, row.id, 'coupon', coupon.id);
    await linkCancellationCoupon(tx, row.order_id, coupon.id);
    await issueCreditNote(tx, row.order_id, row.amount_cents, { via: 'coupon', code: coupon.code }, now);
    // The customer keeps the coupon in writing: the cancellation mail with it, owed here (issue 24).
    await oweMail(tx, 'cancellation', row.order_id, {
      refund: { code: coupon.code, amountCents: row.amount_cents, validUntil: coupon.validUntil },
    });
    return {
      choice: 'coupon',
      amount_cents: row.amount_cents,
      status: row.status as OrderStatus,
      coupon: { code: coupon.code, amount_cents: row.amount_cents, valid_until: coupon.validUntil },
    };
  });
}

/**
 * Refunds to the card. The choice is claimed first (card requested), the provider is called outside
 * any transaction under a key fixed per choice, so a retry or a second tab gets the provider's first
 * answer instead of a second refund; the answer is then recorded and, when the refund was accepted,
 * the order becomes `refunded` in the same transaction as the recorded choice.
 */
async function chooseCard(
  ctx: AppContext,
  secret: string,
  origin: string | null,
  now: Date,
): Promise<RefundChoiceDone> {
  const row = await ctx.db.transaction(async (tx) => {
    const found = await choiceOf(tx, secret, true);
    checkOpen(found, now);
    await markCardRequested(tx, found.id);
    return found;
  });
  const outcome = await refundToCard(ctx, origin, {
    payid: row.payid,
    amountCents: row.amount_cents,
    key: `${row.bonnr}-refund-${row.id}`,
  });
  if (outcome.kind !== 'refunded') {
    await recordProviderAnswer(ctx.db, row.id, {
      status: outcome.kind === 'refused' ? outcome.status : '',
      error: outcome.kind === 'refused' ? outcome.ncerror : outcome.kind,
      payidsub: '',
      // Nothing was refunded for certain unless the provider gave no answer.
      reopen: outcome.kind !== 'unreachable',
    });
    if (outcome.kind === 'unreachable')
      throw new ApiError(
        503,
        'refund_pending',
        'The payment service did not answer. Try again in a few minutes: the refund is never made twice.',
        'choice',
      );
    throw new ApiError(
      502,
      'refund_refused',
      'The refund to the card could not be made. Try again later, or choose the coupon.',
      'choice',
    );
  }
  return ctx.db.transaction(async (tx) => {
    const current = await choiceOf(tx, secret, true);
    // A second tab got the same refund from the provider; this one only hears that it is done.
    if (current.choice) throw alreadyChosen(current);
    await recordProviderAnswer(tx, row.id, {
      status: outcome.status,
      error: '0',
      payidsub: outcome.payidsub,
      reopen: false,
    });
    await recordChoice(tx, row.id, 'card', null);
    const moved = await transition(tx, row.order_id, 'refunded', 'refund');
    await onCardRefunded(
      tx,
      {
        orderId: row.order_id,
        amountCents: row.amount_cents,
        payidsub: outcome.payidsub,
      },
      now,
    );
    // The customer is told the card refund in writing, owed with it (issue 24).
    if (moved.changed) await oweMail(tx, 'card_refund', row.order_id, { amount_cents: row.amount_cents });
    return {
      choice: 'card',
      amount_cents: row.amount_cents,
      status: moved.changed ? 'refunded' : (current.status as OrderStatus),
      coupon: null,
    };
  });
}

/**
 * Makes the customer's `choice` for the link `secret` (`POST refund-choice/choose`) and answers what it
 * did with the order's id (for the e-mail, not for the caller). 404 for a wrong link, 410 for an expired
 * one, 409 for a second choice; `origin` is this process's address, where the sandbox provider answers.
 */
export async function chooseRefund(
  ctx: AppContext,
  secret: string,
  choice: RefundChoice,
  origin: string | null,
  now: Date,
): Promise<{ done: RefundChoiceDone; orderId: number }> {
  const done =
    choice === 'card' ? await chooseCard(ctx, secret, origin, now) : await chooseCoupon(ctx.db, secret, now);
  const row = await findChoice(ctx.db, hashOf(secret));
  return { done, orderId: row!.order_id };
}
