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
  return osrmRouter(url, Number.isFinite(timeout) && timeout > 0 ? timeout : 2000);
}
