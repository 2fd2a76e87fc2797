/**
 * The `order_mails` table (issue 13): each e-mail the back office sent a customer about an order, so
 * the order's page lists what the customer was told; and the leg's day and pickup time the pickup-time
 * mail states.
 */
import type { Queryable } from '../database';

/** One sent mail to record. */
export interface SentOrderMail {
  orderId: number;
  kind: string;
  recipient: string;
  subject: string;
  messageId: string;
}

/** Records that a mail went out about an order. */
export async function insertOrderMail(db: Queryable, m: SentOrderMail): Promise<void> {
  await db.query(
    `INSERT INTO order_mails (order_id, kind, recipient, subject, message_id) VALUES ($1, $2, $3, $4, $5)`,
    [m.orderId, m.kind, m.recipient, m.subject, m.messageId],
  );
}

/** The day and pickup time of leg `leg` ('H' or 'T') of order `orderId`, or null when there is none. */
export async function legPickup(
  db: Queryable,
  orderId: number,
  leg: 'H' | 'T',
): Promise<{ date: string; time: string } | null> {
  const { rows } = await db.query<{ date: string; time: string }>(
    `SELECT CASE WHEN $2 = 'H' THEN datumheen ELSE datumterug END AS date,
            CASE WHEN $2 = 'H' THEN pickup_time_heen ELSE pickup_time_terug END AS time
       FROM orders WHERE id = $1`,
    [orderId, leg],
  );
  return rows[0] ?? null;
}
