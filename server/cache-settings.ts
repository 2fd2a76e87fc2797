/**
 * The in-process caches' limits (issue 24): every cache the server keeps holds at most the number of
 * entries its setting allows, so memory stays bounded whatever mix of requests comes in. Each limit is
 * an environment variable read at start ({@link CACHE_SETTINGS}); `npm run bench` and
 * `npm run memory` print the caches' sizes against their limits (server/caches.ts). The settings stand
 * apart from the caches so the configuration reads them without importing the domains that own caches.
 */
/** One cache's setting: its variable, default number of entries and what it holds. */
export interface CacheSetting {
  variable: string;
  fallback: number;
  meaning: string;
}

/**
 * Every cache's limit, by the name the cache is made with (server/data/database-caches.ts cachePerDatabase).
 * The defaults hold the working set of a busy day (an entry is well under 2 KB: about 40 MB in all
 * when every cache is full) and were the fixed sizes before they became settings.
 */
export const CACHE_SETTINGS = {
  streetLookups: {
    variable: 'CACHE_STREET_LOOKUPS',
    fallback: 5000,
    meaning: 'street look-ups (postal code, language, typed prefix) and their suggestions',
  },
  streetAnswers: {
    variable: 'CACHE_STREET_ANSWERS',
    fallback: 5000,
    meaning: 'serialised answers of GET /api/streets/zoekstraten',
  },
  streetIndexes: {
    variable: 'CACHE_STREET_INDEXES',
    fallback: 1200,
    meaning: 'the searchable street names of a postal code (one entry per postal code)',
  },
  homes: { variable: 'CACHE_HOMES', fallback: 5000, meaning: 'home addresses located by the price call' },
  airports: { variable: 'CACHE_AIRPORTS', fallback: 500, meaning: 'airport locations' },
  routes: { variable: 'CACHE_ROUTES', fallback: 2000, meaning: 'routes between two points' },
  legs: { variable: 'CACHE_LEGS', fallback: 5000, meaning: 'routed legs (address, airport, direction)' },
  quotePos: { variable: 'CACHE_QUOTE_READS', fallback: 1000, meaning: 'PO numbers read by the price call' },
  quoteCoupons: { variable: 'CACHE_QUOTE_READS', fallback: 1000, meaning: 'coupons read by the price call' },
  quoteLicences: {
    variable: 'CACHE_QUOTE_READS',
    fallback: 1000,
    meaning: 'agent licences read by the price call',
  },
  flightSchedules: {
    variable: 'CACHE_FLIGHT_SCHEDULES',
    fallback: 2000,
    meaning: 'flight schedules the provider gave the flight look-up (flight, date, role)',
  },
  accessTokens: {
    variable: 'CACHE_ACCESS_TOKENS',
    fallback: 10_000,
    meaning: 'positive access-token checks (one cache for the process)',
  },
} as const satisfies Record<string, CacheSetting>;

/** The name of a cache with a setting. */
export type CacheName = keyof typeof CACHE_SETTINGS;

/** Each cache's limit in entries. */
export type CacheLimits = Record<CacheName, number>;

/** The most entries a cache setting may allow: beyond this a cache is no longer a bound. */
export const MAX_CACHE_ENTRIES = 1_000_000;
