/**
 * Whether an airport is served now, as the price and order calls ask it: the order call reads the
 * setting afresh every time, the price call may reuse the set of served airports for a moment.
 */
import type { Queryable } from '../data/database';
import { isAirportServedNow, listServedAirportIds } from '../data/geo/geo-repo';
import { reusedRead, type Timed } from './quote-reads';

/**
 * How long the price call may reuse the set of served airports, in ms. Reading it is two thirds of a
 * price call's time on PGlite (npm run bench), and a price only shows: the order call reads the setting
 * afresh, and a change made in this process forgets the set at once ({@link forgetServedAirports}).
 */
export const SERVED_REUSE_MS = 2000;

/** The reused set per database, under the one key ''. */
const servedSets = new WeakMap<object, Map<string, Timed<ReadonlySet<string>>>>();

/**
 * Tells whether airport `id` is served now (server/data/geo/geo-repo.ts SERVED_NOW). `fresh` false (the
 * price call) may answer from a set read up to {@link SERVED_REUSE_MS} ago.
 */
export async function isAirportServed(db: Queryable, id: string, fresh = true): Promise<boolean> {
  const code = id.trim().toUpperCase();
  if (fresh) return isAirportServedNow(db, code);
  let sets = servedSets.get(db);
  if (sets === undefined) servedSets.set(db, (sets = new Map()));
  const ids = await reusedRead(
    sets,
    '',
    SERVED_REUSE_MS,
    async () => new Set(await listServedAirportIds(db)),
  );
  return ids.has(code);
}

/** Forgets the reused set of served airports of `db`, after the setting changed. */
export function forgetServedAirports(db: Queryable): void {
  servedSets.delete(db);
}
