/**
 * The customer's pickup-time wishes (issue 27, migration 036). The rules (24 hours, an hour either
 * way, who decides) are core/pickup-wish.ts's and the services' (server/manage/pickup-wish-service.ts,
 * server/backoffice/pickup-wish-decisions.ts).
 */
import type { PickupWishStatus, PickupWishView } from '../../../core';
import type { Queryable } from '../database';

const COLUMNS = `id, order_id, leg, from_time, wished_time, note, status, reason,
  to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS created_at,
  to_char(decided_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS decided_at`;

/** What a new wish holds. */
export interface NewPickupWish {
  orderId: number;
  leg: 'H' | 'T';
  fromTime: string;
  wishedTime: string;
  note: string;
}

/**
 * Stores an open wish and answers it, or null when the leg already has an open one (the unique index
 * `pickup_wishes_one_open`, so two racing requests store one).
 */
export async function insertPickupWish(tx: Queryable, wish: NewPickupWish): Promise<PickupWishView | null> {
  const { rows } = await tx.query<PickupWishView>(
    `INSERT INTO pickup_wishes (order_id, leg, from_time, wished_time, note)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (order_id, leg) WHERE status = 'open' DO NOTHING
     RETURNING ${COLUMNS}`,
    [wish.orderId, wish.leg, wish.fromTime, wish.wishedTime, wish.note],
  );
  return rows[0] ?? null;
}

/** The wishes of order `orderId`, newest first. */
export async function wishesOfOrder(db: Queryable, orderId: number): Promise<PickupWishView[]> {
  const { rows } = await db.query<PickupWishView>(
    `SELECT ${COLUMNS} FROM pickup_wishes WHERE order_id = $1 ORDER BY created_at DESC, id DESC`,
    [orderId],
  );
  return rows;
}

/** Every open wish, oldest first (the dispatcher's list). */
export async function openWishes(db: Queryable): Promise<PickupWishView[]> {
  const { rows } = await db.query<PickupWishView>(
    `SELECT ${COLUMNS} FROM pickup_wishes WHERE status = 'open' ORDER BY created_at, id`,
  );
  return rows;
}

/** Wish `id` (FOR UPDATE, in the deciding transaction), or null when there is none. */
export async function lockPickupWish(tx: Queryable, id: number): Promise<PickupWishView | null> {
  const { rows } = await tx.query<PickupWishView>(`SELECT ${COLUMNS} FROM pickup_wishes WHERE id = $1 FOR UPDATE`, [
    id,
  ]);
  return rows[0] ?? null;
}

/** Records the dispatcher's decision on an open wish. */
export async function decidePickupWish(
  tx: Queryable,
  id: number,
  status: Exclude<PickupWishStatus, 'open'>,
  reason: string,
  by: number,
): Promise<void> {
  await tx.query(
    `UPDATE pickup_wishes SET status = $2, reason = $3, decided_by = $4, decided_at = now()
      WHERE id = $1 AND status = 'open'`,
    [id, status, reason, by],
  );
}

/** Wish `id`, or null when there is none (its order erased). */
export async function findPickupWish(db: Queryable, id: number): Promise<PickupWishView | null> {
  const { rows } = await db.query<PickupWishView>(`SELECT ${COLUMNS} FROM pickup_wishes WHERE id = $1`, [id]);
  return rows[0] ?? null;
}

/**
 * Deletes the open wish of leg `leg` of order `orderId`: the booking changed in place so that the leg
 * is planned again (server/manage/revise-apply.ts), and the wish was asked against the old plan.
 */
export async function dropOpenWish(tx: Queryable, orderId: number, leg: 'H' | 'T'): Promise<void> {
  await tx.query(`DELETE FROM pickup_wishes WHERE order_id = $1 AND leg = $2 AND status = 'open'`, [
    orderId,
    leg,
  ]);
}
