import { type Airport, foldStreetName, type PostalPlace } from '../../../core';
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
 * Lists every street name of a postal code once, with its language and twin for a Brussels name, and
 * the operator's aliases of it (migration 039): what the street search ranks (core's rankStreets).
 * Brussels-region names (postcode NULL) count for every code from 1000 to 1210.
 */
export async function streetsOfPostcode(
  db: Queryable,
  postcode: number,
): Promise<(SuggestedStreet & { aliases: string[] })[]> {
  const scope = isBrussels(postcode) ? '(postcode = $1 OR postcode IS NULL)' : 'postcode = $1';
  const [streets, aliases] = await Promise.all([
    db.query<SuggestedStreet>(
      `SELECT min(id) AS id, name, min(lat) AS lat, min(lon) AS lon, min(lang) AS lang, min(twin) AS twin
         FROM streets WHERE ${scope} GROUP BY name ORDER BY lower(name)`,
      [postcode],
    ),
    db.query<{ street: string; alias: string }>(
      'SELECT street, alias FROM street_aliases WHERE postcode = $1 ORDER BY alias',
      [postcode],
    ),
  ]);
  const byStreet = new Map<string, string[]>();
  for (const a of aliases.rows) byStreet.set(a.street, [...(byStreet.get(a.street) ?? []), a.alias]);
  return streets.rows.map((r) => ({ ...r, aliases: byStreet.get(r.name) ?? [] }));
}

/** One alias of the operator's: typed `alias` finds `street` of `postcode`. */
export interface StreetAlias {
  postcode: number;
  street: string;
  alias: string;
}

/** Lists the operator's street aliases, by postal code and alias. */
export async function listStreetAliases(db: Queryable): Promise<StreetAlias[]> {
  const { rows } = await db.query<StreetAlias>(
    'SELECT postcode, street, alias FROM street_aliases ORDER BY postcode, lower(alias)',
  );
  return rows;
}

/** Adds (or points elsewhere) alias `a.alias` of postal code `a.postcode`. */
export async function upsertStreetAlias(db: Queryable, a: StreetAlias): Promise<void> {
  await db.query(
    `INSERT INTO street_aliases (postcode, street, alias) VALUES ($1, $2, $3)
     ON CONFLICT (postcode, alias) DO UPDATE SET street = excluded.street`,
    [a.postcode, a.street, a.alias],
  );
}

/** Removes alias `alias` of `postcode`; tells whether there was one. */
export async function deleteStreetAlias(db: Queryable, postcode: number, alias: string): Promise<boolean> {
  const { rows } = await db.query('DELETE FROM street_aliases WHERE postcode = $1 AND alias = $2 RETURNING 1', [
    postcode,
    alias,
  ]);
  return rows.length > 0;
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
