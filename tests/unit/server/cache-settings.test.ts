import { describe, expect, it } from 'vitest';
import { CACHE_SETTINGS } from '../../../server/cache-settings';
import { ConfigError, loadConfig } from '../../../server/config';

/** The configuration of `env` alone (no settings from the machine running the test). */
const config = (env: Record<string, string>) => loadConfig(env);

describe('cache and memory settings (issue 24)', () => {
  it('gives every cache its documented default when unset', () => {
    const limits = config({}).cacheLimits;
    for (const [name, s] of Object.entries(CACHE_SETTINGS)) {
      expect(limits[name as keyof typeof limits]).toBe(s.fallback);
    }
    expect(config({}).pgliteSharedBuffersMb).toBe(32);
    expect(config({}).heapSemiSpaceMb).toBe(16);
  });

  it('reads each cache limit from its variable', () => {
    const limits = config({ CACHE_HOMES: '7', CACHE_QUOTE_READS: '3' }).cacheLimits;
    expect(limits.homes).toBe(7);
    // One variable bounds the three quote-read caches alike.
    expect([limits.quotePos, limits.quoteCoupons, limits.quoteLicences]).toEqual([3, 3, 3]);
    expect(limits.streetLookups).toBe(CACHE_SETTINGS.streetLookups.fallback);
  });

  const variables = [
    ...new Set(Object.values(CACHE_SETTINGS).map((s) => s.variable)),
    'PGLITE_SHARED_BUFFERS_MB',
    'HEAP_SEMI_SPACE_MB',
  ];
  for (const variable of variables) {
    it(`refuses to start with a bad ${variable}, naming it`, () => {
      for (const bad of ['0', '-5', '2.5', 'lots', '99999999']) {
        expect(() => config({ [variable]: bad })).toThrow(ConfigError);
        expect(() => config({ [variable]: bad })).toThrow(
          new RegExp(
            `^${variable} must be a whole number from 1 to \\d+, not "${bad.replace('.', '\\.')}"\\.$`,
          ),
        );
      }
    });
  }
});
