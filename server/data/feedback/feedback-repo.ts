/** SQL of the `feedback` table (migration 011): one row per order, approved by the operator. */
import type { BackofficeFeedback, FeedbackReview, FeedbackStatus, Lang } from '../../../core';
import type { Queryable } from '../database';

export type { FeedbackStatus };

/** The statuses, in the order the admin command names them. */
export const FEEDBACK_STATUSES = ['pending', 'approved', 'hidden'] as const satisfies FeedbackStatus[];

/** A new feedback row. */
export interface NewFeedback {
  orderId: number;
  rating: number;
  text: string;
  lang: Lang;
  displayName: string;
  channel: 'account' | 'link';
}

/**
 * Inserts feedback unless the order already has some; answers the new id, or null when it had (the
 * unique order_id decides, so two tries at once still leave one).
 */
export async function insertFeedback(db: Queryable, f: NewFeedback): Promise<number | null> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO feedback (order_id, rating, body, lang, display_name, channel) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (order_id) DO NOTHING RETURNING id`,
    [f.orderId, f.rating, f.text, f.lang, f.displayName, f.channel],
  );
  return rows[0]?.id ?? null;
}

/** Tells whether order `orderId` has feedback. */
export async function hasFeedback(db: Queryable, orderId: number): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM feedback WHERE order_id = $1', [orderId]);
  return rows.length > 0;
}

/** Lists approved feedback newest first, one page, with the count and the sum of ratings of all. */
export async function listApproved(
  db: Queryable,
  page: number,
  pageSize: number,
): Promise<{ rows: FeedbackReview[]; count: number; sum: number }> {
  const { rows } = await db.query<FeedbackReview>(
    `SELECT id, rating, body AS text, lang, display_name AS name,
            to_char(created_at AT TIME ZONE 'Europe/Brussels', 'YYYY/MM/DD') AS date
       FROM feedback WHERE status = 'approved'
      ORDER BY created_at DESC, id DESC LIMIT $1 OFFSET $2`,
    [pageSize, (page - 1) * pageSize],
  );
  const total = await db.query<{ n: number; s: number }>(
    `SELECT count(*)::int AS n, coalesce(sum(rating), 0)::int AS s FROM feedback WHERE status = 'approved'`,
  );
  return { rows, count: total.rows[0]?.n ?? 0, sum: total.rows[0]?.s ?? 0 };
}

/** One feedback row as the operator sees it: core's shape of the answer. */
export type FeedbackForReview = BackofficeFeedback;

/** Lists feedback for the operator, newest first, optionally of one status. */
export async function listForReview(
  db: Queryable,
  status: FeedbackStatus | undefined,
  limit: number,
): Promise<FeedbackForReview[]> {
  const { rows } = await db.query<FeedbackForReview>(
    `SELECT f.id, f.status, f.rating, f.lang, f.body, f.display_name, o.bonnr, f.channel, f.created_at
       FROM feedback f JOIN orders o ON o.id = f.order_id
      WHERE $1::text IS NULL OR f.status = $1
      ORDER BY f.created_at DESC, f.id DESC LIMIT $2`,
    [status ?? null, limit],
  );
  return rows;
}

/** Sets the status of feedback `id`; false when there is none with that id. */
export async function setFeedbackStatus(db: Queryable, id: number, status: FeedbackStatus): Promise<boolean> {
  const { affectedRows } = await db.query(
    'UPDATE feedback SET status = $2, reviewed_at = now() WHERE id = $1',
    [id, status],
  );
  return affectedRows === 1;
}
