import { type Airport, foldStreetName, foldStreetPrefix, type PostalPlace } from '../../../core';
import { BRUSSELS_POSTCODES } from '../geodata';
import type { Queryable } from '../database';

/** A postal code as the booking calls need it: core's names of its places and its centre. */
export interface PostcodeInfo extends PostalPlace {
  lat: number;
  lon: number;
}

/** A street name known for a postal code. */
export interface StreetRow {
  id: number;
  name: string;
  lat: number | null;
  lon: number | null;
}

/** A suggested street name with, for a Brussels street, its language and its name in the other one. */
export interface SuggestedStreet extends StreetRow {
  lang: 'nl' | 'fr' | null;
  twin: string | null;
}

function isBrussels(postcode: number): boolean {
  return postcode >= BRUSSELS_POSTCODES.min && postcode <= BRUSSELS_POSTCODES.max;
}

/** Finds a postal code, or null when Belgium has no such code. */
export async function findPostcode(db: Queryable, postcode: number): Promise<PostcodeInfo | null> {
  const { rows } = await db.query<PostcodeInfo>(
    `SELECT postcode, region, municipality_nl AS "municipalityNl", municipality_fr AS "municipalityFr",
            localities_nl AS "localitiesNl", localities_fr AS "localitiesFr", lat, lon
       FROM postcodes WHERE postcode = $1`,
    [postcode],
  );
  return rows[0] ?? null;
}

/**
 * Lists up to `limit` streets of a postal code whose folded name starts with the folded `prefix`
 * (core's foldStreetPrefix; `name_fold` holds core's foldStreetName of each name, written by the
 * geodata import), alphabetically, in whichever language the name matched. Brussels-region names
 * (postcode NULL) count for every code from 1000 to 1210 and carry their language and twin.
 */
export async function suggestStreets(
  db: Queryable,
  postcode: number,
  prefix: string,
  limit: number,
): Promise<SuggestedStreet[]> {
  const pattern = `${foldStreetPrefix(prefix).replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
  const scope = isBrussels(postcode) ? '(postcode = $1 OR postcode IS NULL)' : 'postcode = $1';
  const { rows } = await db.query<SuggestedStreet>(
    `SELECT min(id) AS id, name, min(lat) AS lat, min(lon) AS lon, min(lang) AS lang, min(twin) AS twin
       FROM streets WHERE ${scope} AND name_fold LIKE $2
      GROUP BY name ORDER BY lower(name) LIMIT $3`,
    [postcode, pattern, limit],
  );
  return rows;
}

/**
 * Finds a street of a postal code by its name as core's isKnownStreet compares names: equal after
 * foldStreetName (case, accents, apostrophes, hyphens and spacing do not count).
 */
export async function findStreet(db: Queryable, postcode: number, name: string): Promise<StreetRow | null> {
  const scope = isBrussels(postcode) ? '(postcode = $1 OR postcode IS NULL)' : 'postcode = $1';
  const { rows } = await db.query<StreetRow>(
    `SELECT id, name, lat, lon FROM streets WHERE ${scope} AND name_fold = $2
      ORDER BY postcode NULLS LAST, lat IS NULL LIMIT 1`,
    [postcode, foldStreetName(name)],
  );
  return rows[0] ?? null;
}

/**
 * The SQL condition "this airport is served now": the operator's list in app_settings
 * (`airports_served`, set in the back office) when there is one, else the flag the start set from the
 * configuration. The order call reads it on every call, so a change takes effect at once in every
 * process; the price call may reuse it for a moment (server/pricing/served-airports.ts).
 */
export const SERVED_NOW = `coalesce(id = ANY(string_to_array((SELECT value FROM app_settings WHERE key = 'airports_served'), ',')), served)`;

/** Tells whether airport `code` (upper case) is served now ({@link SERVED_NOW}). */
export async function isAirportServedNow(db: Queryable, code: string): Promise<boolean> {
  const { rows } = await db.query(`SELECT 1 FROM airports WHERE id = $1 AND ${SERVED_NOW}`, [code]);
  return rows.length > 0;
}

/** Lists the ids of the airports served now ({@link SERVED_NOW}). */
export async function listServedAirportIds(db: Queryable): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(`SELECT id FROM airports WHERE ${SERVED_NOW}`);
  return rows.map((r) => r.id);
}

/** A served airport's id, name and coordinates (decimal degrees, WGS 84). */
export interface AirportLocation {
  id: string;
  name: string;
  lat: number;
  lon: number;
}

/** Gives the coordinates of a served airport, or null when the id is not served. */
export async function airportLocation(db: Queryable, id: string): Promise<AirportLocation | null> {
  const { rows } = await db.query<AirportLocation>(
    `SELECT id, name, lat, lon FROM airports WHERE id = $1 AND ${SERVED_NOW}`,
    [id.trim().toUpperCase()],
  );
  return rows[0] ?? null;
}

/** Lists the served airports in the API's shape, core airports first, then nearest to Brussels first. */
export async function listServedAirports(db: Queryable): Promise<Airport[]> {
  const { rows } = await db.query<Airport>(
    `SELECT id AS "ID", name AS "NAME", municipality || ', ' || country AS "ADRES", country AS "COUNTRY",
            lat AS "LAT", lon AS "LON"
       FROM airports WHERE ${SERVED_NOW} ORDER BY core DESC, (lat - 50.85) ^ 2 + (lon - 4.35) ^ 2`,
  );
  return rows;
}

/** Reads the places (names in Dutch and French, region) of the given postal codes; unknown ones are left out. */
export async function findPostalPlaces(db: Queryable, postcodes: readonly number[]): Promise<PostalPlace[]> {
  if (postcodes.length === 0) return [];
  const { rows } = await db.query<PostalPlace>(
    `SELECT postcode, region, municipality_nl AS "municipalityNl", municipality_fr AS "municipalityFr",
            localities_nl AS "localitiesNl", localities_fr AS "localitiesFr"
       FROM postcodes WHERE postcode = ANY($1::int[])`,
    [postcodes],
  );
  return rows;
}

/** Reads the names of the given airports, served or not; unknown ids are left out. */
export async function findAirportNames(
  db: Queryable,
  ids: readonly string[],
): Promise<{ id: string; name: string }[]> {
  if (ids.length === 0) return [];
  const { rows } = await db.query<{ id: string; name: string }>(
    'SELECT id, name FROM airports WHERE id = ANY($1::text[])',
    [ids],
  );
  return rows;
}
