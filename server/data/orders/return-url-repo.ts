/** The return URL the server accepted for an order (issue 28, migration 041: orders.return_url). */
import type { Queryable } from '../database';

/** Keeps `url` as order `orderId`'s accepted return URL. */
export async function setOrderReturnUrl(tx: Queryable, orderId: number, url: string): Promise<void> {
  await tx.query('UPDATE orders SET return_url = $2 WHERE id = $1', [orderId, url]);
}

/** What the way back of order `orderId` needs: its return URL (or null), licence, number, status and total. */
export interface OrderReturnRow {
  return_url: string | null;
  talic: string;
  bonnr: string;
  status: string;
  total_cents: number;
}

/** Reads the return URL and what the way back needs of order `orderId`, or null for no order. */
export async function orderReturnRow(db: Queryable, orderId: number): Promise<OrderReturnRow | null> {
  const { rows } = await db.query<OrderReturnRow>(
    'SELECT return_url, talic, bonnr, status, total_cents FROM orders WHERE id = $1',
    [orderId],
  );
  return rows[0] ?? null;
}
