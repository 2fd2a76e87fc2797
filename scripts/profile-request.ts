/**
 * `npm exec -- node --import tsx scripts/profile-request.ts [price|streets] [function ...]`: loads one
 * API call for PROFILE_SECONDS (8) on a server run as production runs it (request log at info through
 * pino's asynchronous destination to a file, metrics, compression) and takes a CPU profile of that load
 * only (V8's profiler through node:inspector, as `node --cpu-prof` does, without the start-up). Prints
 * the time per request in each named function (scripts/profile-summary.ts) and saves the profile as
 * PROFILE_OUT (default profile-<call>.cpuprofile in the temporary folder) for Chrome's DevTools. The
 * per-step costs in docs/booking-api.md come from it.
 */
import { cpSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { addDays, brusselsToday } from '../core/dates';
import { loadConfig } from '../server/config';
import { pino } from 'pino';
import { createLogger } from '../server/log';
import { prepare, startServer } from '../server/server';
import { summarize, type Profile } from './profile-summary';

const which = process.argv[2] === 'streets' ? 'streets' : 'price';
const dataDir = mkdtempSync(join(tmpdir(), 'tb-profile-'));
const source = join(process.env.DATA_DIR || '.data', 'pglite');
if (existsSync(source)) cpSync(source, join(dataDir, 'pglite'), { recursive: true });
const config = loadConfig({
  ...process.env,
  DATABASE_URL: '',
  DATA_DIR: dataDir,
  PORT: '0',
  HOST: '127.0.0.1',
  OSRM_URL: '',
});
const logger = createLogger('info', pino.destination({ dest: join(dataDir, 'requests.log'), sync: false }));
const server = await startServer(config, { ...(await prepare(config)), log: logger });
const base = `http://127.0.0.1:${server.port}`;
const tokenRes = await fetch(`${base}/api/token`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ grant_type: 'client_credentials', client_id: 'webapp' }),
});
const token = ((await tokenRes.json()) as { access_token: string }).access_token;
const body = JSON.stringify({
  soortvervoer: 'comfort',
  heenterug: 'HT',
  datum: addDays(brusselsToday(new Date()), 120),
  pax: 2,
  koffers: 2,
  idluchthavenheen: 'BRU',
  fromheen: 'Korenmarkt 1, 9000 Gent',
  idluchthavenretour: 'BRU',
  toretour: 'Korenmarkt 1, 9000 Gent',
});
const session = new Session();
session.connect();
await session.post('Profiler.enable');
await session.post('Profiler.setSamplingInterval', { interval: 100 });
await session.post('Profiler.start');
const r = await autocannon({
  url: base,
  connections: 50,
  duration: Number(process.env.PROFILE_SECONDS ?? 8),
  workers: 1,
  requests:
    which === 'price'
      ? [
          {
            method: 'POST',
            path: '/api/billoprice',
            body,
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          },
        ]
      : ['9000/Kor', '9000/Sint', '1000/Rue%20de%20la', '2000/Mei', '4000/Rue'].map((p) => ({
          method: 'GET' as const,
          path: `/api/streets/zoekstraten/${p}`,
        })),
});
const { profile } = (await session.post('Profiler.stop')) as unknown as { profile: Profile };
session.disconnect();
const out = process.env.PROFILE_OUT || join(tmpdir(), `profile-${which}.cpuprofile`);
writeFileSync(out, JSON.stringify(profile));
console.log(
  `${which}: ${r.requests.total} requests, ${r.requests.average} req/s, errors ${r.errors + r.non2xx}; profile in ${out}`,
);
for (const line of summarize(profile, r.requests.total, process.argv.slice(3))) console.log(line);
await server.close();
logger.flush();
rmSync(dataDir, { recursive: true, force: true });
process.exit(0);
