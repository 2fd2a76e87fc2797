import { estimateRoute } from './estimator';
import type { LatLon, Route, Router } from './route-types';
import { log } from '../log';

interface OsrmAnswer {
  code?: string;
  routes?: { distance?: number; duration?: number }[];
}

/** After this many failed calls in a row, OSRM is not asked for {@link BREAKER_COOL_DOWN_MS}. */
export const BREAKER_FAILURES = 3;

/** How long a tripped breaker answers with the estimate before one call tries OSRM again. */
export const BREAKER_COOL_DOWN_MS = 30_000;

/**
 * A circuit breaker over the router's calls: closed while OSRM answers; open (no calls) for a while
 * after {@link BREAKER_FAILURES} failures in a row, so a router that hangs costs the customers of
 * that while nothing; then one call at a time probes, and a success closes it again.
 */
class Breaker {
  private failures = 0;
  private openUntil = 0;
  private probing = false;

  constructor(private readonly now: () => number) {}

  /** Whether a call may go to OSRM now (a probe counts as the one call allowed while it runs). */
  admit(): boolean {
    if (this.failures < BREAKER_FAILURES) return true;
    if (this.now() < this.openUntil || this.probing) return false;
    this.probing = true;
    return true;
  }

  succeeded(): void {
    if (this.failures >= BREAKER_FAILURES) log.warn('osrm: answering again; routes come from OSRM');
    this.failures = 0;
    this.probing = false;
  }

  failed(): void {
    this.failures++;
    this.probing = false;
    if (this.failures >= BREAKER_FAILURES) {
      if (this.failures === BREAKER_FAILURES) {
        log.warn(
          `osrm: ${BREAKER_FAILURES} failures in a row; routes are estimated for ${BREAKER_COOL_DOWN_MS / 1000} s before OSRM is tried again`,
        );
      }
      this.openUntil = this.now() + BREAKER_COOL_DOWN_MS;
    }
  }
}

/**
 * A {@link Router} that asks an OSRM server (`/route/v1/driving/lon,lat;lon,lat`) for the fastest road
 * route. When OSRM is slow, down or finds no route, the estimate answers instead, marked `estimated`
 * so that nobody caches it as OSRM's route, because a price shown a little off beats no price at all;
 * the price a customer was quoted stays bookable (server/pricing/quoted-routes.ts). A circuit breaker
 * stops calling an OSRM that keeps failing.
 */
export function osrmRouter(baseUrl: string, timeoutMs: number, now: () => number = Date.now): Router {
  const base = baseUrl.replace(/\/+$/, '');
  const breaker = new Breaker(now);
  return {
    kind: 'osrm',
    async route(from: LatLon, to: LatLon): Promise<Route> {
      const coords = `${from.lon},${from.lat};${to.lon},${to.lat}`;
      if (!breaker.admit()) return { ...estimateRoute(from, to), estimated: true };
      try {
        const res = await fetch(
          `${base}/route/v1/driving/${coords}?overview=false&alternatives=false&steps=false`,
          {
            signal: AbortSignal.timeout(timeoutMs),
          },
        );
        // A server error is an outage, for the breaker; a refusal (no route) is an answer.
        if (res.status >= 500) throw new Error(`OSRM answered ${res.status}`);
        const body = (await res.json()) as OsrmAnswer;
        const best = body.routes?.[0];
        if (
          !res.ok ||
          body.code !== 'Ok' ||
          typeof best?.distance !== 'number' ||
          typeof best.duration !== 'number'
        ) {
          // OSRM answered: a route it cannot find is no outage.
          breaker.succeeded();
          log.warn(
            { coords, status: res.status, code: body.code },
            'osrm: no route; using the distance estimate',
          );
          return { ...estimateRoute(from, to), estimated: true };
        }
        breaker.succeeded();
        return { km: Math.round(best.distance / 100) / 10, minutes: Math.round(best.duration / 60) };
      } catch (e) {
        breaker.failed();
        log.warn({ coords, err: e }, 'osrm: failed; using the distance estimate');
        return { ...estimateRoute(from, to), estimated: true };
      }
    },
  };
}
