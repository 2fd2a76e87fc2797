/**
 * What the customer's who-comes message (issue 26, server/messages/) reads: one leg of an order with
 * its driver and vehicle (leg_assignments, migration 030), and the legs riding on a day that have both.
 */
import type { Queryable } from '../database';
import { unitOpen } from '../jobs/job-units-repo';

/** One leg of an order with the driver and vehicle assigned to it. */
export interface NoticeLegRow {
  order_id: number;
  leg: 'H' | 'T';
  bonnr: string;
  /** The booking code: the customer's reference in the e-mail's subject (issue 31). */
  ecode: string;
  status: string;
  taal: string;
  emailklant: string;
  telklant: string;
  voornaam: string;
  naam: string;
  /** The ride's day, 'YYYY/MM/DD'. */
  date: string;
  pickup_time: string;
  /** The flight's time: departure for 'H', landing for 'T'. */
  flight_time: string;
  /** The home address on one line ('Street 1, 9000 City'). */
  address: string;
  airport_id: string;
  airport_name: string;
  /** Whether the leg goes to or from an event rather than an airport. */
  event: boolean;
  driver_first_name: string;
  driver_mobile: string;
  vehicle_model: string;
  vehicle_colour: string;
  vehicle_plate: string;
}

/** Leg `leg` of order `orderId` with its driver and vehicle, or null unless both are assigned. */
export async function findNoticeLeg(db: Queryable, orderId: number, leg: 'H' | 'T'): Promise<NoticeLegRow | null> {
  const { rows } = await db.query<NoticeLegRow>(
    `SELECT o.id AS order_id, la.leg, o.bonnr, o.ecode, o.status, o.taal, o.emailklant, o.telklant, o.voornaam, o.naam,
            CASE WHEN la.leg = 'H' THEN o.datumheen ELSE o.datumterug END AS date,
            CASE WHEN la.leg = 'H' THEN o.pickup_time_heen ELSE o.pickup_time_terug END AS pickup_time,
            CASE WHEN la.leg = 'H' THEN o.uurvluchtheen ELSE o.uurvluchtterug END AS flight_time,
            CASE WHEN la.leg = 'H'
                 THEN trim(o.heenstraat || ' ' || o.heennr) || ', ' || trim(o.heenpostnr || ' ' || o.heenstad)
                 ELSE trim(o.terugstraat || ' ' || o.terugnr) || ', ' || trim(o.terugpostnr || ' ' || o.terugstad)
            END AS address,
            CASE WHEN la.leg = 'H' THEN o.idluchthavenheen ELSE o.idluchthaventerug END AS airport_id,
            coalesce(a.name, CASE WHEN la.leg = 'H' THEN o.idluchthavenheen ELSE o.idluchthaventerug END)
              AS airport_name,
            o.event_id IS NOT NULL AS event,
            d.first_name AS driver_first_name, d.mobile AS driver_mobile,
            v.model AS vehicle_model, v.colour AS vehicle_colour, v.plate AS vehicle_plate
       FROM leg_assignments la
       JOIN orders o ON o.id = la.order_id AND o.heenterug LIKE '%' || la.leg || '%'
       JOIN drivers d ON d.id = la.driver_id
       JOIN vehicles v ON v.id = la.vehicle_id
       LEFT JOIN airports a ON a.id = CASE WHEN la.leg = 'H' THEN o.idluchthavenheen ELSE o.idluchthaventerug END
      WHERE la.order_id = $1 AND la.leg = $2`,
    [orderId, leg],
  );
  return rows[0] ?? null;
}

/**
 * The keys (`<order id>:<leg>`) of the legs of orders in one of `statuses` riding on `date` that have
 * a driver and a vehicle and whose unit of `kind` is still open, in key order, at most `limit`.
 */
export async function listAssignedLegsOn(
  db: Queryable,
  f: { kind: string; date: string; statuses: readonly string[]; limit: number },
): Promise<string[]> {
  const { rows } = await db.query<{ key: string }>(
    `SELECT key FROM (
       SELECT la.order_id::text || ':' || la.leg AS key
         FROM leg_assignments la JOIN orders o ON o.id = la.order_id
        WHERE la.driver_id IS NOT NULL AND la.vehicle_id IS NOT NULL AND o.status = ANY($3::text[])
          AND o.heenterug LIKE '%' || la.leg || '%'
          AND (CASE WHEN la.leg = 'H' THEN o.datumheen ELSE o.datumterug END) = $2
     ) due
     WHERE ${unitOpen('$1', 'due.key')}
     ORDER BY key LIMIT $4`,
    [f.kind, f.date, [...f.statuses], f.limit],
  );
  return rows.map((r) => r.key);
}

/** The recipient fields of order `orderId` (its e-mail and mobile), or null when it does not exist. */
export async function findOrderContact(
  db: Queryable,
  orderId: number,
): Promise<{ emailklant: string; telklant: string } | null> {
  const { rows } = await db.query<{ emailklant: string; telklant: string }>(
    'SELECT emailklant, telklant FROM orders WHERE id = $1',
    [orderId],
  );
  return rows[0] ?? null;
}

/**
 * Whether the who-comes message (`kind`) of leg `leg` of order `orderId` was owed by e-mail at or
 * after `since` (an assignment made on the ride day itself already told the customer).
 */
export async function noticeOwedSince(
  db: Queryable,
  kind: string,
  orderId: number,
  leg: 'H' | 'T',
  since: Date,
): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM owed_mails
      WHERE order_id = $1 AND kind = $2 AND params->>'leg' = $3 AND created_at >= $4 LIMIT 1`,
    [orderId, kind, leg, since],
  );
  return rows.length > 0;
}
