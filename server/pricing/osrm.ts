import { estimateRoute } from './estimator';
import type { LatLon, Route, Router } from './route-types';

interface OsrmAnswer {
  code?: string;
  routes?: { distance?: number; duration?: number }[];
}

/**
 * A {@link Router} that asks an OSRM server (`/route/v1/driving/lon,lat;lon,lat`) for the fastest road
 * route. When OSRM is slow, down or finds no route, the estimate answers instead and a warning is
 * logged, because a price shown a little off beats no price at all; the order call recomputes with
 * the same router, so quote and order still agree while OSRM answers consistently.
 */
export function osrmRouter(baseUrl: string, timeoutMs: number): Router {
  const base = baseUrl.replace(/\/+$/, '');
  return {
    kind: 'osrm',
    async route(from: LatLon, to: LatLon): Promise<Route> {
      const coords = `${from.lon},${from.lat};${to.lon},${to.lat}`;
      try {
        const res = await fetch(
          `${base}/route/v1/driving/${coords}?overview=false&alternatives=false&steps=false`,
          {
            signal: AbortSignal.timeout(timeoutMs),
          },
        );
        const body = (await res.json()) as OsrmAnswer;
        const best = body.routes?.[0];
        if (
          !res.ok ||
          body.code !== 'Ok' ||
          typeof best?.distance !== 'number' ||
          typeof best.duration !== 'number'
        ) {
          throw new Error(`OSRM answered ${res.status} ${body.code ?? ''}`.trim());
        }
        return { km: Math.round(best.distance / 100) / 10, minutes: Math.round(best.duration / 60) };
      } catch (e) {
        console.warn(`[osrm] ${(e as Error).message}; using the distance estimate for ${coords}.`);
        return estimateRoute(from, to);
      }
    },
  };
}
