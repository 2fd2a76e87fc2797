/**
 * What the feedback service reads from `orders` (issue 11): the orders owed a day-after e-mail, and the
 * writer's names and language of one order.
 */
import type { Queryable } from '../database';
import { unitOpen } from '../jobs/job-units-repo';

// The last leg's date: the return of a trip that has one, else the departure (core's lastLegDate).
const LAST_LEG = `CASE WHEN o.heenterug LIKE '%T%' THEN o.datumterug ELSE o.datumheen END`;

/** The window and statuses of the orders {@link ordersOwedFeedbackRequest} lists. */
export interface FeedbackRequestFilter {
  /** The kind name of the request in `job_units`: orders whose unit is done or given up are left out. */
  kind: string;
  statuses: readonly string[];
  /** First and last date (YYYY-MM-DD) the order's last leg may fall on. */
  from: string;
  to: string;
  limit: number;
}

/**
 * The ids of the orders in one of `statuses` whose last leg falls between `from` and `to`, that have no
 * feedback and whose request unit of `kind` is still open (job-units-repo's unitOpen), lowest first, at most `limit`.
 */
export async function ordersOwedFeedbackRequest(db: Queryable, f: FeedbackRequestFilter): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(
    `SELECT o.id FROM orders o
      WHERE o.status = ANY($2::text[]) AND ${LAST_LEG} BETWEEN $3 AND $4
        AND NOT EXISTS (SELECT 1 FROM feedback f WHERE f.order_id = o.id)
        AND ${unitOpen('$1', 'o.id::text')}
      ORDER BY o.id LIMIT $5`,
    [f.kind, [...f.statuses], f.from, f.to, f.limit],
  );
  return rows.map((r) => r.id);
}

/** The language code stored with order `id` (`taal`), or undefined when there is no such order. */
export async function orderLanguage(db: Queryable, id: number): Promise<string | undefined> {
  const { rows } = await db.query<{ taal: string }>('SELECT taal FROM orders WHERE id = $1', [id]);
  return rows[0]?.taal;
}

/** The first name and surname of the customer of order `id`, or undefined when there is no such order. */
export async function orderWriterNames(
  db: Queryable,
  id: number,
): Promise<{ voornaam: string; naam: string } | undefined> {
  const { rows } = await db.query<{ voornaam: string; naam: string }>(
    'SELECT voornaam, naam FROM orders WHERE id = $1',
    [id],
  );
  return rows[0];
}
