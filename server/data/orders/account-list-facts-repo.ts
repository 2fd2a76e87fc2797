/**
 * What the account's order list adds to an order row (issue 28): the pickup time of each leg, which
 * "Scheduled" reads (a booking is scheduled once its pickups are planned, not merely paid), and the
 * venue of an event order, which stands where an airport order names its airport.
 */
import type { Queryable } from '../database';

/** One order's pickup times and event venue for the account list. */
export interface AccountListFacts {
  id: number;
  /** 'HH:mm' once planned, '' before. */
  pickup_time_heen: string;
  pickup_time_terug: string;
  /** The venue and its address of an event order; null for an airport order. */
  venue_name: string | null;
  venue_street: string | null;
  venue_nr: string | null;
  venue_postal: string | null;
  venue_city: string | null;
}

/** Reads the {@link AccountListFacts} of orders `ids`, by order id. */
export async function listAccountListFacts(
  db: Queryable,
  ids: readonly number[],
): Promise<Map<number, AccountListFacts>> {
  if (ids.length === 0) return new Map();
  const { rows } = await db.query<AccountListFacts>(
    `SELECT o.id, o.pickup_time_heen, o.pickup_time_terug, e.venue_name, e.venue_street, e.venue_nr,
            e.venue_postal, e.venue_city
       FROM orders o LEFT JOIN events e ON e.id = o.event_id WHERE o.id = ANY($1::int[])`,
    [[...ids]],
  );
  return new Map(rows.map((r) => [r.id, r]));
}
