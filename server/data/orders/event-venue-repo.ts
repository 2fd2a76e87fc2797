/**
 * The event an order rides to (issue 28): its names and venue, for the manage and outcome pages, which
 * show the venue where an airport order shows its airport. Null for an order without an event.
 */
import type { Lang } from '../../../core';
import type { Queryable } from '../database';

/** The event of an order as its pages name it. */
export interface OrderEventRow {
  names: Partial<Record<Lang, string>>;
  venue_name: string;
  venue_street: string;
  venue_nr: string;
  venue_postal: string;
  venue_city: string;
}

/** Reads the event of order `orderId`, or null when the order has none. */
export async function findOrderEvent(db: Queryable, orderId: number): Promise<OrderEventRow | null> {
  const { rows } = await db.query<OrderEventRow>(
    `SELECT e.names, e.venue_name, e.venue_street, e.venue_nr, e.venue_postal, e.venue_city
       FROM orders o JOIN events e ON e.id = o.event_id WHERE o.id = $1`,
    [orderId],
  );
  return rows[0] ?? null;
}
