/**
 * What `npm run bench` and scripts/profile-request.ts share: the API server's data folder and
 * configuration as they run it, an anonymous caller's token, and the two calls they load (a price and
 * five street look-ups).
 */
import { cpSync, existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addDays, brusselsToday } from '../core/dates';
import { loadConfig, type Config } from '../server/config';

/** One call of a load: method, path and, for a POST, its JSON body. */
export interface Call {
  method: 'GET' | 'POST';
  path: string;
  body?: string;
}

/**
 * A fresh data folder (prefix `prefix`) holding a copy of the local database, so a run's orders and
 * tokens stay out of the real one; a fresh database is built when there is none to copy.
 */
export function benchDataDir(prefix: string): string {
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  const source = join(process.env.DATA_DIR || '.data', 'pglite');
  if (existsSync(source)) cpSync(source, join(dataDir, 'pglite'), { recursive: true });
  return dataDir;
}

/** The server's configuration for a run in `dataDir`: embedded database, loopback, any free port. */
export function benchConfig(dataDir: string): Config {
  return loadConfig({
    ...process.env,
    DATABASE_URL: '',
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    OSRM_URL: '',
  });
}

/** The headers of an anonymous caller's price call: a fresh anonymous token from `base`. */
export async function callerHeaders(base: string): Promise<Record<string, string>> {
  const res = await fetch(`${base}/api/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ grant_type: 'client_credentials', client_id: 'webapp' }),
  });
  const token = ((await res.json()) as { access_token: string }).access_token;
  return { 'content-type': 'application/json', authorization: `Bearer ${token}` };
}

/** A round trip Gent ↔ Brussels Airport for two, four months after `now`. */
export function priceCall(now: Date = new Date()): Call {
  return {
    method: 'POST',
    path: '/api/billoprice',
    body: JSON.stringify({
      soortvervoer: 'comfort',
      heenterug: 'HT',
      datum: addDays(brusselsToday(now), 120),
      pax: 2,
      koffers: 2,
      idluchthavenheen: 'BRU',
      fromheen: 'Korenmarkt 1, 9000 Gent',
      idluchthavenretour: 'BRU',
      toretour: 'Korenmarkt 1, 9000 Gent',
    }),
  };
}

/** Street look-ups in five postal codes, in Dutch and French. */
export const STREET_CALLS: readonly Call[] = [
  '9000/Kor',
  '9000/Sint',
  '1000/Rue%20de%20la',
  '2000/Mei',
  '4000/Rue',
].map((p) => ({ method: 'GET', path: `/api/streets/zoekstraten/${p}` }));
