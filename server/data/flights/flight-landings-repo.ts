/**
 * The landings of return legs' flights (issue 26, migration 034's `flight_landings`) and what the late
 * flight rules read of the order and of the leg's driver. The rules are server/flights/'s.
 */
import type { LandingSource } from '../../../core';
import type { Queryable } from '../database';

/** A return leg with its stored landing, as the late flight rules read it. */
export interface ReturnLegLandingRow {
  order_id: number;
  bonnr: string;
  /** The customer's name, for the driver's message. */
  name: string;
  status: string;
  heenterug: string;
  /** Set for a ride back from an event: no flight to meet. */
  event_id: number | null;
  date: string;
  /** The scheduled landing as booked ('HH:mm' or ''). */
  flight_time: string;
  pickup_time: string;
  flight: string;
  airport: string;
  landing_at: Date | null;
  landed: boolean | null;
  source: LandingSource | null;
  checked_at: Date | null;
  effective_pickup_at: Date | null;
  told_pickup_at: Date | null;
  moved_from_at: Date | null;
}

const LEG_SQL = `SELECT o.id AS order_id, o.bonnr, trim(o.voornaam || ' ' || o.naam) AS name, o.status, o.heenterug, o.event_id, o.datumterug AS date,
       o.uurvluchtterug AS flight_time, o.pickup_time_terug AS pickup_time, o.vluchtnrterug AS flight,
       o.idluchthaventerug AS airport, f.landing_at, f.landed, f.source, f.checked_at,
       f.effective_pickup_at, f.told_pickup_at, f.moved_from_at
  FROM orders o LEFT JOIN flight_landings f ON f.order_id = o.id AND f.leg = 'T'`;

/** Locks order `orderId` (FOR UPDATE) and reads its return leg and landing; null for no such order. */
export async function lockReturnLegLanding(tx: Queryable, orderId: number): Promise<ReturnLegLandingRow | null> {
  const { rows } = await tx.query<ReturnLegLandingRow>(`${LEG_SQL} WHERE o.id = $1 FOR UPDATE OF o`, [orderId]);
  return rows[0] ?? null;
}

/** Reads order `orderId`'s return leg and landing without a lock; null for no such order. */
export async function findReturnLegLanding(db: Queryable, orderId: number): Promise<ReturnLegLandingRow | null> {
  const { rows } = await db.query<ReturnLegLandingRow>(`${LEG_SQL} WHERE o.id = $1`, [orderId]);
  return rows[0] ?? null;
}

/** What is written of one return leg's landing. */
export interface LandingWrite {
  orderId: number;
  flight: string;
  landingAt: Date | null;
  landed: boolean;
  source: LandingSource;
  checkedAt: Date;
  setBy: number | null;
  effectivePickupAt: Date | null;
  toldPickupAt: Date | null;
  movedFromAt: Date | null;
}

/** Writes the landing of order `w.orderId`'s return leg, replacing the one stored. */
export async function writeLanding(tx: Queryable, w: LandingWrite): Promise<void> {
  await tx.query(
    `INSERT INTO flight_landings (order_id, leg, flight, landing_at, landed, source, checked_at, set_by,
            effective_pickup_at, told_pickup_at, moved_from_at)
     VALUES ($1, 'T', $2, $3, $4, $5, $6, $7, $8, $9, $10)
     ON CONFLICT (order_id, leg) DO UPDATE SET flight = excluded.flight, landing_at = excluded.landing_at,
            landed = excluded.landed, source = excluded.source, checked_at = excluded.checked_at,
            set_by = excluded.set_by, effective_pickup_at = excluded.effective_pickup_at,
            told_pickup_at = excluded.told_pickup_at, moved_from_at = excluded.moved_from_at`,
    [
      w.orderId,
      w.flight,
      w.landingAt,
      w.landed,
      w.source,
      w.checkedAt,
      w.setBy,
      w.effectivePickupAt,
      w.toldPickupAt,
      w.movedFromAt,
    ],
  );
}

/** Records that the provider was asked about order `orderId`'s flight at `at` and gave nothing usable. */
export async function touchLandingCheck(db: Queryable, orderId: number, flight: string, at: Date): Promise<void> {
  await db.query(
    `INSERT INTO flight_landings (order_id, leg, flight, source, checked_at) VALUES ($1, 'T', $2, 'provider', $3)
     ON CONFLICT (order_id, leg) DO UPDATE SET checked_at = excluded.checked_at
      WHERE flight_landings.source = 'provider'`,
    [orderId, flight, at],
  );
}

/**
 * The return legs riding from `from` through `to` ('YYYY/MM/DD') of orders in `statuses` with a flight
 * number, no event, and a landing the provider may still change: none yet, or the provider's, not
 * landed, asked before `checkedBefore`. At most `limit`, by date and scheduled landing.
 */
export async function listLegsToCheck(
  db: Queryable,
  q: { from: string; to: string; statuses: readonly string[]; checkedBefore: Date; limit: number },
): Promise<ReturnLegLandingRow[]> {
  const { rows } = await db.query<ReturnLegLandingRow>(
    `${LEG_SQL}
      WHERE o.heenterug <> 'H' AND o.datumterug BETWEEN $1 AND $2 AND o.status = ANY($3::text[])
        AND o.vluchtnrterug <> '' AND o.event_id IS NULL
        AND (f.order_id IS NULL OR (f.source = 'provider' AND NOT f.landed AND f.checked_at < $4))
      ORDER BY o.datumterug, o.uurvluchtterug, o.id
      LIMIT $5`,
    [q.from, q.to, [...q.statuses], q.checkedBefore, q.limit],
  );
  return rows;
}

/** The stored landing of each of `orderIds`' return legs that has one. */
export async function landingsOfOrders(db: Queryable, orderIds: readonly number[]): Promise<ReturnLegLandingRow[]> {
  if (orderIds.length === 0) return [];
  const { rows } = await db.query<ReturnLegLandingRow>(
    `${LEG_SQL} WHERE o.id = ANY($1::int[]) AND f.order_id IS NOT NULL`,
    [[...orderIds]],
  );
  return rows;
}

/** The driver assigned to order `orderId`'s return leg, with their login's e-mail and language if any. */
export interface LegDriverLogin {
  driver_id: number;
  first_name: string;
  /** E.164, for the SMS. */
  mobile: string;
  /** The login's e-mail and language; '' when the driver has no login. */
  email: string;
  lang: string;
  languages: string[];
}

/** Reads the enabled driver of order `orderId`'s return leg, their mobile and their login if any. */
export async function returnLegDriver(db: Queryable, orderId: number): Promise<LegDriverLogin | null> {
  const { rows } = await db.query<LegDriverLogin>(
    `SELECT d.id AS driver_id, d.first_name, d.mobile, coalesce(u.email, '') AS email,
            coalesce(u.lang, '') AS lang, d.languages
       FROM leg_assignments la
       JOIN drivers d ON d.id = la.driver_id
       LEFT JOIN users u ON u.id = d.user_id
      WHERE la.order_id = $1 AND la.leg = 'T' AND d.disabled_at IS NULL`,
    [orderId],
  );
  return rows[0] ?? null;
}
