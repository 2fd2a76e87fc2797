import { LRUCache } from 'lru-cache';

/** What lru-cache can hold: any value but null and undefined (which it reads as a miss). */
type Cacheable = NonNullable<unknown>;

/**
 * A least-recently-used cache of `capacity` entries by string key, on the kept `lru-cache` library.
 * Used only for read-only geodata (imported once at start) and short-lived reads, never for state
 * several API processes must share.
 */
export class Lru<V extends Cacheable> extends LRUCache<string, V> {
  constructor(capacity: number) {
    super({ max: capacity });
  }
}

/** One cache made by {@link cachePerDatabase}: its name and its instance per database. */
interface Registered {
  name: string;
  fallback: number;
  /** The cache of a database, when it was made. */
  of(db: object): { size: number; max: number } | undefined;
  drop(db: object): void;
}

const registry: Registered[] = [];
/** The limits a server set for its database's caches (server/caches.ts), by cache name. */
const limitsOf = new WeakMap<object, Readonly<Record<string, number>>>();

/**
 * Sets the capacity of `db`'s caches, by the name each was made with; a cache made already keeps
 * its size until it is made again, so servers call this before they answer (server/server.ts).
 */
export function limitCachesOf(db: object, limits: Readonly<Record<string, number>>): void {
  limitsOf.set(db, limits);
  for (const r of registry) r.drop(db);
}

/**
 * Empties `db`'s caches named `names` (they are made again on their next use): for the rare change of
 * what a cache holds while the process runs, such as an operator's new street alias.
 */
export function dropCachesOf(db: object, names: readonly string[]): void {
  for (const r of registry) if (names.includes(r.name)) r.drop(db);
}

/** Entries and capacity of every per-database cache of `db` (one not made yet: 0 entries). */
export function cachesOf(db: object): { name: string; size: number; max: number }[] {
  return registry.map((r) => {
    const cache = r.of(db);
    return { name: r.name, size: cache?.size ?? 0, max: cache?.max ?? capacityOf(r, db) };
  });
}

function capacityOf(r: Registered, db: object): number {
  return limitsOf.get(db)?.[r.name] ?? r.fallback;
}

/**
 * Makes one cache per database object, so two servers in one process (tests, or a bench next to a
 * real server) never see each other's geodata, and a closed database's cache goes with it. `name`
 * is the cache's name in the limits a server sets ({@link limitCachesOf}); `fallback` its capacity
 * when none was set (a database opened without a server: tests, the admin command line).
 */
export function cachePerDatabase<V extends Cacheable>(
  name: string,
  fallback: number,
): (db: object) => Lru<V> {
  const caches = new WeakMap<object, Lru<V>>();
  const registered: Registered = {
    name,
    fallback,
    of: (db) => caches.get(db),
    drop: (db) => caches.delete(db),
  };
  registry.push(registered);
  return (db) => {
    let cache = caches.get(db);
    if (!cache) {
      cache = new Lru<V>(capacityOf(registered, db));
      caches.set(db, cache);
    }
    return cache;
  };
}
