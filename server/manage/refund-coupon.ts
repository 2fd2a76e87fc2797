/**
 * The refund coupon the product gives money back with: a cancellation's refund, a refund the customer
 * chose as a coupon, and the lower price of a change in place all make the same one. Kind 'refund',
 * one use, valid from today in Brussels for core's refund period, tied to its order.
 */
import { brusselsToday, refundCouponValidUntil } from '../../core';
import { upsertCoupon, type Coupon } from '../data/coupons/coupons-repo';
import type { Queryable } from '../data/database';
import { newEcode } from '../orders/order-service';

/** Stores a refund coupon of `amountCents` for order `orderId` at `now`, inside `tx`. */
export function makeRefundCoupon(
  tx: Queryable,
  orderId: number,
  amountCents: number,
  now: Date,
): Promise<Coupon> {
  const today = brusselsToday(now);
  return upsertCoupon(tx, {
    code: `RF-${newEcode()}`,
    campaign: 'REFUND',
    kind: 'refund',
    amountCents,
    percent: null,
    validFrom: today,
    validUntil: refundCouponValidUntil(today),
    maxUses: 1,
    refundOrderId: orderId,
  });
}
