import { describe, expect, it } from 'vitest';
import { Lru, cachePerDatabase } from '../../../server/data/database-caches';

describe('Lru', () => {
  it('drops the least recently used entry once full', () => {
    const cache = new Lru<string>(2);
    cache.set('a', 'A');
    cache.set('b', 'B');
    expect(cache.get('a')).toBe('A');
    cache.set('c', 'C');
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe('A');
    expect(cache.get('c')).toBe('C');
  });

  it('replaces the value of a key set again without growing', () => {
    const cache = new Lru<number>(2);
    cache.set('a', 1);
    cache.set('a', 2);
    cache.set('b', 3);
    expect(cache.get('a')).toBe(2);
    expect(cache.size).toBe(2);
  });
});

describe('cachePerDatabase', () => {
  it('keeps one cache per database object', () => {
    const caches = cachePerDatabase<string>('test', 10);
    const one = {};
    const two = {};
    caches(one).set('k', 'one');
    expect(caches(one).get('k')).toBe('one');
    expect(caches(two).get('k')).toBeUndefined();
    expect(caches(one)).toBe(caches(one));
  });
});
