/**
 * `npm run bench`: API throughput and tail latency as ratios to a bare node:http JSON server measured
 * in the same run. Both servers run on this process's event loop (the same conditions); the load
 * comes from autocannon in a worker thread, so the generator does not steal the servers' event loop.
 * The bare server answers each call with the very bytes the API gave for it (same body sizes), so
 * the ratio shows all the API's own cost: routing, auth, validation, pricing, serialising. Every target gets a warm-up, then a fixed
 * measurement (50 connections, loopback only), bare and API interleaved (bare, API, API, bare) so a
 * busy machine affects both alike. Prints a table and exits 1 when a ratio is below its target or a
 * request failed. Not part of `npm test`: timings depend on the machine.
 */
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { addDays, brusselsToday } from '../core/dates';
import { loadConfig } from '../server/config';
import { startServer } from '../server/server';

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const WARMUP_S = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const TARGETS = { price: 0.5, streets: 0.7 } as const;
/** The whole run is cut off after this long, so a hung server cannot keep the bench alive. */
const LIMIT_MS = 10 * 60_000;

interface Measure {
  rps: number;
  p99: number;
  errors: number;
  /** CPU time of the servers' thread per answered request, µs: the cost, less sensitive to other load. */
  busyUs: number;
}

interface Call {
  method: 'GET' | 'POST';
  path: string;
  body?: string;
}

async function cannon(
  base: string,
  calls: Call[],
  headers: Record<string, string>,
  seconds: number,
): Promise<Measure> {
  const before = process.threadCpuUsage();
  const r = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: seconds,
    // One worker thread: the load generator gets its own event loop (and core) instead of the servers'.
    workers: 1,
    requests: calls.map((c) => ({
      method: c.method,
      path: c.path,
      headers,
      ...(c.body ? { body: c.body } : {}),
    })),
  });
  const cpu = process.threadCpuUsage(before);
  return {
    rps: r.requests.average,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts + r.non2xx,
    busyUs: (cpu.user + cpu.system) / Math.max(1, r.requests.total),
  };
}

/**
 * Measures the bare server and the API on the same calls: both warmed up, then measured in the order
 * bare, API, API, bare (half the duration each), so load from other programs that rises or falls
 * during the run weighs on both alike. Throughput is the mean of the halves, p99 the worse half.
 */
async function compare(bareBase: string, apiBase: string, calls: Call[], headers: Record<string, string>) {
  if (WARMUP_S > 0) {
    await cannon(bareBase, calls, headers, WARMUP_S);
    await cannon(apiBase, calls, headers, WARMUP_S);
  }
  const half = DURATION_S / 2;
  const runs: Record<'bare' | 'api', Measure[]> = { bare: [], api: [] };
  for (const which of ['bare', 'api', 'api', 'bare'] as const) {
    runs[which].push(await cannon(which === 'bare' ? bareBase : apiBase, calls, headers, half));
  }
  const merge = (ms: Measure[]): Measure => ({
    rps: ms.reduce((sum, m) => sum + m.rps, 0) / ms.length,
    p99: Math.max(...ms.map((m) => m.p99)),
    errors: ms.reduce((sum, m) => sum + m.errors, 0),
    busyUs: ms.reduce((sum, m) => sum + m.busyUs, 0) / ms.length,
  });
  return { baseline: merge(runs.bare), api: merge(runs.api) };
}

/**
 * A bare node:http server that answers each call with the bytes `answers` holds for it: it reads the
 * request body to its end (as any server must) and writes the API's own answer, nothing else.
 */
async function bareServer(answers: Map<string, string>): Promise<Server> {
  const bare = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const answer = answers.get(`${req.method} ${req.url}`);
      res.writeHead(answer === undefined ? 404 : 200, { 'content-type': 'application/json' });
      res.end(answer ?? '{"status":false}');
    });
  });
  await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));
  return bare;
}

async function main(): Promise<number> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tb-bench-'));
  const source = join(process.env.DATA_DIR || '.data', 'pglite');
  // A copy keeps the benchmark's orders and tokens out of the real database; a fresh one is built when none exists.
  if (existsSync(source)) cpSync(source, join(dataDir, 'pglite'), { recursive: true });
  const server = await startServer(
    loadConfig({
      ...process.env,
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      OSRM_URL: '',
    }),
  );
  let bare: Server | undefined;
  try {
    const base = `http://127.0.0.1:${server.port}`;
    const tokenRes = await fetch(`${base}/api/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ grant_type: 'client_credentials', client_id: 'webapp' }),
    });
    const token = ((await tokenRes.json()) as { access_token: string }).access_token;
    const priceHeaders = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
    const price: Call = {
      method: 'POST',
      path: '/api/billoprice',
      body: JSON.stringify({
        soortvervoer: 'comfort',
        heenterug: 'HT',
        datum: addDays(brusselsToday(new Date()), 120),
        pax: 2,
        koffers: 2,
        idluchthavenheen: 'BRU',
        fromheen: 'Korenmarkt 1, 9000 Gent',
        idluchthavenretour: 'BRU',
        toretour: 'Korenmarkt 1, 9000 Gent',
      }),
    };
    const streets: Call[] = ['9000/Kor', '9000/Sint', '1000/Rue%20de%20la', '2000/Mei', '4000/Rue'].map(
      (p) => ({
        method: 'GET',
        path: `/api/streets/zoekstraten/${p}`,
      }),
    );
    // The API's own answers become the bare server's, so both send the same bytes.
    const answers = new Map<string, string>();
    for (const call of [price, ...streets]) {
      const res = await fetch(base + call.path, {
        method: call.method,
        headers: call.body ? priceHeaders : {},
        ...(call.body ? { body: call.body } : {}),
      });
      if (!res.ok)
        throw new Error(
          `${call.method} ${call.path} failed before the benchmark: ${res.status} ${await res.text()}`,
        );
      answers.set(`${call.method} ${call.path}`, await res.text());
    }
    bare = await bareServer(answers);
    const bareBase = `http://127.0.0.1:${(bare.address() as AddressInfo).port}`;

    console.log(
      `autocannon in a worker thread: ${CONNECTIONS} connections, ${WARMUP_S} s warm-up + ${DURATION_S} s per server and call (interleaved halves), loopback`,
    );
    const rows: [string, Measure, Measure, number][] = [];
    for (const [name, calls, headers, target] of [
      ['POST /api/billoprice', [price], priceHeaders, TARGETS.price],
      ['GET streets lookup', streets, {}, TARGETS.streets],
    ] as const) {
      const { baseline, api } = await compare(bareBase, base, [...calls], headers);
      rows.push([name, api, baseline, target]);
    }

    let failed = false;
    const num = (n: number, w: number) => n.toFixed(0).padStart(w);
    console.log(
      `${'target'.padEnd(22)}   req/s  p99 ms  errors  µs/req | bare req/s  p99 ms  µs/req | ratio  goal  verdict`,
    );
    for (const [name, api, baseline, target] of rows) {
      const ratio = api.rps / baseline.rps;
      const good = ratio >= target && api.errors === 0 && baseline.errors === 0;
      if (!good) failed = true;
      console.log(
        `${name.padEnd(22)} ${num(api.rps, 7)} ${num(api.p99, 7)} ${num(api.errors, 7)} ${num(api.busyUs, 7)} | ` +
          `${num(baseline.rps, 10)} ${num(baseline.p99, 7)} ${num(baseline.busyUs, 7)} | ` +
          `${ratio.toFixed(2).padStart(5)} ${target.toFixed(2).padStart(5)}  ${good ? 'ok' : 'BELOW TARGET'}`,
      );
    }
    return failed ? 1 : 0;
  } finally {
    if (bare) {
      const b = bare;
      await new Promise<void>((resolve) => {
        b.close(() => resolve());
        b.closeAllConnections();
      });
    }
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

setTimeout(() => {
  console.error(`The benchmark did not finish within ${LIMIT_MS / 60_000} minutes.`);
  process.exit(2);
}, LIMIT_MS).unref();

main().then(
  (code) => process.exit(code),
  (e: unknown) => {
    console.error(e);
    process.exit(1);
  },
);
