/**
 * A small least-recently-used cache. Used only for read-only geodata (imported once at start), never
 * for state several API processes must share.
 */
export class Lru<V> {
  private readonly map = new Map<string, V>();

  constructor(private readonly capacity: number) {}

  /** Gives the cached value and, once the cache is full, marks it as recently used. */
  get(key: string): V | undefined {
    const value = this.map.get(key);
    if (value === undefined) return undefined;
    // Recency matters only once the cache is full and drops entries; moving an entry costs more than
    // the lookup itself, so hits below capacity leave the order alone.
    if (this.map.size >= this.capacity) {
      this.map.delete(key);
      this.map.set(key, value);
    }
    return value;
  }

  /** Stores a value, dropping the least recently used entry when full. */
  set(key: string, value: V): void {
    this.map.delete(key);
    this.map.set(key, value);
    if (this.map.size > this.capacity) {
      const oldest = this.map.keys().next();
      if (!oldest.done) this.map.delete(oldest.value);
    }
  }
}

/**
 * Makes one cache per database object, so two servers in one process (tests, or a bench next to a
 * real server) never see each other's geodata, and a closed database's cache goes with it.
 */
export function cachePerDatabase<V>(capacity: number): (db: object) => Lru<V> {
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
