/**
 * Who drives each leg in which vehicle (issue 26, migration 030's leg_assignments), and the facts of a
 * leg the assignment rules read: its luggage, passengers, type and times. The rules (capacity, type,
 * overlap, the audit entry, the customer's notice) are server/fleet/assignment-service.ts's.
 */
import type { LegAssignmentView, LegNeeds, LegTiming } from '../../../core';
import type { Queryable } from '../database';

/** A leg: 'H' (departure) or 'T' (return). */
export type AssignLeg = 'H' | 'T';

/** One leg of an order as the assignment rules read it. */
export interface AssignableLeg extends LegNeeds, LegTiming {
  status: string;
  heenterug: string;
  bonnr: string;
}

const suffix = (leg: AssignLeg) => (leg === 'H' ? 'heen' : 'terug');

/** Locks order `id` (FOR UPDATE) and reads leg `leg`'s facts, or null when there is no such order. */
export async function lockAssignableLeg(tx: Queryable, id: number, leg: AssignLeg): Promise<AssignableLeg | null> {
  const s = suffix(leg);
  const { rows } = await tx.query<AssignableLeg>(
    `SELECT status, heenterug, bonnr, '${leg}' AS leg, datum${s} AS date, pickup_time_${s} AS pickup_time,
            uurvlucht${s} AS flight_time, reistijd${s} AS travel_minutes,
            vroegeropluchthaven::float8 AS airport_hours, pax, soortvervoer AS vehicle_type, koffers,
            rolstoelen, rollators, fietskoffers, skis, golfbags, kinderwagens
       FROM orders WHERE id = $1 FOR UPDATE`,
    [id],
  );
  return rows[0] ?? null;
}

/** The driver and vehicle of leg `leg` of order `id` (both null when none is set). */
export async function readAssignment(
  db: Queryable,
  id: number,
  leg: AssignLeg,
): Promise<{ driver_id: number | null; vehicle_id: number | null }> {
  const { rows } = await db.query<{ driver_id: number | null; vehicle_id: number | null }>(
    'SELECT driver_id, vehicle_id FROM leg_assignments WHERE order_id = $1 AND leg = $2',
    [id, leg],
  );
  return rows[0] ?? { driver_id: null, vehicle_id: null };
}

/** Writes leg `leg` of order `id`'s driver and vehicle by `by`; with neither, the row is removed. */
export async function writeAssignment(
  tx: Queryable,
  id: number,
  leg: AssignLeg,
  driverId: number | null,
  vehicleId: number | null,
  by: number | null,
): Promise<void> {
  if (driverId === null && vehicleId === null) {
    await tx.query('DELETE FROM leg_assignments WHERE order_id = $1 AND leg = $2', [id, leg]);
    return;
  }
  await tx.query(
    `INSERT INTO leg_assignments (order_id, leg, driver_id, vehicle_id, assigned_by) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (order_id, leg) DO UPDATE
       SET driver_id = $3, vehicle_id = $4, assigned_by = $5, assigned_at = now()`,
    [id, leg, driverId, vehicleId, by],
  );
}

/** Another leg that holds the same driver or vehicle, with its times. */
export interface BusyLeg extends LegTiming {
  order_id: number;
  bonnr: string;
  driver_id: number | null;
  vehicle_id: number | null;
}

/**
 * The legs other than leg `leg` of order `id` whose driver is `driverId` or whose vehicle is
 * `vehicleId`, riding from `from` to `to` ('YYYY/MM/DD'), of orders that take place (`statuses`) and
 * not yet marked done or no show.
 */
export async function busyLegs(
  db: Queryable,
  q: {
    id: number;
    leg: AssignLeg;
    driverId: number | null;
    vehicleId: number | null;
    from: string;
    to: string;
    statuses: readonly string[];
  },
): Promise<BusyLeg[]> {
  const pick = (h: string, t: string) => `CASE la.leg WHEN 'H' THEN ${h} ELSE ${t} END`;
  const { rows } = await db.query<BusyLeg>(
    `SELECT * FROM (
       SELECT la.order_id, la.leg, la.driver_id, la.vehicle_id, o.bonnr,
              ${pick('o.datumheen', 'o.datumterug')} AS date,
              ${pick('o.pickup_time_heen', 'o.pickup_time_terug')} AS pickup_time,
              ${pick('o.uurvluchtheen', 'o.uurvluchtterug')} AS flight_time,
              ${pick('o.reistijdheen', 'o.reistijdterug')} AS travel_minutes,
              o.vroegeropluchthaven::float8 AS airport_hours,
              ${pick('o.outcome_heen', 'o.outcome_terug')} AS outcome
         FROM leg_assignments la JOIN orders o ON o.id = la.order_id
        WHERE (la.driver_id = $1 OR la.vehicle_id = $2) AND NOT (la.order_id = $3 AND la.leg = $4)
          AND o.status = ANY($5::text[])
     ) legs
     WHERE date BETWEEN $6 AND $7 AND outcome NOT IN ('done', 'no_show')
     ORDER BY date, order_id, leg`,
    [q.driverId, q.vehicleId, q.id, q.leg, [...q.statuses], q.from, q.to],
  );
  return rows;
}

/** The driver and vehicle of each assigned leg of orders `ids`, keyed `${order_id}-${leg}`. */
export async function assignmentViews(
  db: Queryable,
  ids: readonly number[],
): Promise<Map<string, LegAssignmentView>> {
  if (ids.length === 0) return new Map();
  const { rows } = await db.query<LegAssignmentView & { order_id: number; leg: AssignLeg }>(
    `SELECT la.order_id, la.leg, la.driver_id, la.vehicle_id,
            coalesce(trim(d.first_name || ' ' || d.last_name), '') AS driver_name,
            coalesce(v.plate, '') AS vehicle_plate, coalesce(v.model, '') AS vehicle_model
       FROM leg_assignments la
       LEFT JOIN drivers d ON d.id = la.driver_id
       LEFT JOIN vehicles v ON v.id = la.vehicle_id
      WHERE la.order_id = ANY($1::int[])`,
    [[...ids]],
  );
  return new Map(
    rows.map(({ order_id, leg, ...view }) => [`${order_id}-${leg}`, view] as const),
  );
}

