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

/**
 * Makes one cache per database object, so two servers in one process (tests, or a bench next to a
 * real server) never see each other's geodata, and a closed database's cache goes with it.
 */
export function cachePerDatabase<V extends Cacheable>(capacity: number): (db: object) => Lru<V> {
  const caches = new WeakMap<object, Lru<V>>();
  return (db) => {
    let cache = caches.get(db);
    if (!cache) {
      cache = new Lru<V>(capacity);
      caches.set(db, cache);
    }
    return cache;
  };
}
