import { estimateRoute } from './estimator';
import { osrmRouter } from './osrm';

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

/** The estimator as a {@link Router}: no network, deterministic, good to a few percent on Belgian roads. */
export const estimatorRouter: Router = {
  kind: 'estimate',
  route: (from, to) => Promise.resolve(estimateRoute(from, to)),
};

/**
 * Picks the router from the environment: the OSRM client when `OSRM_URL` is set (e.g.
 * `http://localhost:5000`), else the estimator. `OSRM_TIMEOUT_MS` bounds each OSRM call (default 2000).
 */
export function createRouter(env: Readonly<Record<string, string | undefined>>): Router {
  const url = env.OSRM_URL?.trim();
  if (!url) return estimatorRouter;
  const timeout = Number(env.OSRM_TIMEOUT_MS);
  return osrmRouter(url, Number.isFinite(timeout) && timeout > 0 ? timeout : 2000);
}
