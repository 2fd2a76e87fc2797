/**
 * `npm exec -- node --import tsx scripts/profile-request.ts [price|streets] [function ...]`: loads one
 * API call for PROFILE_SECONDS (8) on a server run as production runs it (request log at info through
 * pino's asynchronous destination to a file, metrics, compression) and takes a CPU profile of that load
 * only (V8's profiler through node:inspector, as `node --cpu-prof` does, without the start-up). Prints
 * the time per request in each named function (scripts/profile-summary.ts) and saves the profile as
 * PROFILE_OUT (default profile-<call>.cpuprofile in the temporary folder) for Chrome's DevTools. The
 * per-step costs in docs/booking-api.md come from it.
 */
import { rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { pino } from 'pino';
import { createLogger } from '../server/log';
import { prepare, startServer } from '../server/server';
import { benchConfig, benchDataDir, callerHeaders, priceCall, STREET_CALLS } from './bench-calls';
import { summarize, type Profile } from './profile-summary';

const which = process.argv[2] === 'streets' ? 'streets' : 'price';
const dataDir = benchDataDir('tb-profile-');
const config = benchConfig(dataDir);
const logger = createLogger('info', pino.destination({ dest: join(dataDir, 'requests.log'), sync: false }));
const server = await startServer(config, { ...(await prepare(config)), log: logger });
const base = `http://127.0.0.1:${server.port}`;
const headers = await callerHeaders(base);
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
  requests: (which === 'price' ? [priceCall()] : STREET_CALLS).map((c) => ({
    ...c,
    ...(c.body ? { headers } : {}),
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
