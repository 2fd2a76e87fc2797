/** The rides booked for events, read from `orders` (migration 010's event_id): counts only, never who booked. */
import type { Queryable } from '../database';

/** The rides booked for one event in one order status: orders with an outward and with a return leg. */
export interface EventRideCount {
  status: string;
  heen: number;
  terug: number;
}

/** Rides booked per event, order status and leg: counts only, never who booked. */
export async function rideCounts(
  db: Queryable,
  eventIds: number[],
): Promise<Map<number, EventRideCount[]>> {
  const { rows } = await db.query<EventRideCount & { event_id: number }>(
    `SELECT event_id, status,
            count(*) FILTER (WHERE heenterug IN ('H', 'HT'))::int AS heen,
            count(*) FILTER (WHERE heenterug IN ('T', 'HT'))::int AS terug
       FROM orders WHERE event_id = ANY($1) GROUP BY event_id, status ORDER BY event_id, status`,
    [eventIds],
  );
  const byEvent = new Map<number, EventRideCount[]>();
  for (const r of rows) {
    const list = byEvent.get(r.event_id) ?? [];
    list.push({ status: r.status, heen: r.heen, terug: r.terug });
    byEvent.set(r.event_id, list);
  }
  return byEvent;
}
