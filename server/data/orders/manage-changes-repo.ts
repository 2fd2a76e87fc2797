/**
 * What the manage page's change and cancellation write to and read from `orders`, `order_changes` and
 * `order_cancellations` (issue 12). Which fields may change, until when, and what a cancellation costs
 * are server/manage/'s rules.
 */
import type { Queryable } from '../database';
import type { ManagedOrder } from './manage-orders-repo';

/** Locks order `id` for a change and reads it whole, or null when there is no such order. */
export async function lockManagedOrder(tx: Queryable, id: number): Promise<ManagedOrder | null> {
  const { rows } = await tx.query<ManagedOrder>('SELECT * FROM orders WHERE id = $1 FOR UPDATE', [id]);
  return rows[0] ?? null;
}

/**
 * Writes the changed `values` (column to new value; the columns are the caller's checked list) and the
 * legs' earliest pickups to order `id`, and records the change's before and after.
 */
export async function writeOrderChange(
  tx: Queryable,
  id: number,
  change: {
    before: Record<string, string>;
    after: Record<string, string>;
    earliestPickups: readonly [Date | null, Date | null];
  },
): Promise<void> {
  const fields = Object.keys(change.after);
  const n = fields.length;
  await tx.query(
    `UPDATE orders SET ${fields.map((f, i) => `${f} = $${i + 2}`).join(', ')},
            earliest_pickup_heen = $${n + 2}, earliest_pickup_terug = $${n + 3}, updated_at = now()
      WHERE id = $1`,
    [id, ...fields.map((f) => change.after[f]), ...change.earliestPickups],
  );
  await tx.query('INSERT INTO order_changes (order_id, before, after) VALUES ($1, $2, $3)', [
    id,
    JSON.stringify(change.before),
    JSON.stringify(change.after),
  ]);
}

/** A cancellation as recorded in `order_cancellations`. */
export interface CancellationRecord {
  orderId: number;
  statusBefore: string;
  terms: string;
  chargeCents: number;
  refundCents: number;
  /** The refund coupon's code, or null for none. */
  couponCode: string | null;
}

/** Records a cancellation, its refund coupon looked up by code. */
export async function insertCancellation(tx: Queryable, c: CancellationRecord): Promise<void> {
  await tx.query(
    `INSERT INTO order_cancellations (order_id, status_before, terms, charge_cents, refund_cents, refund_coupon_id)
     VALUES ($1, $2, $3, $4, $5, (SELECT id FROM coupons WHERE code = $6))`,
    [c.orderId, c.statusBefore, c.terms, c.chargeCents, c.refundCents, c.couponCode],
  );
}

/** The refund coupon and the recorded amounts of order `orderId`'s latest cancellation, or null. */
export async function findRecordedCancellation(db: Queryable, orderId: number) {
  const { rows } = await db.query<{
    terms: 'nl' | 'intl';
    charge_cents: number;
    refund_cents: number;
    code: string | null;
    amount_cents: number | null;
    valid_until: string | null;
  }>(
    `SELECT x.terms, x.charge_cents, x.refund_cents, c.code, c.amount_cents, c.valid_until
       FROM order_cancellations x LEFT JOIN coupons c ON c.id = x.refund_coupon_id
      WHERE x.order_id = $1 ORDER BY x.id DESC LIMIT 1`,
    [orderId],
  );
  return rows[0] ?? null;
}
