import { estimateRoute } from './estimator';
import { osrmRouter } from './osrm';
import type { Router } from './route-types';

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
  const ms = Number.isFinite(timeout) && timeout > 0 ? timeout : 2000;
  // One client per OSRM server and timeout, so the price, order and event calls share its breaker.
  const key = `${url}|${ms}`;
  let router = osrmRouters.get(key);
  if (router === undefined) osrmRouters.set(key, (router = osrmRouter(url, ms)));
  return router;
}

const osrmRouters = new Map<string, Router>();
