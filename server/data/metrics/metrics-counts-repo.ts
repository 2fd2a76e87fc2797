/**
 * The counts the Prometheus metrics read from the database when scraped (server/http/metrics.ts): read
 * only, one grouped count per gauge, so every process reports the same figures.
 */
import type { Queryable } from '../database';

/** One group of a count: its labels and how many rows it holds. */
export type CountRow<K extends string> = Record<K, string> & { n: number };

async function countRows<K extends string>(db: Queryable, sql: string): Promise<CountRow<K>[]> {
  return (await db.query<CountRow<K>>(sql)).rows;
}

/** Orders by status. */
export function countOrdersByStatus(db: Queryable): Promise<CountRow<'status'>[]> {
  return countRows(db, 'SELECT status, count(*)::int AS n FROM orders GROUP BY status');
}

/** Verified payment messages by channel and the status they set ('unchanged': none). */
export function countPaymentReturns(db: Queryable): Promise<CountRow<'channel' | 'outcome'>[]> {
  return countRows(
    db,
    `SELECT channel, coalesce(to_status, 'unchanged') AS outcome, count(*)::int AS n
       FROM payment_events GROUP BY 1, 2`,
  );
}

/** Refused payment returns by channel and reason. */
export function countPaymentRejections(db: Queryable): Promise<CountRow<'channel' | 'reason'>[]> {
  return countRows(db, 'SELECT channel, reason, count(*)::int AS n FROM payment_rejections GROUP BY 1, 2');
}

/** Order confirmation e-mails by result: sent, failed (last try failed) or waiting. */
export function countConfirmationMails(db: Queryable): Promise<CountRow<'result'>[]> {
  return countRows(
    db,
    `SELECT CASE WHEN sent_at IS NOT NULL THEN 'sent' WHEN last_error IS NOT NULL THEN 'failed'
                 ELSE 'waiting' END AS result, count(*)::int AS n
       FROM order_confirmation_mails GROUP BY 1`,
  );
}
