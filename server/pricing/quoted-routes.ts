import type { Queryable } from '../data/database';
import {
  deleteQuotedRoutesBefore,
  listQuotedRoutes,
  upsertQuotedRoute,
} from '../data/quotes/quoted-routes-repo';
import type { RoutedLeg } from './places';
import type { Route } from './route-types';

/*
 * A quote the customer saw is a price they can book. The price call keeps the route of each leg it
 * priced (table quoted_routes, migration 013); when the order call's own routing gives another total,
 * it tries the routes shown for those legs within QUOTE_HONOURED_MS (server/pricing/quote.ts,
 * quoteAsShown). Only routes the server itself computed are kept, so nothing a client sends can make
 * a price; a route is written once per WRITE_EVERY_MS per process, so a busy price call does not
 * write on every request.
 */

/** How long a route the price call showed is honoured by the order call. */
export const QUOTE_HONOURED_MS = 24 * 60 * 60 * 1000;

/** How often one process writes the same quoted route again (refreshing its time). */
const WRITE_EVERY_MS = 10 * 60 * 1000;

/** Routes written lately, per database: `leg|km|minutes` → when. */
const written = new WeakMap<object, Map<string, number>>();

function legText(leg: RoutedLeg): string {
  return `${leg.from.lat},${leg.from.lon};${leg.to.lat},${leg.to.lon}`;
}

/**
 * Keeps the routes of the legs a price call showed. Gives undefined, at once, when each was written
 * within {@link WRITE_EVERY_MS} (the common case: no promise, nothing to wait for), else the writes.
 */
export function rememberQuotedRoutes(
  db: Queryable,
  legs: readonly (RoutedLeg | undefined)[],
  now: Date,
): Promise<void> | undefined {
  let seen = written.get(db);
  if (seen === undefined) written.set(db, (seen = new Map()));
  const due: [string, RoutedLeg][] = [];
  for (const leg of legs) {
    if (leg === undefined) continue;
    const text = legText(leg);
    const key = `${text}|${leg.route.km}|${leg.route.minutes}`;
    const last = seen.get(key);
    if (last !== undefined && now.getTime() - last < WRITE_EVERY_MS) continue;
    if (seen.size > 10_000) seen.clear();
    seen.set(key, now.getTime());
    due.push([text, leg]);
  }
  return due.length === 0 ? undefined : writeQuotedRoutes(db, due, now);
}

async function writeQuotedRoutes(db: Queryable, due: [string, RoutedLeg][], now: Date): Promise<void> {
  for (const [text, leg] of due) {
    await upsertQuotedRoute(db, text, leg.route, now);
    // Old rows go now and then, by the writer that finds them.
    if (Math.random() < 0.01) {
      await deleteQuotedRoutesBefore(db, new Date(now.getTime() - 2 * QUOTE_HONOURED_MS));
    }
  }
}

/**
 * The leg as routed now and as the price call showed it within {@link QUOTE_HONOURED_MS}, each route
 * once; `[undefined]` for a leg the trip does not have.
 */
export async function quotedRoutesOf(
  db: Queryable,
  leg: RoutedLeg | undefined,
  now: Date,
): Promise<(RoutedLeg | undefined)[]> {
  if (leg === undefined) return [undefined];
  const shown = await listQuotedRoutes(db, legText(leg), new Date(now.getTime() - QUOTE_HONOURED_MS));
  const routes: Route[] = [leg.route];
  for (const r of shown) {
    if (!routes.some((x) => x.km === r.km && x.minutes === r.minutes)) routes.push(r);
  }
  return routes.map((route) => ({ ...leg, route }));
}
