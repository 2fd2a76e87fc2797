/**
 * `npm run profile:api`: where the server's time goes per request, from a V8 CPU profile (the one
 * `node --cpu-prof` writes), for the two calls `npm run bench` measures. The server runs as production
 * runs it (scripts/bench-server.ts: request log at info through the asynchronous destination, metrics,
 * compression), in this process; autocannon loads it from a worker thread (50 connections, loopback)
 * while the profiler samples this thread every 100 µs. Each sample's own time is put in one step of
 * the request path by the file of its function, and each step's time is divided by the requests
 * answered: microseconds per request. The profiles are written to .data/profile-*.cpuprofile (open
 * them in Chrome's DevTools). The figures in docs/booking-api.md come from this script.
 *
 * PROFILE_SECONDS sets the measured time per call (default 8).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { priceCall, priceHeaders, startBenchServer, STREET_CALLS, type Call } from './bench-server';

const SECONDS = Number(process.env.PROFILE_SECONDS ?? 8);
const ROOT = join(import.meta.dirname, '..');

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
  children?: number[];
}

interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** The steps of the request path, each with what marks a function as its own (file or name). */
const STEPS: [string, (url: string, name: string) => boolean][] = [
  [
    'request log (pino, SonicBoom)',
    (u) =>
      /\/(pino|sonic-boom|fast-redact|quick-format|on-exit)/.test(u) ||
      u.endsWith('/server/log.ts') ||
      u.endsWith('/request-log.ts'),
  ],
  ['metrics (prom-client)', (u) => u.includes('/prom-client/') || u.endsWith('/http/metrics.ts')],
  [
    'body validation (zod, fields)',
    (u) => u.includes('/zod/') || /\/(pricing\/request|pricing\/request-fields|http\/input)\.ts$/.test(u),
  ],
  [
    'pricing and places',
    (u) => u.includes('/server/pricing/') || u.includes('/server/places/') || u.includes('/core/'),
  ],
  ['access token check', (u) => u.includes('/server/auth/')],
  ['database', (u) => u.includes('/pglite/') || u.includes('/server/data/')],
  ['edge middleware (headers, compression, body limit)', (u) => u.includes('/server/http/')],
  ['routes and envelope', (u) => u.includes('/server/routes/') || u.endsWith('/server/app.ts')],
  ['Hono and its Node adapter', (u) => u.includes('/hono/') || u.includes('/@hono/')],
  ['Node HTTP, sockets, streams', (u) => u.startsWith('node:')],
  ['JSON, regular expressions, other built-ins', (u, n) => u === '' && !n.startsWith('(')],
  ['garbage collection', (_, n) => n === '(garbage collector)'],
  ['V8 and native code (program)', (_, n) => n === '(program)'],
];

/** Self time in µs per step, from the samples of `profile`; idle time is left out. */
function selfTimes(profile: Profile): Map<string, number> {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const times = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const frame = byId.get(id)?.callFrame;
    if (!frame || frame.functionName === '(idle)') return;
    const url = frame.url.replace(`file://${ROOT}`, '');
    const step = STEPS.find(([, owns]) => owns(url, frame.functionName))?.[0] ?? 'other';
    times.set(step, (times.get(step) ?? 0) + (profile.timeDeltas[i] ?? 0));
  });
  return times;
}

async function profileCall(
  session: Session,
  base: string,
  name: string,
  calls: Call[],
  headers: Record<string, string>,
): Promise<void> {
  const load = (duration: number) =>
    autocannon({
      url: base,
      connections: 50,
      duration,
      workers: 1,
      requests: calls.map((c) => ({
        method: c.method,
        path: c.path,
        headers,
        ...(c.body ? { body: c.body } : {}),
      })),
    });
  await load(3);
  await session.post('Profiler.start');
  const result = await load(SECONDS);
  const { profile } = (await session.post('Profiler.stop')) as unknown as { profile: Profile };
  const requests = result.requests.total;
  const file = join(ROOT, '.data', `profile-${name.replace(/\W+/g, '-')}.cpuprofile`);
  writeFileSync(file, JSON.stringify(profile));
  const times = [...selfTimes(profile)].sort((a, b) => b[1] - a[1]);
  const total = times.reduce((sum, [, t]) => sum + t, 0);
  console.log(
    `\n${name}: ${requests} requests in ${SECONDS} s, ${(total / requests).toFixed(1)} µs of this thread per request (profiler on)`,
  );
  for (const [step, t] of times)
    console.log(
      `  ${(t / requests).toFixed(1).padStart(6)} µs  ${((100 * t) / total).toFixed(0).padStart(3)} %  ${step}`,
    );
  console.log(`  profile: ${file}`);
}

const bench = await startBenchServer();
const session = new Session();
session.connect();
try {
  mkdirSync(join(ROOT, '.data'), { recursive: true });
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 100 });
  const headers = await priceHeaders(bench.base);
  await profileCall(session, bench.base, 'POST /api/billoprice', [priceCall()], headers);
  await profileCall(session, bench.base, 'GET streets lookup', [...STREET_CALLS], {});
} finally {
  session.disconnect();
  await bench.close();
}
process.exit(0);
