/**
 * What the effects of a booking changed in place (issue 27, server/manage/revision-effects.ts) read of
 * an order before its change clears a leg's plan: the pickup time and the assigned driver of each leg,
 * so the dispatcher's notice can name what was planned.
 */
import type { Queryable } from '../database';

/** One leg's plan as it stood: its pickup time ('' when none) and its driver's name (null when none). */
export interface LegPlan {
  leg: 'H' | 'T';
  pickupTime: string;
  driver: string | null;
}

/** The plan of each leg of order `orderId` (both legs, whatever the order rides); [] for no such order. */
export async function legPlans(db: Queryable, orderId: number): Promise<LegPlan[]> {
  const { rows } = await db.query<LegPlan>(
    `SELECT l.leg, CASE l.leg WHEN 'H' THEN o.pickup_time_heen ELSE o.pickup_time_terug END AS "pickupTime",
            nullif(btrim(d.first_name || ' ' || d.last_name), '') AS driver
       FROM orders o
       CROSS JOIN (VALUES ('H'), ('T')) AS l (leg)
       LEFT JOIN leg_assignments a ON a.order_id = o.id AND a.leg = l.leg
       LEFT JOIN drivers d ON d.id = a.driver_id
      WHERE o.id = $1
      ORDER BY l.leg`,
    [orderId],
  );
  return rows;
}
