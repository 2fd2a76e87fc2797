import { isBelgianPostalCode } from '../../core';
import type { Queryable } from '../data/database';
import { ApiError } from '../http/envelope';
import { airportLocation, findPostcode, findStreet } from '../data/geo/geo-repo';
import { isAirportServed } from './served-airports';
import { cachePerDatabase } from '../data/database-caches';
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

/**
 * The other end of a leg, away from home: a served airport (by id) or an event's venue (its
 * coordinates, geocoded when the organiser saved the event). The price engine does not care which.
 */
export type LegEnd = { airport: string } | { venue: LatLon & { eventId: number } };

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
const homes = cachePerDatabase<LatLon & { street: string; city: string }>('homes', 5000);
const airports = cachePerDatabase<LatLon>('airports', 500);

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
const routes = cachePerDatabase<Route>('routes', 2000);
// The whole routed leg for an address, airport and direction, so a repeated price check does one
// lookup instead of three plus the formatting of coordinate keys. Everything it is made of is cached
// above already (read-only geodata, fixed routes), so this holds no fact the caches above do not.
const legs = cachePerDatabase<RoutedLeg>('legs', 5000);

/** The cache key of a leg's other end: the airport id, or the venue's coordinates. */
function endKey(end: LegEnd): string {
  return 'airport' in end ? end.airport.trim().toUpperCase() : `@${end.venue.lat},${end.venue.lon}`;
}

/** Finds the coordinates of a leg's other end; an airport we do not serve is a 400 naming `fields.airport`. */
async function locateEnd(db: Queryable, end: LegEnd, fields: LegFields): Promise<LatLon> {
  if ('venue' in end) return { lat: end.venue.lat, lon: end.venue.lon };
  const port = await locateAirport(db, end.airport);
  if (!port)
    throw new ApiError(
      400,
      'invalid_request',
      `The airport "${end.airport}" is not one we serve.`,
      fields.airport,
    );
  return port;
}

/**
 * Routes one leg between a home address and its other end (an airport or an event's venue);
 * `outbound` goes home → that end.
 */
export async function routeLeg(
  db: Queryable,
  router: Router,
  home: HomeAddress,
  end: LegEnd,
  outbound: boolean,
  fields: LegFields,
  fresh = true,
): Promise<RoutedLeg> {
  // The operator may switch an airport off at any moment (back office): checked before the caches,
  // afresh for an order, from a set at most SERVED_REUSE_MS old for a price (`fresh` false).
  if ('airport' in end && !(await isAirportServed(db, end.airport, fresh)))
    throw new ApiError(
      400,
      'invalid_request',
      `The airport "${end.airport}" is not one we serve.`,
      fields.airport,
    );
  const legKey = `${router.kind}|${outbound ? 'H' : 'T'}|${home.postal.trim()}|${home.street.trim().toLowerCase()}|${endKey(end)}`;
  const known = legs(db).get(legKey);
  if (known) return known;
  const place = await locateHome(db, home, fields);
  const port = await locateEnd(db, end, fields);
  const homePoint = { lat: place.lat, lon: place.lon };
  const portPoint = { lat: port.lat, lon: port.lon };
  const [from, to] = outbound ? [homePoint, portPoint] : [portPoint, homePoint];
  const key = `${router.kind}:${from.lat},${from.lon};${to.lat},${to.lon}`;
  let route = routes(db).get(key);
  if (!route) {
    route = await router.route(from, to);
    // An estimate standing in for a router that failed is never kept as the router's route: the next
    // quote asks the router again (a quote already shown stays bookable, ./quoted-routes.ts).
    if (!route.estimated) routes(db).set(key, route);
  }
  const leg = { from, to, route, street: place.street, city: place.city };
  if (!route.estimated) legs(db).set(legKey, leg);
  return leg;
}

/** Writes a point as the 'lat,lon' text of the order payload (HEENLATLONVAN and the like). */
export function latLonText(p: LatLon): string {
  return `${p.lat},${p.lon}`;
}
