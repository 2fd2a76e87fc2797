/**
 * The `order_links` table (migration 021) as the booker's link notice needs it: one row per booking
 * added to an account, written in the linking transaction, read when its owed notice is sent.
 */
import type { Queryable } from '../database';

/** What the notice of one link shows. */
export interface LinkedOrderRow {
  bonnr: string;
  /** The booking code: the customer's reference in the notice's subject (issue 31). */
  ecode: string;
  taal: string;
  voornaam: string;
  naam: string;
  emailklant: string;
  linked_at: Date;
}

/** Records that order `orderId` was linked to user `userId`; answers the link's id. */
export async function insertOrderLink(tx: Queryable, orderId: number, userId: number): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    'INSERT INTO order_links (order_id, user_id) VALUES ($1, $2) RETURNING id',
    [orderId, userId],
  );
  return rows[0]!.id;
}

/** The order of link `linkId` as its notice shows it; null when the link is gone. */
export async function findLinkedOrder(db: Queryable, linkId: number): Promise<LinkedOrderRow | null> {
  const { rows } = await db.query<LinkedOrderRow>(
    `SELECT o.bonnr, o.ecode, o.taal, o.voornaam, o.naam, o.emailklant, l.linked_at
       FROM order_links l JOIN orders o ON o.id = l.order_id WHERE l.id = $1`,
    [linkId],
  );
  return rows[0] ?? null;
}
