/**
 * The shapes of road routing: a point, a route and the router the price engine asks. They have their
 * own module so the router choice (router.ts) and its implementations (estimator.ts, osrm.ts) can all
 * import them without importing each other in a ring.
 */

/** A point on the map in decimal degrees (WGS 84). */
export interface LatLon {
  lat: number;
  lon: number;
}

/** The road distance and driving time of one leg. */
export interface Route {
  /** Road distance in km, rounded to 0.1 km. */
  km: number;
  /** Driving time in whole minutes. */
  minutes: number;
  /**
   * True when a road router could not answer and the estimate stands in for its route. Such a route
   * is never cached as the router's: the next quote asks the router again.
   */
  estimated?: boolean;
}

/**
 * Finds the road distance and time between two points. The price engine depends only on this
 * interface, so the default estimator and a real road router are interchangeable.
 */
export interface Router {
  /** Which implementation answers: 'estimate' or 'osrm'. */
  readonly kind: 'estimate' | 'osrm';
  route(from: LatLon, to: LatLon): Promise<Route>;
}
