/**
 * How stored places read for one reader (issue 10): an order or a saved address keeps its city as it
 * was written and its airport as an id; whoever reads it later (the account page, an e-mail) sees the
 * city under the name core's rule gives for their language (core/place-names.ts) and the airport by
 * its name.
 */
import { isBelgianPostalCode, localisePlaceName, type Lang } from '../../core';
import type { Queryable } from '../data/database';
import { findAirportNames, findPostalPlaces } from '../data/geo/geo-repo';

/** Names of stored places for one reader; see {@link loadPlaceNames}. */
export interface PlaceNames {
  /** The city of a Belgian address at `postal`, in the reader's language, or `city` as stored. */
  city(postal: string, city: string): string;
  /** The airport's name, or `id` when the geodata has no such airport. */
  airport(id: string): string;
}

/** Names places as stored: cities as written, airports by id. */
export const STORED_NAMES: PlaceNames = { city: (_postal, city) => city, airport: (id) => id };

/**
 * Loads, in one read each, the postal codes and airports that `places` mention and gives their names
 * for a reader of `lang`. A city the geodata does not know at that postal code (an address abroad, a
 * name typed by hand) keeps its stored spelling.
 */
export async function loadPlaceNames(
  db: Queryable,
  places: { postals: readonly string[]; airports: readonly string[] },
  lang: Lang,
): Promise<PlaceNames> {
  const postals = [...new Set(places.postals.map((p) => p.trim()).filter(isBelgianPostalCode))];
  const ids = [...new Set(places.airports.filter(Boolean))];
  const [codes, airports] = await Promise.all([
    findPostalPlaces(db, postals.map(Number)),
    findAirportNames(db, ids),
  ]);
  const byCode = new Map(codes.map((p) => [String(p.postcode), p]));
  const byId = new Map(airports.map((a) => [a.id, a.name]));
  return {
    city(postal, city) {
      const place = byCode.get(postal.trim());
      return (place && localisePlaceName(place, city, lang)) ?? city;
    },
    airport: (id) => byId.get(id) ?? id,
  };
}
