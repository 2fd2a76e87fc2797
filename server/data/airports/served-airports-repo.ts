/**
 * The airports served now, as `GET /api/airports` lists them (server/routes/airports.ts): the core ones
 * first, then by distance from Brussels.
 */
import type { Airport } from '../../../core';
// SERVED_NOW moves into server/data with the rest of the geodata repository (issue 25, another part).
import { SERVED_NOW } from '../../booking/geo-repo';
import type { Queryable } from '../database';

/** The served airports in the public list's shape, nearest-first by their order in the data file. */
export async function servedAirports(db: Queryable): Promise<Airport[]> {
  const { rows } = await db.query<Airport>(
    `SELECT id AS "ID", name AS "NAME", municipality || ', ' || country AS "ADRES", country AS "COUNTRY",
            lat AS "LAT", lon AS "LON"
       FROM airports WHERE ${SERVED_NOW} ORDER BY core DESC, (lat - 50.85) ^ 2 + (lon - 4.35) ^ 2`,
  );
  return rows;
}
