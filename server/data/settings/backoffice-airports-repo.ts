/**
 * The airports as the back office's settings show them (issue 13): each with whether it is served now,
 * the operator's `airports_served` setting overriding the table's own flag.
 */
// SERVED_NOW moves into server/data with the rest of the geodata repository (issue 25, another part).
import { SERVED_NOW } from '../geo/geo-repo';
import type { BackofficeAirport } from '../../../core';
import type { Queryable } from '../database';

/** An airport and whether it is served now. */
export type ServedAirportRow = BackofficeAirport;

/** Every airport, the core ones first, then by name. */
export async function airportsWithServed(db: Queryable): Promise<ServedAirportRow[]> {
  const { rows } = await db.query<ServedAirportRow>(
    `SELECT id, name, ${SERVED_NOW} AS served FROM airports ORDER BY core DESC, name`,
  );
  return rows;
}

/** Those of `codes` that are known airports. */
export async function knownAirportIds(db: Queryable, codes: readonly string[]): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>('SELECT id FROM airports WHERE id = ANY($1::text[])', [
    codes,
  ]);
  return rows.map((r) => r.id);
}
