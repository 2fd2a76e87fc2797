/**
 * The rows of `order_revisions` (migration 037): the changes a customer asks for of a stored booking
 * (issue 27), what they write to `orders`, the order's coupon reductions and leg assignments they
 * touch. Which change applies and how its difference is settled are server/manage/'s rules.
 */
import type { RevisionSettlement, RevisionState } from '../../../core';
import type { Queryable } from '../database';

/** One stored change. */
export interface RevisionRow {
  id: number;
  order_id: number;
  state: RevisionState;
  new_columns: Record<string, string | number | boolean | null>;
  before: Record<string, string>;
  after: Record<string, string>;
  old_total_cents: number;
  new_total_cents: number;
  settlement: RevisionSettlement;
  coupon_uses: { coupon_id: number; reduction_cents: number }[];
  replan_legs: ('H' | 'T')[];
  /** The order's values the change was priced against (server/manage/revise-quote.ts snapshotOf). */
  base_snapshot: string;
  idempotency_key: string;
  request_hash: string;
  refund_coupon_code: string | null;
  card_refund: string | null;
  /** The payment attempt bound to it (settlement 'pay'), else null. */
  attempt_id: number | null;
}

const COLUMNS = `r.id, r.order_id, r.state, r.new_columns, r.before, r.after, r.old_total_cents, r.new_total_cents,
  r.settlement, r.coupon_uses, r.replan_legs, r.base_snapshot, r.idempotency_key, r.request_hash, r.refund_coupon_code, r.card_refund,
  (SELECT a.id FROM payment_attempts a WHERE a.revision_id = r.id ORDER BY a.id DESC LIMIT 1) AS attempt_id`;

/** The change of order `orderId` made with idempotency key `key`, or null. */
export async function findRevisionByKey(
  db: Queryable,
  orderId: number,
  key: string,
): Promise<RevisionRow | null> {
  const { rows } = await db.query<RevisionRow>(
    `SELECT ${COLUMNS} FROM order_revisions r WHERE r.order_id = $1 AND r.idempotency_key = $2`,
    [orderId, key],
  );
  return rows[0] ?? null;
}

/** Change `id`, or null. */
export async function findRevision(db: Queryable, id: number): Promise<RevisionRow | null> {
  const { rows } = await db.query<RevisionRow>(`SELECT ${COLUMNS} FROM order_revisions r WHERE r.id = $1`, [id]);
  return rows[0] ?? null;
}

/**
 * The change of order `orderId` that awaits its payment, or null, with whether the provider already
 * reported on its attempt (then the customer may be paying it right now).
 */
export async function findPendingRevision(
  db: Queryable,
  orderId: number,
): Promise<(RevisionRow & { reported: boolean }) | null> {
  const { rows } = await db.query<RevisionRow & { reported: boolean }>(
    `SELECT ${COLUMNS}, EXISTS (SELECT 1 FROM payment_events e JOIN payment_attempts a ON a.id = e.attempt_id
                                 WHERE a.revision_id = r.id) AS reported
       FROM order_revisions r WHERE r.order_id = $1 AND r.state = 'pending'`,
    [orderId],
  );
  return rows[0] ?? null;
}

/** A change to store. */
export interface NewRevision {
  orderId: number;
  state: 'pending' | 'applied';
  newColumns: Record<string, unknown>;
  before: Record<string, string>;
  after: Record<string, string>;
  oldTotalCents: number;
  newTotalCents: number;
  settlement: RevisionSettlement;
  couponUses: { coupon_id: number; reduction_cents: number }[];
  replanLegs: ('H' | 'T')[];
  baseSnapshot: string;
  idempotencyKey: string;
  requestHash: string;
  userId: number | null;
  tokenId: string;
}

/** Stores a change and answers its id, or null when its idempotency key was taken meanwhile. */
export async function insertRevision(tx: Queryable, r: NewRevision): Promise<number | null> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO order_revisions (order_id, state, new_columns, before, after, old_total_cents, new_total_cents,
        settlement, coupon_uses, idempotency_key, request_hash, requested_by_user, requested_by_token, replan_legs,
        base_snapshot, decided_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15,
             CASE WHEN $2 = 'applied' THEN now() END)
     ON CONFLICT (order_id, idempotency_key) DO NOTHING RETURNING id`,
    [
      r.orderId,
      r.state,
      JSON.stringify(r.newColumns),
      JSON.stringify(r.before),
      JSON.stringify(r.after),
      r.oldTotalCents,
      r.newTotalCents,
      r.settlement,
      JSON.stringify(r.couponUses),
      r.idempotencyKey,
      r.requestHash,
      r.userId,
      r.tokenId,
      JSON.stringify(r.replanLegs),
      r.baseSnapshot,
    ],
  );
  return rows[0]?.id ?? null;
}

/** Moves change `id` from `from` to `to`, once: false when it was not in `from` any more. */
export async function moveRevision(
  tx: Queryable,
  id: number,
  from: RevisionState,
  to: RevisionState,
): Promise<boolean> {
  const { rows } = await tx.query(
    `UPDATE order_revisions SET state = $3, decided_at = now() WHERE id = $1 AND state = $2 RETURNING id`,
    [id, from, to],
  );
  return rows.length > 0;
}

/** Records how change `id`'s lower price went back: the refund coupon's code, or the card refund's answer. */
export async function recordRevisionRefund(
  tx: Queryable,
  id: number,
  refund: { couponCode?: string; cardRefund?: string },
): Promise<void> {
  await tx.query(
    `UPDATE order_revisions SET refund_coupon_code = COALESCE($2, refund_coupon_code),
            card_refund = COALESCE($3, card_refund) WHERE id = $1`,
    [id, refund.couponCode ?? null, refund.cardRefund ?? null],
  );
}

/**
 * Writes `columns` (column → value; the caller's checked list of order columns) to order `id`, with
 * the legs' earliest pickups that the cancellation clock counts from.
 */
export async function writeRevisedColumns(
  tx: Queryable,
  id: number,
  columns: Record<string, unknown>,
  earliestPickups: readonly [Date | null, Date | null],
): Promise<void> {
  const fields = Object.keys(columns).filter((f) => /^[a-z_]+$/.test(f));
  const n = fields.length;
  await tx.query(
    `UPDATE orders SET ${fields.map((f, i) => `${f} = $${i + 2}`).join(', ')},
            earliest_pickup_heen = $${n + 2}, earliest_pickup_terug = $${n + 3}, updated_at = now()
      WHERE id = $1`,
    [id, ...fields.map((f) => columns[f]), ...earliestPickups],
  );
}

/** The coupons order `orderId` holds, with the reduction each gave. */
export async function orderCouponRows(
  db: Queryable,
  orderId: number,
): Promise<{ coupon_id: number; code: string; reduction_cents: number }[]> {
  const { rows } = await db.query<{ coupon_id: number; code: string; reduction_cents: number }>(
    `SELECT oc.coupon_id, c.code, oc.reduction_cents FROM order_coupons oc JOIN coupons c ON c.id = oc.coupon_id
      WHERE oc.order_id = $1 ORDER BY c.code`,
    [orderId],
  );
  return rows;
}

/** Sets the reduction each of order `orderId`'s coupons now gives (0: it gives nothing any more). */
export async function setOrderCouponReductions(
  tx: Queryable,
  orderId: number,
  uses: readonly { coupon_id: number; reduction_cents: number }[],
): Promise<void> {
  for (const u of uses) {
    await tx.query('UPDATE order_coupons SET reduction_cents = $3 WHERE order_id = $1 AND coupon_id = $2', [
      orderId,
      u.coupon_id,
      u.reduction_cents,
    ]);
  }
}

/** The legs of order `orderId` that have a driver or vehicle assigned. */
export async function assignedLegs(db: Queryable, orderId: number): Promise<('H' | 'T')[]> {
  const { rows } = await db.query<{ leg: 'H' | 'T' }>(
    `SELECT leg FROM leg_assignments WHERE order_id = $1 AND (driver_id IS NOT NULL OR vehicle_id IS NOT NULL)`,
    [orderId],
  );
  return rows.map((r) => r.leg);
}

/** Takes the driver and vehicle off leg `leg` of order `orderId`: the changed leg is planned again. */
export async function clearLegAssignment(tx: Queryable, orderId: number, leg: 'H' | 'T'): Promise<void> {
  await tx.query('DELETE FROM leg_assignments WHERE order_id = $1 AND leg = $2', [orderId, leg]);
}

/** Order `id` with every column (a change compares and writes any of them), or null. */
export async function findWholeOrder(
  db: Queryable,
  id: number,
): Promise<(Record<string, unknown> & { id: number }) | null> {
  const { rows } = await db.query<Record<string, unknown> & { id: number }>(
    'SELECT * FROM orders WHERE id = $1',
    [id],
  );
  return rows[0] ?? null;
}
