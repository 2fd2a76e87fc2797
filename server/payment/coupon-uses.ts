/**
 * The coupon uses an order holds (server/payment/state.ts decides when). An order holds one use of each
 * of its coupons while it awaits payment or is final; a failed or canceled payment gives them back.
 */
import { couponRefill } from '../../core';
import type { Queryable } from '../data/database';
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
  await loseCoupons(tx, orderId, missed);
}

/**
 * Takes `coupons` off order `orderId`, whose provider approval found them used up by other orders:
 * each is recorded in `order_coupon_losses` with the reduction it gave, the reductions go back onto
 * the legs' customer prices (core's couponRefill), and the total and the balance due rise by them.
 * The order's uses of these coupons were given back before, so no use count changes.
 */
async function loseCoupons(
  tx: Queryable,
  orderId: number,
  coupons: readonly { coupon_id: number; code: string }[],
): Promise<void> {
  let lost = 0;
  for (const c of coupons) {
    const { rows } = await tx.query<{ reduction_cents: number }>(
      'DELETE FROM order_coupons WHERE order_id = $1 AND coupon_id = $2 RETURNING reduction_cents',
      [orderId, c.coupon_id],
    );
    const reduction = rows[0]?.reduction_cents ?? 0;
    await tx.query(
      'INSERT INTO order_coupon_losses (order_id, coupon_id, reduction_cents) VALUES ($1, $2, $3)',
      [orderId, c.coupon_id, reduction],
    );
    lost += reduction;
  }
  const { rows } = await tx.query<{ heen: number; terug: number }>(
    'SELECT kortingcouponsheen_cents AS heen, kortingcouponsterug_cents AS terug FROM orders WHERE id = $1',
    [orderId],
  );
  const legs = rows[0]!;
  const back = couponRefill(legs.heen, legs.terug, lost);
  const codes = coupons.map((c) => c.code.toUpperCase());
  await tx.query(
    `UPDATE orders SET
        kortingcouponsheen_cents = kortingcouponsheen_cents - $2, prijsklantheen_cents = prijsklantheen_cents + $2,
        kortingcouponsterug_cents = kortingcouponsterug_cents - $3, prijsklantterug_cents = prijsklantterug_cents + $3,
        total_cents = total_cents + $2 + $3, balance_due_cents = balance_due_cents + $2 + $3,
        coupons = (SELECT COALESCE(jsonb_agg(e), '[]'::jsonb) FROM jsonb_array_elements(coupons) e
                    WHERE NOT (upper(e #>> '{}') = ANY ($4::text[]))),
        updated_at = now()
      WHERE id = $1`,
    [orderId, back.heen, back.terug, codes],
  );
}
