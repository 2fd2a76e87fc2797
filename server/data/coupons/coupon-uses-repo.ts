/**
 * The use counts an order holds on its coupons (`coupons.use_count` through `order_coupons`) and what an
 * order loses when a coupon it held was used up meanwhile (`order_coupon_losses`). When uses are taken
 * or given back, and what a lost coupon costs, are server/payment/coupon-uses.ts's rules.
 */
import type { Queryable } from '../database';

/** A coupon of an order. */
export interface OrderCoupon {
  coupon_id: number;
  code: string;
}

/** Gives back one use of each coupon of order `orderId`. */
export async function releaseOrderCouponUses(tx: Queryable, orderId: number): Promise<void> {
  await tx.query(
    `UPDATE coupons SET use_count = GREATEST(0, use_count - 1)
      WHERE id IN (SELECT coupon_id FROM order_coupons WHERE order_id = $1)`,
    [orderId],
  );
}

/**
 * Takes one use of each coupon of order `orderId` that has one left, with the conditional UPDATE that
 * also guards a new order, so concurrent claims of a last use cannot both win; answers the coupons that
 * had none left, by code.
 */
export async function claimOrderCouponUses(tx: Queryable, orderId: number): Promise<OrderCoupon[]> {
  const { rows } = await tx.query<OrderCoupon>(
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
  return rows;
}

/** Takes coupon `couponId` off order `orderId`, records the loss, and answers the reduction it gave. */
export async function recordCouponLoss(tx: Queryable, orderId: number, couponId: number): Promise<number> {
  const { rows } = await tx.query<{ reduction_cents: number }>(
    'DELETE FROM order_coupons WHERE order_id = $1 AND coupon_id = $2 RETURNING reduction_cents',
    [orderId, couponId],
  );
  const reduction = rows[0]?.reduction_cents ?? 0;
  await tx.query('INSERT INTO order_coupon_losses (order_id, coupon_id, reduction_cents) VALUES ($1, $2, $3)', [
    orderId,
    couponId,
    reduction,
  ]);
  return reduction;
}

/** The coupon reductions of order `orderId`'s legs, in cents. */
export async function orderCouponReductions(tx: Queryable, orderId: number): Promise<{ heen: number; terug: number }> {
  const { rows } = await tx.query<{ heen: number; terug: number }>(
    'SELECT kortingcouponsheen_cents AS heen, kortingcouponsterug_cents AS terug FROM orders WHERE id = $1',
    [orderId],
  );
  return rows[0]!;
}

/**
 * Puts `back` (per leg, in cents) onto order `orderId`'s customer prices, total and balance due, and takes
 * the coupons `codes` (upper case) off its list.
 */
export async function refillOrderPrices(
  tx: Queryable,
  orderId: number,
  back: { heen: number; terug: number },
  codes: readonly string[],
): Promise<void> {
  await tx.query(
    `UPDATE orders SET
        kortingcouponsheen_cents = kortingcouponsheen_cents - $2, prijsklantheen_cents = prijsklantheen_cents + $2,
        kortingcouponsterug_cents = kortingcouponsterug_cents - $3, prijsklantterug_cents = prijsklantterug_cents + $3,
        total_cents = total_cents + $2 + $3, balance_due_cents = balance_due_cents + $2 + $3,
        coupons = (SELECT COALESCE(jsonb_agg(e), '[]'::jsonb) FROM jsonb_array_elements(coupons) e
                    WHERE NOT (upper(e #>> '{}') = ANY ($4::text[]))),
        updated_at = now()
      WHERE id = $1`,
    [orderId, back.heen, back.terug, [...codes]],
  );
}
