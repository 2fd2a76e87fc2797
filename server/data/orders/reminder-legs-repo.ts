/**
 * What the reminders (server/reminders/) read from `orders`: one leg of an order, and the legs in a
 * date window still owed a reminder. A leg's key is `<order id>:H` (departure) or `<order id>:T` (return).
 */
import type { Queryable } from '../database';
import { unitOpen } from '../jobs/job-units-repo';

/** One leg of an order, as a reminder needs it. */
export interface ReminderLegRow {
  id: number;
  leg: 'H' | 'T';
  date: string;
  status: string;
  pickup_time: string;
}

/** Leg `leg` of order `id`, or null when the order has no such leg. */
export async function findReminderLeg(db: Queryable, id: number, leg: 'H' | 'T'): Promise<ReminderLegRow | null> {
  const { rows } = await db.query<ReminderLegRow>(
    `SELECT id, $2::text AS leg, status,
            CASE WHEN $2 = 'H' THEN datumheen ELSE datumterug END AS date,
            CASE WHEN $2 = 'H' THEN pickup_time_heen ELSE pickup_time_terug END AS pickup_time
       FROM orders WHERE id = $1 AND heenterug LIKE '%' || $2 || '%'`,
    [id, leg],
  );
  return rows[0] ?? null;
}

/**
 * The keys of the legs of orders in one of `statuses` riding between `from` and `to` whose unit of
 * `kind` is still open, in key order, at most `limit`.
 */
export async function listLegsOwedReminder(
  db: Queryable,
  f: { kind: string; statuses: readonly string[]; from: string; to: string; limit: number },
): Promise<string[]> {
  const { rows } = await db.query<{ key: string }>(
    `SELECT key FROM (
       SELECT o.id::text || ':H' AS key FROM orders o
        WHERE o.status = ANY($2::text[]) AND o.heenterug LIKE '%H%' AND o.datumheen BETWEEN $3 AND $4
       UNION ALL
       SELECT o.id::text || ':T' FROM orders o
        WHERE o.status = ANY($2::text[]) AND o.heenterug LIKE '%T%' AND o.datumterug BETWEEN $3 AND $4
     ) due
     WHERE ${unitOpen('$1', 'due.key')}
     ORDER BY key LIMIT $5`,
    [f.kind, [...f.statuses], f.from, f.to, f.limit],
  );
  return rows.map((r) => r.key);
}
