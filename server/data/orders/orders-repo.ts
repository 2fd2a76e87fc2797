import type { Queryable } from '../database';

/** An order row as stored (money in cents). Only the columns the booking calls read are typed. */
export interface OrderRow {
  id: number;
  bonnr: string;
  ecode: string;
  idempotency_key: string | null;
  request_hash: string;
  user_id: number | null;
  token_id: string;
  status: string;
  total_cents: number;
  heenterug: 'H' | 'T' | 'HT';
  soortvervoer: string;
  emailklant: string;
  datumheen: string;
  datumterug: string;
  heenstraat: string;
  heennr: string;
  heenpostnr: string;
  heenstad: string;
  idluchthavenheen: string;
  terugstraat: string;
  terugnr: string;
  terugpostnr: string;
  terugstad: string;
  idluchthaventerug: string;
  prijsklantheen_cents: number;
  prijsklantterug_cents: number;
  /** Pets booked (issue 17). */
  huisdieren: number;
  /** The customer's remarks for the driver (issue 17). */
  remarks: string;
  created_at: Date | string;
  /** Whether feedback on the order was left (issue 11). */
  has_feedback: boolean;
}

/** The columns of a new order: every payload column plus the server's own. */
export type NewOrder = Record<string, string | number | boolean | null>;

const READ = `id, bonnr, ecode, idempotency_key, request_hash, user_id, token_id, status, total_cents, heenterug,
  soortvervoer, emailklant, datumheen, datumterug, heenstraat, heennr, heenpostnr, heenstad, idluchthavenheen,
  terugstraat, terugnr, terugpostnr, terugstad, idluchthaventerug, prijsklantheen_cents, prijsklantterug_cents,
  huisdieren, remarks, created_at, EXISTS (SELECT 1 FROM feedback f WHERE f.order_id = orders.id) AS has_feedback`;

/**
 * Inserts an order unless its idempotency key is taken. Returns the new id, or null when another
 * request with the same key got there first (the caller then reads that order).
 */
export async function insertOrder(tx: Queryable, order: NewOrder): Promise<number | null> {
  const columns = Object.keys(order);
  const values = columns.map((c) => order[c]);
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO orders (${columns.join(', ')}) VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')})
     ON CONFLICT (idempotency_key) DO NOTHING RETURNING id`,
    values,
  );
  return rows[0]?.id ?? null;
}

/** Records what a coupon took off an order. */
export async function insertOrderCoupon(
  tx: Queryable,
  orderId: number,
  couponId: number,
  cents: number,
): Promise<void> {
  await tx.query('INSERT INTO order_coupons (order_id, coupon_id, reduction_cents) VALUES ($1, $2, $3)', [
    orderId,
    couponId,
    cents,
  ]);
}

/** Reads an order by id. */
export async function findOrderById(db: Queryable, id: number): Promise<OrderRow | null> {
  const { rows } = await db.query<OrderRow>(`SELECT ${READ} FROM orders WHERE id = $1`, [id]);
  return rows[0] ?? null;
}

/** Reads the order placed with an idempotency key. */
export async function findOrderByKey(db: Queryable, key: string): Promise<OrderRow | null> {
  const { rows } = await db.query<OrderRow>(`SELECT ${READ} FROM orders WHERE idempotency_key = $1`, [key]);
  return rows[0] ?? null;
}

/** Lists a user's orders, newest first, one page at a time, with the total count. */
export async function listUserOrders(
  db: Queryable,
  userId: number,
  page: number,
  pageSize: number,
): Promise<{ rows: OrderRow[]; count: number }> {
  const { rows } = await db.query<OrderRow>(
    `SELECT ${READ} FROM orders WHERE user_id = $1 ORDER BY id DESC LIMIT $2 OFFSET $3`,
    [userId, pageSize, (page - 1) * pageSize],
  );
  const total = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders WHERE user_id = $1', [
    userId,
  ]);
  return { rows, count: total.rows[0]?.n ?? 0 };
}

/** Gives an anonymous order to a user; false when it already belongs to someone. */
export async function claimOrder(db: Queryable, id: number, userId: number): Promise<boolean> {
  const { affectedRows } = await db.query(
    'UPDATE orders SET user_id = $2, updated_at = now() WHERE id = $1 AND user_id IS NULL',
    [id, userId],
  );
  return affectedRows === 1;
}

/** Reads the order number and booking code the database gave order `id` (inside the order's transaction). */
export async function findOrderCodes(
  tx: Queryable,
  id: number,
): Promise<{ bonnr: string; ecode: string } | null> {
  const { rows } = await tx.query<{ bonnr: string; ecode: string }>(
    'SELECT bonnr, ecode FROM orders WHERE id = $1',
    [id],
  );
  return rows[0] ?? null;
}

/**
 * Tells whether two access tokens belong to one session (token family): a refreshed anonymous token
 * still owns the order its predecessor placed (server/orders/order-ownership.ts).
 */
export async function tokensShareSession(db: Queryable, tokenId: string, otherTokenId: string): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM access_tokens a JOIN access_tokens b ON a.family_id = b.family_id WHERE a.id = $1 AND b.id = $2`,
    [tokenId, otherTokenId],
  );
  return rows.length > 0;
}
