/**
 * The coupon uses an order holds (server/payment/state.ts decides when). An order holds one use of each
 * of its coupons while it awaits payment or is final; a failed or canceled payment gives them back.
 */
import { couponRefill } from '../../core';
import {
  claimOrderCouponUses,
  orderCouponReductions,
  recordCouponLoss,
  refillOrderPrices,
  releaseOrderCouponUses,
  type OrderCoupon,
} from '../data/coupons/coupon-uses-repo';
import type { Queryable } from '../data/database';
import { ApiError } from '../http/envelope';

/** Gives back the uses of order `orderId` (its payment failed or was canceled). */
export async function releaseCouponUses(tx: Queryable, orderId: number): Promise<void> {
  await releaseOrderCouponUses(tx, orderId);
}

/**
 * Takes the uses of order `orderId` again, each with the conditional UPDATE that also guards a new
 * order, so concurrent claims of a last use cannot both win and no coupon is ever used past its
 * maximum. How a coupon that is used up meanwhile is handled depends on who asks:
 *
 * - `'strict'`, anything the product offers (a new payment attempt, a free or invoice finish): a 409
 *   `coupon_used_up` asking the customer to book again at the new price; the caller's transaction is
 *   rolled back, so nothing changes.
 * - `'reprice'`, a verified approval from the payment provider (a payment page left open while the
 *   order gave its uses back, issue 23): the money was taken, so the order stands, but the coupon
 *   belongs to the order that took it meanwhile. This order loses it ({@link loseCoupons}): its price
 *   becomes the price without the coupon and the difference is due, paid from the manage page.
 */
export async function claimCouponUses(
  tx: Queryable,
  orderId: number,
  mode: 'strict' | 'reprice',
): Promise<void> {
  const missed = await claimOrderCouponUses(tx, orderId);
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
  await loseCoupons(tx, orderId, missed);
}

/**
 * Takes `coupons` off order `orderId`, whose provider approval found them used up by other orders:
 * each is recorded in `order_coupon_losses` with the reduction it gave, the reductions go back onto
 * the legs' customer prices (core's couponRefill), and the total and the balance due rise by them.
 * The order's uses of these coupons were given back before, so no use count changes.
 */
async function loseCoupons(tx: Queryable, orderId: number, coupons: readonly OrderCoupon[]): Promise<void> {
  let lost = 0;
  for (const c of coupons) lost += await recordCouponLoss(tx, orderId, c.coupon_id);
  const legs = await orderCouponReductions(tx, orderId);
  const back = couponRefill(legs.heen, legs.terug, lost);
  const codes = coupons.map((c) => c.code.toUpperCase());
  await refillOrderPrices(tx, orderId, back, codes);
}
