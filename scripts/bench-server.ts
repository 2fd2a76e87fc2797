/**
 * The API server as `npm run bench` and `npm run profile:api` measure it: the real server in this
 * process on a copy of the local database (or a fresh one), its request log as production writes it
 * (info lines through pino's asynchronous destination, here to a file in the bench's folder; warnings
 * and errors to the console), metrics and compression on; and the calls both send.
 */
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addDays, brusselsToday } from '../core/dates';
import { loadConfig } from '../server/config';
import { asyncDestination, createLogger, splitByLevel } from '../server/log';
import { prepare, startServer, type RunningServer } from '../server/server';

/** One call of a load: method, path and, for a POST, its JSON body. */
export interface Call {
  method: 'GET' | 'POST';
  path: string;
  body?: string;
}

/** A started bench server. */
export interface BenchServer {
  server: RunningServer;
  base: string;
  /** The file the request log goes to. */
  requestLogFile: string;
  /** Turns the request log on (info, as production) or off (warn: no line per request). */
  logsOn(on: boolean): void;
  /** Stops the server and removes its folder. */
  close(): Promise<void>;
}

/** Starts the API server as production runs it, on a copy of the local database. */
export async function startBenchServer(): Promise<BenchServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tb-bench-'));
  const source = join(process.env.DATA_DIR || '.data', 'pglite');
  // A copy keeps the benchmark's orders and tokens out of the real database; a fresh one is built when none exists.
  if (existsSync(source)) cpSync(source, join(dataDir, 'pglite'), { recursive: true });
  const config = loadConfig({
    ...process.env,
    DATABASE_URL: '',
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    OSRM_URL: '',
  });
  const requestLogFile = join(dataDir, 'requests.log');
  const logger = createLogger('info', splitByLevel(asyncDestination(requestLogFile)));
  const server = await startServer(config, { ...(await prepare(config)), log: logger });
  return {
    server,
    base: `http://127.0.0.1:${server.port}`,
    requestLogFile,
    logsOn: (on) => void (logger.level = on ? 'info' : 'warn'),
    close: async () => {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The headers of an anonymous caller's price call: a fresh anonymous token. */
export async function priceHeaders(base: string): Promise<Record<string, string>> {
  const res = await fetch(`${base}/api/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ grant_type: 'client_credentials', client_id: 'webapp' }),
  });
  const token = ((await res.json()) as { access_token: string }).access_token;
  return { 'content-type': 'application/json', authorization: `Bearer ${token}` };
}

/** A round trip Gent ↔ Brussels Airport for two, four months ahead. */
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

/** Street look-ups of five postal codes, in Dutch and French. */
export const STREET_CALLS: readonly Call[] = [
  '9000/Kor',
  '9000/Sint',
  '1000/Rue%20de%20la',
  '2000/Mei',
  '4000/Rue',
].map((p) => ({ method: 'GET', path: `/api/streets/zoekstraten/${p}` }));
