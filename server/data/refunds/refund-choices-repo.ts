/** The `refund_choices` table (migration 026): one e-mailed choice per operator cancellation of a paid order. */
import type { Lang, RefundChoice } from '../../../core';
import type { Queryable } from '../database';

/** A stored choice, with what the page needs of its order. */
export interface RefundChoiceRow {
  id: number;
  order_id: number;
  amount_cents: number;
  payid: string;
  lang: Lang;
  expires_at: Date;
  card_requested_at: Date | null;
  choice: RefundChoice | null;
  coupon_code: string | null;
  coupon_valid_until: string | null;
  bonnr: string;
  status: string;
}

/** The approved card payment of an order: the provider's PAYID and the cents it took; null when none. */
export async function approvedPayment(
  db: Queryable,
  orderId: number,
): Promise<{ payid: string; amount_cents: number } | null> {
  // 5 (authorised) and 9 (payment requested) are the provider's approvals (payment/status-codes.ts).
  const { rows } = await db.query<{ payid: string; amount_cents: number }>(
    `SELECT payid, amount_cents FROM payment_events
      WHERE order_id = $1 AND status_code IN (5, 9) AND payid <> '' ORDER BY id DESC LIMIT 1`,
    [orderId],
  );
  return rows[0] ?? null;
}

/** Stores a new choice for `orderId` under the hash of its link's secret. */
export async function insertChoice(
  db: Queryable,
  c: { orderId: number; tokenHash: string; amountCents: number; payid: string; lang: Lang; expiresAt: Date },
): Promise<void> {
  await db.query(
    `INSERT INTO refund_choices (order_id, token_hash, amount_cents, payid, lang, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [c.orderId, c.tokenHash, c.amountCents, c.payid, c.lang, c.expiresAt],
  );
}

/** Reads the choice of a link's hash (and locks it for the rest of `db`'s transaction when `lock`). */
export async function findChoice(
  db: Queryable,
  tokenHash: string,
  lock = false,
): Promise<RefundChoiceRow | null> {
  const { rows } = await db.query<RefundChoiceRow>(
    `SELECT r.id, r.order_id, r.amount_cents, r.payid, r.lang, r.expires_at, r.card_requested_at, r.choice,
            c.code AS coupon_code, c.valid_until AS coupon_valid_until, o.bonnr, o.status
       FROM refund_choices r JOIN orders o ON o.id = r.order_id LEFT JOIN coupons c ON c.id = r.coupon_id
      WHERE r.token_hash = $1 ${lock ? 'FOR UPDATE OF r' : ''}`,
    [tokenHash],
  );
  return rows[0] ?? null;
}

/** Marks that a refund to the card was asked of the provider (the first time only). */
export async function markCardRequested(db: Queryable, id: number): Promise<void> {
  await db.query(
    'UPDATE refund_choices SET card_requested_at = coalesce(card_requested_at, now()) WHERE id = $1',
    [id],
  );
}

/**
 * Records the provider's answer to the refund call; `reopen` clears the request when nothing was
 * refunded for certain, so the customer may choose the coupon instead.
 */
export async function recordProviderAnswer(
  db: Queryable,
  id: number,
  answer: { status: string; error: string; payidsub: string; reopen: boolean },
): Promise<void> {
  await db.query(
    `UPDATE refund_choices SET provider_answer = $2, provider_error = $3, provider_payidsub = $4,
            card_requested_at = CASE WHEN $5 THEN NULL ELSE card_requested_at END
      WHERE id = $1`,
    [id, answer.status, answer.error, answer.payidsub, answer.reopen],
  );
}

/** Records the customer's choice (and its coupon, for a coupon). */
export async function recordChoice(
  db: Queryable,
  id: number,
  choice: RefundChoice,
  couponId: number | null,
): Promise<void> {
  await db.query(
    `UPDATE refund_choices SET choice = $2, chosen_at = now(), coupon_id = $3 WHERE id = $1 AND choice IS NULL`,
    [id, choice, couponId],
  );
}

/** Links the refund coupon to the order's latest cancellation record, as the terms' coupon is linked. */
export async function linkCancellationCoupon(
  db: Queryable,
  orderId: number,
  couponId: number,
): Promise<void> {
  await db.query(
    `UPDATE order_cancellations SET refund_coupon_id = $2
      WHERE id = (SELECT max(id) FROM order_cancellations WHERE order_id = $1)`,
    [orderId, couponId],
  );
}
