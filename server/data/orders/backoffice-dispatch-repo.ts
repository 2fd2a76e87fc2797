/**
 * The dispatch sheet's queries (issue 13): every leg riding on one day (departure and return legs of
 * paid, invoiced and free orders; a cancelled order has left those statuses), sorted by pickup time,
 * then flight time; and the legs of the coming days still without a pickup time. Each half of a query
 * is served by its leg's date index (migration 015).
 */
import { SCHEDULED_STATUSES, SHEET_ITEM_KINDS, WEEK_REMINDER_DAYS, addDays, type SheetLeg } from '../../../core';
import type { Queryable } from '../database';
import { eventName } from './sheet-event-name';

// Each bulky item booked as {kind, count}, in SHEET_ITEM_KINDS' order: the names are the reader's
// language's, given by the site and the CSV writer, never the column names.
const ITEMS_JSON = `(SELECT coalesce(jsonb_agg(jsonb_build_object('kind', v.kind, 'count', v.n) ORDER BY v.i), '[]')
    FROM unnest('{${SHEET_ITEM_KINDS.join(',')}}'::text[], ARRAY[${SHEET_ITEM_KINDS.map((k) => `o.${k}`).join(', ')}])
         WITH ORDINALITY AS v(kind, n, i)
   WHERE v.n > 0)`;

// One leg's columns, for the leg whose columns end in `s` ('heen' or 'terug').
const legColumns = (code: 'H' | 'T', s: 'heen' | 'terug') => `
  o.id AS order_id, o.bonnr, '${code}' AS leg, o.datum${s} AS date, o.pickup_time_${s} AS pickup_time,
  o.uurvlucht${s} AS flight_time, o.vluchtnr${s} AS flight, coalesce(a.name, o.idluchthaven${s}) AS airport,
  trim(o.${s}straat || ' ' || o.${s}nr || ', ' || o.${s}postnr || ' ' || o.${s}stad) AS address,
  trim(o.voornaam || ' ' || o.naam) AS name, o.telklant AS phone, o.soortvervoer AS vehicle, o.pax,
  o.koffers AS luggage, (o.aantalks1 + o.aantalks2 + o.aantalks3 + o.aantalks4) AS child_seats,
  o.aantalks2 AS child_seats_small, o.aantalks3 AS child_seats_medium, o.aantalks4 AS child_seats_large,
  o.huisdieren AS pets, ${ITEMS_JSON} AS items, o.cargo,
  o.vroegeropluchthaven::float8 AS airport_margin, o.remarks, o.naamagent AS agency,
  ${eventName('o')} AS event,
  concat_ws(' · ',
    ${code === 'T' ? `nullif(o.terugherkomst, '')` : 'NULL'},
    nullif(o.naamagent, ''),
    nullif(${eventName('o')}, '')) AS notes,
  o.outcome_${s} AS outcome`;

// `statuses` is the parameter holding core's SCHEDULED_STATUSES: the rides that take place.
const legQuery = (code: 'H' | 'T', statuses: string, where: string) => {
  const s = code === 'H' ? 'heen' : 'terug';
  return `SELECT ${legColumns(code, s)}
       FROM orders o
       LEFT JOIN airports a ON a.id = o.idluchthaven${s}
      WHERE o.heenterug <> '${code === 'H' ? 'T' : 'H'}' AND o.status = ANY(${statuses}::text[]) AND ${where.replaceAll('{s}', s)}`;
};

/** The day sheet's query; its parameters are {@link daySheetParams}. */
export const DAY_SHEET_SQL = `SELECT * FROM (
       ${legQuery('H', '$2', 'o.datum{s} = $1')}
       UNION ALL
       ${legQuery('T', '$2', 'o.datum{s} = $1')}
     ) legs
     ORDER BY pickup_time = '', pickup_time, flight_time, order_id, leg`;

/** The parameters of {@link DAY_SHEET_SQL} for the day `date` ('YYYY/MM/DD'). */
export const daySheetParams = (date: string): [string, string[]] => [date, [...SCHEDULED_STATUSES]];

/** Every leg riding on `date` ('YYYY/MM/DD'), by pickup time (unplanned last), then flight time. */
export async function daySheet(db: Queryable, date: string): Promise<SheetLeg[]> {
  const { rows } = await db.query<SheetLeg>(DAY_SHEET_SQL, daySheetParams(date));
  return rows;
}

/**
 * The legs riding from `today` through the days after it in which the customer is given the pickup
 * time (a week, core's WEEK_REMINDER_DAYS) that have no pickup time yet.
 */
export async function unscheduledLegs(db: Queryable, today: string): Promise<SheetLeg[]> {
  const { rows } = await db.query<SheetLeg>(
    `${legQuery('H', '$3', `o.datum{s} BETWEEN $1 AND $2 AND o.pickup_time_{s} = ''`)}
     UNION ALL
     ${legQuery('T', '$3', `o.datum{s} BETWEEN $1 AND $2 AND o.pickup_time_{s} = ''`)}
     ORDER BY date, flight_time, order_id, leg`,
    [today, addDays(today, WEEK_REMINDER_DAYS), [...SCHEDULED_STATUSES]],
  );
  return rows;
}
