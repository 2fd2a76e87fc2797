/**
 * The back office's reads and writes of coupons and PO numbers (issue 13). Creating them goes through
 * the coupon and agency services; this file lists them, shows a coupon's uses and
 * disables or re-enables a coupon or PO number.
 */
import type { BackofficeCoupon, BackofficeCouponUse, BackofficePo } from '../../../core';
import type { Queryable } from '../database';

/** A coupon as the back office lists it: core's shape of the answer. */
export type CouponRow = BackofficeCoupon;

const COUPON_COLUMNS = `id, code, campaign, kind, amount_cents, percent, valid_from, valid_until, max_uses,
  use_count, refund_order_id, disabled_at IS NOT NULL AS disabled`;

/**
 * Lists coupons of one kind (campaign or refund: the refund coupons are listed apart), newest first,
 * optionally those whose code or campaign contains `search`; `beforeId` pages on.
 */
export async function listCoupons(
  db: Queryable,
  f: { kind: 'campaign' | 'refund'; search?: string; beforeId?: number; limit: number },
): Promise<CouponRow[]> {
  const { rows } = await db.query<CouponRow>(
    `SELECT ${COUPON_COLUMNS} FROM coupons
      WHERE kind = $1 AND ($2::int IS NULL OR id < $2)
        AND ($3::text IS NULL OR strpos(upper(code), upper($3)) > 0 OR strpos(upper(campaign), upper($3)) > 0)
      ORDER BY id DESC LIMIT $4`,
    [f.kind, f.beforeId ?? null, f.search ?? null, f.limit],
  );
  return rows;
}

/** Reads one coupon by id, or null. */
export async function couponById(db: Queryable, id: number): Promise<CouponRow | null> {
  const { rows } = await db.query<CouponRow>(`SELECT ${COUPON_COLUMNS} FROM coupons WHERE id = $1`, [id]);
  return rows[0] ?? null;
}

/** One order that used a coupon. */
export type CouponUse = BackofficeCouponUse;

/** The orders that used coupon `id`, newest first. */
export async function couponUses(db: Queryable, id: number, limit: number): Promise<CouponUse[]> {
  const { rows } = await db.query<CouponUse>(
    `SELECT o.id AS order_id, o.bonnr, o.status, oc.reduction_cents, o.total_cents
       FROM order_coupons oc JOIN orders o ON o.id = oc.order_id
      WHERE oc.coupon_id = $1 ORDER BY oc.order_id DESC LIMIT $2`,
    [id, limit],
  );
  return rows;
}

/** Disables (or re-enables) coupon `id`; answers false when there is none. */
export async function setCouponDisabled(tx: Queryable, id: number, disabled: boolean): Promise<boolean> {
  const { affectedRows } = await tx.query(
    `UPDATE coupons SET disabled_at = CASE WHEN $2 THEN coalesce(disabled_at, now()) END WHERE id = $1`,
    [id, disabled],
  );
  return affectedRows === 1;
}

/** A PO number as the back office shows it (core's API type). */
export type PoRow = BackofficePo;

const PO_COLUMNS = `id, code, agent_licence, campaign, paid_by_agent, business_discount_percent,
  comfort_discount_percent, valid_from, valid_until, disabled_at IS NOT NULL AS disabled`;

/** The PO numbers of one agent licence, newest first. */
export async function listPos(db: Queryable, licence: string): Promise<PoRow[]> {
  const { rows } = await db.query<PoRow>(
    `SELECT ${PO_COLUMNS} FROM po_numbers WHERE agent_licence = $1 ORDER BY id DESC LIMIT 500`,
    [licence],
  );
  return rows;
}

/** Reads one PO number by id, or null. */
export async function poById(db: Queryable, id: number): Promise<PoRow | null> {
  const { rows } = await db.query<PoRow>(`SELECT ${PO_COLUMNS} FROM po_numbers WHERE id = $1`, [id]);
  return rows[0] ?? null;
}

/** Disables (or re-enables) PO number `id`; answers false when there is none. */
export async function setPoDisabled(tx: Queryable, id: number, disabled: boolean): Promise<boolean> {
  const { affectedRows } = await tx.query(
    `UPDATE po_numbers SET disabled_at = CASE WHEN $2 THEN coalesce(disabled_at, now()) END WHERE id = $1`,
    [id, disabled],
  );
  return affectedRows === 1;
}

/** The id of the PO number `code` (any case), or null. */
export async function poIdByCode(db: Queryable, code: string): Promise<number | null> {
  const { rows } = await db.query<{ id: number }>('SELECT id FROM po_numbers WHERE upper(code) = upper($1)', [
    code,
  ]);
  return rows[0]?.id ?? null;
}
