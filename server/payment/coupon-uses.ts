/**
 * The coupon uses an order holds (server/payment/state.ts decides when). An order holds one use of each
 * of its coupons while it awaits payment or is final; a failed or canceled payment gives them back.
 */
import type { Queryable } from '../db/database';
import { ApiError } from '../http/envelope';

/** Gives back the uses of order `orderId` (its payment failed or was canceled). */
export async function releaseCouponUses(tx: Queryable, orderId: number): Promise<void> {
  await tx.query(
    `UPDATE coupons SET use_count = GREATEST(0, use_count - 1)
      WHERE id IN (SELECT coupon_id FROM order_coupons WHERE order_id = $1)`,
    [orderId],
  );
}

/**
 * Takes the uses of order `orderId` again, each with the conditional UPDATE that also guards a new
 * order, so concurrent claims of a last use cannot both win. How a coupon that is used up meanwhile is
 * handled depends on who asks:
 *
 * - `'strict'`, anything the product offers (a new payment attempt, a free or invoice finish): a 409
 *   `coupon_used_up` asking the customer to book again at the new price; the caller's transaction is
 *   rolled back, so nothing changes.
 * - `'forced'`, a verified approval from the payment provider: the money was taken at the discounted
 *   price, so the order stands; each use past the maximum is written to `coupon_overuses` for the
 *   operator (`npm run admin -- list-overuses`) instead of raising `use_count` past `max_uses`.
 */
export async function claimCouponUses(
  tx: Queryable,
  orderId: number,
  mode: 'strict' | 'forced',
): Promise<void> {
  const { rows: missed } = await tx.query<{ coupon_id: number; code: string }>(
    `WITH claimed AS (
       UPDATE coupons SET use_count = use_count + 1
        WHERE id IN (SELECT coupon_id FROM order_coupons WHERE order_id = $1)
          AND (max_uses IS NULL OR use_count < max_uses)
       RETURNING id)
     SELECT oc.coupon_id, c.code FROM order_coupons oc JOIN coupons c ON c.id = oc.coupon_id
      WHERE oc.order_id = $1 AND oc.coupon_id NOT IN (SELECT id FROM claimed)
      ORDER BY c.code`,
    [orderId],
  );
  if (missed.length === 0) return;
  if (mode === 'strict') {
    const codes = missed.map((m) => `"${m.code}"`).join(', ');
    throw new ApiError(
      409,
      'coupon_used_up',
      `The coupon ${codes} has been used up by another booking meanwhile, so this booking can no longer be paid at its discounted price; please book again at the new price.`,
      'coupons',
    );
  }
  for (const m of missed) {
    await tx.query('INSERT INTO coupon_overuses (order_id, coupon_id) VALUES ($1, $2)', [
      orderId,
      m.coupon_id,
    ]);
  }
}
