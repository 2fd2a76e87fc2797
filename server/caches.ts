/**
 * The in-process caches themselves, limited by their settings (server/cache-settings.ts): applying the
 * limits at start, and their figures for `npm run bench` and `npm run memory`.
 */
import { accessTokenCache } from './auth/access-cache';
import { cachesOf, limitCachesOf } from './data/database-caches';
import { CACHE_SETTINGS, type CacheLimits, type CacheSetting } from './cache-settings';

/** Gives the limits of `db`'s caches (and the process's access-token cache) from the configuration. */
export function applyCacheLimits(db: object, limits: CacheLimits): void {
  limitCachesOf(db, limits);
  accessTokenCache.capacity = limits.accessTokens;
}

/** One cache's figures: name, setting, entries held and limit. */
export interface CacheFigure {
  name: string;
  variable: string;
  size: number;
  max: number;
}

/** Every cache of `db`'s server with its entries and limit, for `npm run bench` and `npm run memory`. */
export function cacheFigures(db: object): CacheFigure[] {
  const settings: Record<string, CacheSetting> = CACHE_SETTINGS;
  return [
    ...cachesOf(db).map((c) => ({ ...c, variable: settings[c.name]?.variable ?? '' })),
    {
      name: 'accessTokens',
      variable: CACHE_SETTINGS.accessTokens.variable,
      size: accessTokenCache.size,
      max: accessTokenCache.capacity,
    },
  ];
}
