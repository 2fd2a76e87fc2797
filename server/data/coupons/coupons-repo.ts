import type { Queryable } from '../database';

/** A stored coupon. */
export interface Coupon {
  id: number;
  code: string;
  campaign: string;
  kind: 'campaign' | 'refund';
  amountCents: number | null;
  percent: number | null;
  validFrom: string;
  validUntil: string;
  maxUses: number | null;
  useCount: number;
}

const COLUMNS = `id, code, campaign, kind, amount_cents AS "amountCents", percent, valid_from AS "validFrom",
  valid_until AS "validUntil", max_uses AS "maxUses", use_count AS "useCount"`;

/**
 * Finds a coupon by code, ignoring case and surrounding spaces. A coupon the operator disabled in the
 * back office is not found: the price and order calls answer it like an unknown code.
 */
export async function findCoupon(db: Queryable, code: string): Promise<Coupon | null> {
  const { rows } = await db.query<Coupon>(
    `SELECT ${COLUMNS} FROM coupons WHERE upper(code) = upper($1) AND disabled_at IS NULL`,
    [code.trim()],
  );
  return rows[0] ?? null;
}

/** The fields of a new coupon. */
export type NewCoupon = Omit<Coupon, 'id' | 'useCount'> & { refundOrderId?: number | null };

/** The parameters $1…$9 of a coupon insert, in the order of its column list. */
function couponValues(c: NewCoupon): unknown[] {
  return [
    c.code,
    c.campaign,
    c.kind,
    c.amountCents,
    c.percent,
    c.validFrom,
    c.validUntil,
    c.maxUses,
    c.refundOrderId ?? null,
  ];
}

/** Creates a coupon; null when one with the same code (in any case) exists, which stays as it was. */
export async function insertCoupon(db: Queryable, c: NewCoupon): Promise<Coupon | null> {
  const { rows } = await db.query<Coupon>(
    `INSERT INTO coupons (code, campaign, kind, amount_cents, percent, valid_from, valid_until, max_uses, refund_order_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     ON CONFLICT (upper(code)) DO NOTHING
     RETURNING ${COLUMNS}`,
    couponValues(c),
  );
  return rows[0] ?? null;
}

/** Creates a coupon, or updates the terms of the one with the same code (its use count stays). */
export async function upsertCoupon(db: Queryable, c: NewCoupon): Promise<Coupon> {
  const { rows } = await db.query<Coupon>(
    `INSERT INTO coupons (code, campaign, kind, amount_cents, percent, valid_from, valid_until, max_uses, refund_order_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     ON CONFLICT (upper(code)) DO UPDATE SET campaign = excluded.campaign, kind = excluded.kind,
       amount_cents = excluded.amount_cents, percent = excluded.percent, valid_from = excluded.valid_from,
       valid_until = excluded.valid_until, max_uses = excluded.max_uses
     RETURNING ${COLUMNS}`,
    couponValues(c),
  );
  return rows[0]!;
}

/**
 * Counts one use of a coupon inside the order transaction. Returns false when the coupon was used up
 * meanwhile; the conditional update makes two concurrent last uses impossible.
 */
export async function countCouponUse(tx: Queryable, id: number): Promise<boolean> {
  const { affectedRows } = await tx.query(
    'UPDATE coupons SET use_count = use_count + 1 WHERE id = $1 AND (max_uses IS NULL OR use_count < max_uses)',
    [id],
  );
  return affectedRows === 1;
}
