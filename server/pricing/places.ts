import { isBelgianPostalCode } from '../../core';
import type { Queryable } from '../db/database';
import { ApiError } from '../http/envelope';
import { airportLocation, findPostcode, findStreet } from '../booking/geo-repo';
import { Lru, cachePerDatabase } from '../booking/lru';
import type { LatLon, Route, Router } from './route-types';

/** A Belgian home address as the price and order calls receive it. */
export interface HomeAddress {
  postal: string;
  /** The street name; empty when only the postal code is known yet. */
  street: string;
}

/** The request field names to blame when a leg's address or airport is unknown. */
export interface LegFields {
  postal: string;
  street: string;
  airport: string;
}

/** The end points and route of one leg; `from` and `to` follow the direction of travel. */
export interface RoutedLeg {
  from: LatLon;
  to: LatLon;
  route: Route;
  /** The street as the geodata spells it, or '' when the street was not given or not found. */
  street: string;
  /** The postal code's main city name (Dutch). */
  city: string;
}

// Geodata is imported before the server listens and read-only afterwards, so these lookups are cached
// in memory (safe with several processes); every price recalculation of a wizard repeats them.
const homes = cachePerDatabase<LatLon & { street: string; city: string }>(5000);
const airports = cachePerDatabase<LatLon>(500);

/**
 * Finds where a home address lies: the street's coordinates when the geodata has them, else the
 * postal code's centre. An unknown postal code is a 400 naming `fields.postal`.
 */
export async function locateHome(
  db: Queryable,
  home: HomeAddress,
  fields: LegFields,
): Promise<LatLon & { street: string; city: string }> {
  const key = `${home.postal.trim()}|${home.street.trim().toLowerCase()}`;
  const cached = homes(db).get(key);
  if (cached) return cached;
  const pc = isBelgianPostalCode(home.postal) ? await findPostcode(db, Number(home.postal.trim())) : null;
  if (!pc)
    throw new ApiError(
      400,
      'invalid_request',
      `The postal code "${home.postal}" is not a Belgian postal code we know.`,
      fields.postal,
    );
  const street = home.street.trim() ? await findStreet(db, pc.postcode, home.street) : null;
  const point =
    street?.lat != null && street.lon != null
      ? { lat: street.lat, lon: street.lon }
      : { lat: pc.lat, lon: pc.lon };
  const found = { ...point, street: street?.name ?? '', city: pc.municipalityNl };
  homes(db).set(key, found);
  return found;
}

/** Finds a served airport, or null. */
async function locateAirport(db: Queryable, id: string): Promise<LatLon | null> {
  const key = id.trim().toUpperCase();
  const cached = airports(db).get(key);
  if (cached) return cached;
  const port = await airportLocation(db, key);
  if (port) airports(db).set(key, { lat: port.lat, lon: port.lon });
  return port;
}

// Routes between the same points repeat for every price recalculation; caching them keeps OSRM load
// low and makes the order call see exactly the distance the quote showed.
const routes = new Lru<Route>(2000);
// The whole routed leg for an address, airport and direction, so a repeated price check does one
// lookup instead of three plus the formatting of coordinate keys. Everything it is made of is cached
// above already (read-only geodata, fixed routes), so this holds no fact the caches above do not.
const legs = cachePerDatabase<RoutedLeg>(5000);

/** Routes one leg between a home address and an airport; `outbound` goes home → airport. */
export async function routeLeg(
  db: Queryable,
  router: Router,
  home: HomeAddress,
  airport: string,
  outbound: boolean,
  fields: LegFields,
): Promise<RoutedLeg> {
  const legKey = `${router.kind}|${outbound ? 'H' : 'T'}|${home.postal.trim()}|${home.street.trim().toLowerCase()}|${airport.trim().toUpperCase()}`;
  const known = legs(db).get(legKey);
  if (known) return known;
  const place = await locateHome(db, home, fields);
  const port = await locateAirport(db, airport);
  if (!port)
    throw new ApiError(
      400,
      'invalid_request',
      `The airport "${airport}" is not one we serve.`,
      fields.airport,
    );
  const homePoint = { lat: place.lat, lon: place.lon };
  const portPoint = { lat: port.lat, lon: port.lon };
  const [from, to] = outbound ? [homePoint, portPoint] : [portPoint, homePoint];
  const key = `${router.kind}:${from.lat},${from.lon};${to.lat},${to.lon}`;
  let route = routes.get(key);
  if (!route) {
    route = await router.route(from, to);
    routes.set(key, route);
  }
  const leg = { from, to, route, street: place.street, city: place.city };
  legs(db).set(legKey, leg);
  return leg;
}

/** Writes a point as the 'lat,lon' text of the order payload (HEENLATLONVAN and the like). */
export function latLonText(p: LatLon): string {
  return `${p.lat},${p.lon}`;
}
