/**
 * The routes the price call showed (table quoted_routes, migration 013), so the order call can honour
 * a price a customer saw (server/pricing/quoted-routes.ts decides when to write and what to honour).
 */
import type { Queryable } from '../database';

/** A route as stored for one leg: its road distance in km and driving time in minutes. */
export interface QuotedRoute {
  km: number;
  minutes: number;
}

/** Stores the route shown for `leg` ('lat,lon;lat,lon'), or refreshes its time when it is stored already. */
export async function upsertQuotedRoute(
  db: Queryable,
  leg: string,
  route: QuotedRoute,
  quotedAt: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO quoted_routes (leg, km, minutes, quoted_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (leg, km, minutes) DO UPDATE SET quoted_at = EXCLUDED.quoted_at`,
    [leg, route.km, route.minutes, quotedAt],
  );
}

/** Deletes the routes shown before `before`. */
export async function deleteQuotedRoutesBefore(db: Queryable, before: Date): Promise<void> {
  await db.query('DELETE FROM quoted_routes WHERE quoted_at < $1', [before]);
}

/** Lists the last five routes shown for `leg` since `since`, newest first. */
export async function listQuotedRoutes(db: Queryable, leg: string, since: Date): Promise<QuotedRoute[]> {
  const { rows } = await db.query<{ km: string; minutes: number }>(
    'SELECT km, minutes FROM quoted_routes WHERE leg = $1 AND quoted_at >= $2 ORDER BY quoted_at DESC LIMIT 5',
    [leg, since],
  );
  // km is a numeric column, which the driver gives as text.
  return rows.map((r) => ({ km: Number(r.km), minutes: r.minutes }));
}
