import type { LatLon, Route } from './route-types';

/** The constants of the distance estimator; documented in docs/booking-api.md. */
export const ESTIMATOR = {
  /**
   * Road distance over great-circle distance. Belgian door-to-airport trips measure 1.2 to 1.4 times
   * the straight line on OSRM; 1.3 sits in the middle.
   */
  roadFactor: 1.3,
  /** The first kilometres are local roads to the motorway, driven at this average speed (km/h). */
  localKm: 10,
  localSpeed: 35,
  /** The rest is mostly motorway, at this average speed including slowdowns (km/h). */
  mainSpeed: 90,
  /** Fixed minutes for pulling out, parking and the airport drop-off lanes. */
  overheadMinutes: 5,
} as const;

const EARTH_RADIUS_KM = 6371.0088;

/** Gives the great-circle (haversine) distance between two points in km. */
export function greatCircleKm(a: LatLon, b: LatLon): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Estimates the road distance (great circle × road factor) and driving time (two-speed model). */
export function estimateRoute(from: LatLon, to: LatLon): Route {
  const km = Math.round(greatCircleKm(from, to) * ESTIMATOR.roadFactor * 10) / 10;
  const local = Math.min(km, ESTIMATOR.localKm);
  const hours = local / ESTIMATOR.localSpeed + (km - local) / ESTIMATOR.mainSpeed;
  const minutes = km === 0 ? 0 : Math.round(hours * 60 + ESTIMATOR.overheadMinutes);
  return { km, minutes };
}
