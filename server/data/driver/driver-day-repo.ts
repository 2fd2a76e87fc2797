/**
 * The driver's day (issue 26): who a driver login is, the legs assigned to that driver on given days,
 * and the state the driver reports of one of them. Every query names the driver, so a leg assigned to
 * someone else is never read. The rules (which days, which moves) are server/driver/'s and core's.
 */
import {
  SCHEDULED_STATUSES,
  SHEET_ITEM_KINDS,
  type DriverLeg,
  type LegOutcome,
} from '../../../core';
import type { Queryable } from '../database';

/** A driver row reached through its login. */
export interface DriverIdentity {
  id: number;
  first_name: string;
  last_name: string;
}

/**
 * The active driver whose login is user `userId`: a users row of type 'driver', not disabled, tied to
 * a drivers row that is not disabled either; null otherwise.
 */
export async function findDriverByUser(db: Queryable, userId: number): Promise<DriverIdentity | null> {
  const { rows } = await db.query<DriverIdentity>(
    `SELECT d.id, d.first_name, d.last_name
       FROM drivers d JOIN users u ON u.id = d.user_id
      WHERE d.user_id = $1 AND u.user_type = 'driver' AND u.disabled_at IS NULL AND d.disabled_at IS NULL`,
    [userId],
  );
  return rows[0] ?? null;
}

/** One assigned leg as stored: core's answer's fields, and the facts its derived ones come from. */
export interface DriverLegRow
  extends Omit<DriverLeg, 'pickup_estimated' | 'maps_url' | 'vehicle' | 'state_at'> {
  margin_hours: number | null;
  ride_minutes: number | null;
  plate: string | null;
  model: string | null;
  state_at: Date | null;
}

// Each bulky item booked as {kind, count}, as the dispatch sheet gives them (named by the reader's screen).
const ITEMS_JSON = `(SELECT coalesce(jsonb_agg(jsonb_build_object('kind', v.kind, 'count', v.n) ORDER BY v.i), '[]')
    FROM unnest('{${SHEET_ITEM_KINDS.join(',')}}'::text[], ARRAY[${SHEET_ITEM_KINDS.map((k) => `o.${k}`).join(', ')}])
         WITH ORDINALITY AS v(kind, n, i)
   WHERE v.n > 0)`;

// One side of an order ('heen' departure, 'terug' return) joined to its assignment of driver $1.
const legSelect = (code: 'H' | 'T', where: string) => {
  const s = code === 'H' ? 'heen' : 'terug';
  return `SELECT o.id AS order_id, o.bonnr, '${code}' AS leg, o.datum${s} AS date, o.pickup_time_${s} AS pickup_time,
       o.vluchtnr${s} AS flight, o.uurvlucht${s} AS flight_time, coalesce(ap.name, o.idluchthaven${s}) AS airport,
       o.${s}straat AS street, o.${s}nr AS number, o.${s}postnr AS postcode, o.${s}stad AS locality,
       o.vroegeropluchthaven::float8 AS margin_hours, o.reistijd${s} AS ride_minutes,
       o.pax, o.koffers AS luggage, o.huisdieren AS pets, o.aantalks2 AS child_seats_small,
       o.aantalks3 AS child_seats_medium, o.aantalks4 AS child_seats_large, ${ITEMS_JSON} AS items, o.remarks,
       trim(o.voornaam || ' ' || o.naam) AS name, o.telklant AS phone, vh.plate, vh.model,
       o.outcome_${s} AS state,
       (SELECT max(r.reported_at) FROM leg_state_reports r WHERE r.order_id = o.id AND r.leg = '${code}') AS state_at
  FROM leg_assignments la
  JOIN orders o ON o.id = la.order_id
  LEFT JOIN vehicles vh ON vh.id = la.vehicle_id
  LEFT JOIN airports ap ON ap.id = o.idluchthaven${s}
 WHERE la.driver_id = $1 AND la.leg = '${code}' AND o.heenterug <> '${code === 'H' ? 'T' : 'H'}'
   AND o.status = ANY($2::text[]) AND ${where.replaceAll('{s}', s)}`;
};

/**
 * The legs assigned to driver `driverId` riding on one of `dates` ('YYYY/MM/DD') of orders that take
 * place, by date, then pickup time (unplanned last), then flight time.
 */
export async function assignedLegs(db: Queryable, driverId: number, dates: string[]): Promise<DriverLegRow[]> {
  const { rows } = await db.query<DriverLegRow>(
    `SELECT * FROM (
       ${legSelect('H', 'o.datum{s} = ANY($3::text[])')}
       UNION ALL
       ${legSelect('T', 'o.datum{s} = ANY($3::text[])')}
     ) legs
     ORDER BY date, pickup_time = '', pickup_time, flight_time, order_id, leg`,
    [driverId, [...SCHEDULED_STATUSES], dates],
  );
  return rows;
}

/** What the state change reads of one leg before it writes. */
export interface AssignedLegState {
  date: string;
  state: LegOutcome;
}

/**
 * Locks order `orderId` (FOR UPDATE) and reads leg `leg` when it is assigned to driver `driverId`,
 * belongs to an order that takes place and rides on one of `dates`; null for anything else.
 */
export async function lockAssignedLeg(
  tx: Queryable,
  driverId: number,
  orderId: number,
  leg: 'H' | 'T',
  dates: string[],
): Promise<AssignedLegState | null> {
  const s = leg === 'H' ? 'heen' : 'terug';
  const { rows } = await tx.query<AssignedLegState>(
    `SELECT o.datum${s} AS date, o.outcome_${s} AS state
       FROM orders o JOIN leg_assignments la ON la.order_id = o.id AND la.leg = $3
      WHERE o.id = $2 AND la.driver_id = $1 AND o.heenterug <> $4 AND o.status = ANY($5::text[])
        AND o.datum${s} = ANY($6::text[])
        FOR UPDATE OF o`,
    [driverId, orderId, leg, leg === 'H' ? 'T' : 'H', [...SCHEDULED_STATUSES], dates],
  );
  return rows[0] ?? null;
}

/** Writes state `state` on leg `leg` of order `orderId` and records who reported it, now. */
export async function writeReportedState(
  tx: Queryable,
  driverId: number,
  orderId: number,
  leg: 'H' | 'T',
  state: LegOutcome,
): Promise<void> {
  await tx.query(
    `UPDATE orders SET outcome_${leg === 'H' ? 'heen' : 'terug'} = $2, updated_at = now() WHERE id = $1`,
    [orderId, state],
  );
  await tx.query('INSERT INTO leg_state_reports (order_id, leg, state, driver_id) VALUES ($1, $2, $3, $4)', [
    orderId,
    leg,
    state,
    driverId,
  ]);
}
