import { resolve } from 'node:path';
import { readDate, type OperatorIdentity } from '../core';
import { CACHE_SETTINGS, MAX_CACHE_ENTRIES, type CacheLimits, type CacheName } from './cache-settings';
import { loadOperatorIdentity } from './operator/identity-file';

/** Where and how the flight-status provider is asked (issue 26). */
export interface FlightStatusConfig {
  /** Base URL, without a trailing slash. */
  url: string;
  /** The API key, sent as `X-RapidAPI-Key`. */
  key: string;
  /** The `X-RapidAPI-Host` header: the URL's host name. */
  host: string;
  /** How long one question may take before it counts as the provider being down. */
  timeoutMs: number;
}

/** A configuration value the product cannot start with; its message is one sentence for the operator. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Everything the server reads from the environment, parsed once at start. */
export interface Config {
  /** TCP port; `PORT`. @default 4321 */
  port: number;
  /** Host name to bind; `HOST`. @default '0.0.0.0' */
  host: string;
  /** Public base URL used in e-mails and payment return URLs; `PUBLIC_URL`. @default `http://localhost:${port}` */
  publicUrl: string;
  /** `postgres://` URL of a real PostgreSQL server; `DATABASE_URL`. Unset means embedded PGlite. */
  databaseUrl: string | undefined;
  /** Folder for the embedded database, outbox and other runtime files; `DATA_DIR`. @default '.data' */
  dataDir: string;
  /** Folder of the built site and widget; `DIST_DIR`. @default 'dist' */
  distDir: string;
  /** Folder of the geodata files; `GEODATA_DIR`. @default 'data' */
  geodataDir: string;
  /** IATA codes of the airports served; `AIRPORTS` (comma separated). Unset: those marked core in data/airports.csv. */
  airports: string[] | undefined;
  /**
   * The first date without Combi (YYYY/MM/DD); `COMBI_CUTOFF`. Unset: core's COMBI_CUTOFF_DATE. An
   * operator override in the database wins (server/pricing/booking-settings.ts).
   */
  combiCutoff: string | undefined;
  /** Version info served at /api/version; `APP_VERSION`, `APP_HOTFIX`. Overridable in the database by the admin CLI. */
  version: string;
  hotfix: boolean;
  /**
   * Seconds between two runs of the scheduled work (server/jobs/); `JOBS_INTERVAL_SECONDS`. 0 turns the
   * scheduler off (tests drive it by hand). @default 60
   */
  jobsIntervalSeconds: number;
  /**
   * Attempts at sending an e-mail the product owes (the order confirmation), the first included; after
   * the last failure it is given up and shown as such on the order's page in the back office, where the
   * operator may send it again. Attempts wait 30 s, 1, 2, 4 … minutes apart; `MAIL_MAX_ATTEMPTS`.
   * @default 8
   */
  mailMaxAttempts: number;
  /**
   * The operator's identity (company, VAT number, address, phones, e-mail, sender, logo) from
   * operator.json or the file `OPERATOR_FILE` names; the example identity while there is none.
   */
  operator: OperatorIdentity;
  /** The logo file's absolute path, when operator.json names one. */
  operatorLogo: string | undefined;
  /** Each in-process cache's most entries, from its variable (server/caches.ts CACHE_SETTINGS). */
  cacheLimits: CacheLimits;
  /**
   * The embedded database's page cache in MB, postgres's shared_buffers; `PGLITE_SHARED_BUFFERS_MB`.
   * PGlite's WebAssembly memory only grows, so this bounds what reads add to it. @default 32
   */
  pgliteSharedBuffersMb: number;
  /**
   * V8's largest semi-space in MB; `HEAP_SEMI_SPACE_MB`. V8 reads it only as a command-line flag, so
   * `npm start` passes it (package.json); checked here so a bad value stops the start. @default 16
   */
  heapSemiSpaceMb: number;
  /**
   * The cost of new password hashes, log2 of scrypt's N; `PASSWORD_HASH_COST`. Each step doubles the
   * time and memory of a hash; a stored hash keeps the cost it was made with, so raising it later
   * breaks no login. @default 15 (OWASP's recommendation: 32 MiB and about 85 ms a hash here)
   */
  passwordHashCost: number;
  /**
   * The flight-status provider (AeroDataBox, server/flights/aerodatabox.ts), or undefined when
   * `AERODATABOX_KEY` is unset: then the dispatcher sets the landing time by hand. `AERODATABOX_URL`
   * (default its RapidAPI address), `FLIGHT_STATUS_TIMEOUT_MS` (default 5000).
   */
  flightStatus: FlightStatusConfig | undefined;
  /** Raw environment, for modules that read their own optional settings (SMTP, payment, OSRM, VIES). */
  env: Readonly<Record<string, string | undefined>>;
}

function int(
  env: Record<string, string | undefined>,
  name: string,
  fallback: number,
  min: number,
  max: number,
): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, not "${raw}".`);
  }
  return n;
}

/** Reads every cache's limit from its variable (one variable may bound several caches alike). */
function cacheLimits(env: Record<string, string | undefined>): CacheLimits {
  const limits = {} as CacheLimits;
  for (const [name, s] of Object.entries(CACHE_SETTINGS)) {
    limits[name as CacheName] = int(env, s.variable, s.fallback, 1, MAX_CACHE_ENTRIES);
  }
  return limits;
}

/** Reads the configuration from `env`, throwing {@link ConfigError} with one clear sentence on bad values. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const port = int(env, 'PORT', 4321, 0, 65535);
  const databaseUrl = env.DATABASE_URL || undefined;
  if (databaseUrl !== undefined) {
    let url: URL;
    try {
      url = new URL(databaseUrl);
    } catch {
      throw new ConfigError(
        `DATABASE_URL is not a URL; expected postgres://user:password@host:5432/database.`,
      );
    }
    if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') {
      throw new ConfigError(
        `DATABASE_URL must start with postgres:// or postgresql://, not ${url.protocol}//; unset it to use the embedded database.`,
      );
    }
  }
  const airports = env.AIRPORTS
    ? env.AIRPORTS.split(',')
        .map((s) => s.trim().toUpperCase())
        .filter(Boolean)
    : undefined;
  if (airports?.some((a) => !/^[A-Z]{3}$/.test(a))) {
    throw new ConfigError(
      `AIRPORTS must be a comma-separated list of three-letter IATA codes, not "${env.AIRPORTS}".`,
    );
  }
  const combiCutoff = env.COMBI_CUTOFF ? readDate(env.COMBI_CUTOFF) : undefined;
  if (env.COMBI_CUTOFF && combiCutoff === undefined) {
    throw new ConfigError(`COMBI_CUTOFF must be a date like 2021/09/16, not "${env.COMBI_CUTOFF}".`);
  }
  // The feedback links' signing secret (server/feedback/feedback-link.ts): a short one could be guessed.
  if (env.FEEDBACK_SECRET && env.FEEDBACK_SECRET.length < 32) {
    throw new ConfigError('FEEDBACK_SECRET must be at least 32 characters long; unset it to generate one.');
  }
  // The download links' signing secret (server/downloads/links.ts), likewise.
  if (env.DOWNLOAD_SECRET && env.DOWNLOAD_SECRET.length < 32) {
    throw new ConfigError('DOWNLOAD_SECRET must be at least 32 characters long; unset it to generate one.');
  }
  const operator = loadOperatorIdentity(env, (message) => new ConfigError(message));
  return {
    flightStatus: flightStatusConfig(env),
    port,
    host: env.HOST || '0.0.0.0',
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/$/, ''),
    databaseUrl,
    dataDir: resolve(env.DATA_DIR || '.data'),
    distDir: resolve(env.DIST_DIR || 'dist'),
    geodataDir: resolve(env.GEODATA_DIR || 'data'),
    airports,
    combiCutoff,
    version: env.APP_VERSION || '1.0.0',
    hotfix: env.APP_HOTFIX === '1' || env.APP_HOTFIX === 'true',
    jobsIntervalSeconds: int(env, 'JOBS_INTERVAL_SECONDS', 60, 0, 86_400),
    mailMaxAttempts: int(env, 'MAIL_MAX_ATTEMPTS', 8, 1, 30),
    operator: operator.identity,
    operatorLogo: operator.logoPath,
    cacheLimits: cacheLimits(env),
    pgliteSharedBuffersMb: int(env, 'PGLITE_SHARED_BUFFERS_MB', 32, 1, 1024),
    heapSemiSpaceMb: int(env, 'HEAP_SEMI_SPACE_MB', 16, 1, 256),
    passwordHashCost: int(env, 'PASSWORD_HASH_COST', 15, 10, 20),
    env,
  };
}

/** Reads the flight-status provider's settings; undefined without `AERODATABOX_KEY`. */
function flightStatusConfig(env: Record<string, string | undefined>): FlightStatusConfig | undefined {
  const key = env.AERODATABOX_KEY?.trim();
  if (!key) return undefined;
  const raw = (env.AERODATABOX_URL?.trim() || 'https://aerodatabox.p.rapidapi.com').replace(/\/+$/, '');
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`AERODATABOX_URL is not a URL: "${raw}".`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new ConfigError(`AERODATABOX_URL must start with https://, not ${url.protocol}//.`);
  return {
    url: raw,
    key,
    host: url.hostname,
    timeoutMs: int(env, 'FLIGHT_STATUS_TIMEOUT_MS', 5000, 100, 60_000),
  };
}
