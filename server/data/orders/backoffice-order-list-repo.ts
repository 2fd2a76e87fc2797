/**
 * The operator's order lists on the command line (`npm run admin -- list-orders | list-overuses`): the
 * latest orders, and the coupon uses past a coupon's maximum.
 */
import type { Queryable } from '../database';

/** One order as `list-orders` prints it. */
export interface LatestOrderRow {
  id: number;
  bonnr: string;
  status: string;
  total_cents: number;
  heenterug: string;
  emailklant: string;
  datumheen: string;
  datumterug: string;
}

/** The latest `limit` orders, newest first, of status `status` when given. */
export async function latestOrders(
  db: Queryable,
  status: string | null,
  limit: number,
): Promise<LatestOrderRow[]> {
  const { rows } = await db.query<LatestOrderRow>(
    `SELECT id, bonnr, status, total_cents, heenterug, emailklant, datumheen, datumterug FROM orders
      WHERE $1::text IS NULL OR status = $1 ORDER BY id DESC LIMIT $2`,
    [status, limit],
  );
  return rows;
}

/** One coupon use past its coupon's maximum. */
export interface CouponOveruseRow {
  created_at: Date | string;
  code: string;
  max_uses: number | null;
  order_id: number;
  bonnr: string;
  status: string;
  reduction_cents: number | null;
  emailklant: string;
}

/** The latest `limit` coupon uses past their coupon's maximum, newest first. */
export async function couponOveruses(db: Queryable, limit: number): Promise<CouponOveruseRow[]> {
  const { rows } = await db.query<CouponOveruseRow>(
    `SELECT v.created_at, c.code, c.max_uses, v.order_id, o.bonnr, o.status, oc.reduction_cents, o.emailklant
       FROM coupon_overuses v
       JOIN coupons c ON c.id = v.coupon_id
       JOIN orders o ON o.id = v.order_id
       LEFT JOIN order_coupons oc ON oc.order_id = v.order_id AND oc.coupon_id = v.coupon_id
      ORDER BY v.id DESC LIMIT $1`,
    [limit],
  );
  return rows;
}
