/**
 * `npm run bench`: API throughput and tail latency as ratios to a bare node:http JSON server measured
 * in the same run. All servers run on this process's event loop (the same conditions); the load comes
 * from autocannon in a worker thread, so the generator does not steal the servers' event loop.
 *
 * The baseline is what "a bare node:http JSON server" does and nothing more: it reads the request body
 * to its end, parses it as JSON when there is one, and answers with JSON.stringify of the very answer
 * the API gave for that call (same body sizes). The ratio thus shows everything the API adds to being
 * a JSON server: routing, auth, validation, pricing, the envelope. A second, stricter reference that
 * writes fixed bytes without parsing or serialising anything is printed for information.
 *
 * The API runs as production runs it: its request log at info through pino's asynchronous destination
 * to a file, metrics and compression on. The same app with logs off (warnings only, on a second port
 * of this process, same database) is measured beside it, for information: the targets apply to the
 * production figures.
 *
 * Every server gets a warm-up, then a fixed measurement (50 connections, loopback only), interleaved
 * (JSON, bytes, API, API logs off, API logs off, API, bytes, JSON, three times over) so a busy machine
 * affects all alike. Prints a table and exits 1 when a ratio is below its target, the API's p99 is not
 * under {@link P99_TARGET_MS} or a request failed. Not part of `npm test`: timings depend on the machine.
 *
 * Memory (RSS, heap, PGlite's WebAssembly memory as external) and every cache's entries against its
 * limit are printed after the start and after the load (scripts/memory-figures.ts).
 *
 * Then the server's cold and warm start and its memory (scripts/startup.ts) and Lighthouse's four
 * scores of Home, Pricing and Events on the mobile profile (scripts/lighthouse.ts, Debian's Chromium
 * or CHROME_PATH); a page below its Lighthouse targets also makes the run exit 1.
 *
 * Last, the server's own memory in a child process on PGlite and on PostgreSQL after start and after
 * two equal mixed loads (scripts/memory-databases.ts); PostgreSQL's RSS over its target or growth
 * between the loads also makes the run exit 1.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { fileLogger } from '../server/log';
import { prepare, startServer } from '../server/server';
import { compressionTable } from './api-compression';
import { benchConfig, benchDataDir, callerHeaders, priceCall, STREET_CALLS, type Call } from './bench-calls';
import { quietServer } from './bench-quiet-server';
import { lighthouseScores, printScores } from './lighthouse';
import { partnerServer, partnerViews, type View } from './partner-download';
import { cacheLines, memoryLine } from './memory-figures';
import { memorySection } from './memory-databases';
import { measureStartup } from './startup';
import { streetSearchFigures } from './street-search-figures';

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 6);
const WARMUP_S = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
/** How often the measuring order (see {@link compare}) is run; each slot gets an equal share. */
const ROUNDS = 3;
/** The least API req/s (request log on, as in production) as a share of the bare JSON server's, per call. */
const TARGETS = { price: 0.35, streets: 0.6 } as const;
/** The API's p99 latency must stay under this at {@link CONNECTIONS} connections, for both calls. */
const P99_TARGET_MS = 20;
/** The whole run is cut off after this long, so a hung server cannot keep the bench alive. */
const LIMIT_MS = 15 * 60_000;

interface Measure {
  rps: number;
  p99: number;
  /** The worst slot's p99 (a merged measure only), for information. */
  worstP99?: number;
  errors: number;
  /** CPU time of the servers' thread per answered request, µs: the cost, less sensitive to other load. */
  busyUs: number;
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

/** The servers measured: the two baselines, the API as in production, and the API with logs off. */
type Which = 'json' | 'bytes' | 'api' | 'quiet';

/**
 * Measures the two baselines and the API (logs on, logs off) on the same calls: all warmed up, then
 * measured {@link ROUNDS} times in the order JSON, bytes, API, quiet, quiet, API, bytes, JSON, so load
 * from other programs that rises or falls during the run weighs on all alike. Throughput, p99 and CPU per request are the median of the slots
 * (one slot hit by a burst of other load does not decide the verdict); the worst slot's p99 is shown
 * too. BENCH_DEBUG=1 prints every slot.
 */
async function compare(bases: Record<Which, string>, calls: Call[], headers: Record<string, string>) {
  if (WARMUP_S > 0) {
    for (const which of ['json', 'bytes', 'api', 'quiet'] as const)
      await cannon(bases[which], calls, headers, WARMUP_S);
  }
  const slot = Math.max(1, Math.round(DURATION_S / (2 * ROUNDS)));
  const runs: Record<Which, Measure[]> = { json: [], bytes: [], api: [], quiet: [] };
  for (let round = 0; round < ROUNDS; round++) {
    for (const which of ['json', 'bytes', 'api', 'quiet', 'quiet', 'api', 'bytes', 'json'] as const) {
      runs[which].push(await cannon(bases[which], calls, headers, slot));
      if (process.env.BENCH_DEBUG) console.log(which, JSON.stringify(runs[which].at(-1)));
    }
  }
  const median = (xs: number[]) => {
    const sorted = [...xs].sort((a, b) => a - b);
    const mid = sorted.length >> 1;
    return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
  };
  const merge = (ms: Measure[]): Measure => ({
    rps: median(ms.map((m) => m.rps)),
    p99: median(ms.map((m) => m.p99)),
    worstP99: Math.max(...ms.map((m) => m.p99)),
    errors: ms.reduce((sum, m) => sum + m.errors, 0),
    busyUs: median(ms.map((m) => m.busyUs)),
  });
  return {
    json: merge(runs.json),
    bytes: merge(runs.bytes),
    api: merge(runs.api),
    quiet: merge(runs.quiet),
  };
}

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/**
 * The baseline: a bare node:http JSON server. It reads the request body, parses it when there is one,
 * and answers with JSON.stringify of the answer `answers` holds for the call.
 */
function jsonServer(answers: Map<string, unknown>): Server {
  return createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      if (body !== '') JSON.parse(body);
      const answer = answers.get(`${req.method} ${req.url}`);
      const json = JSON.stringify(answer ?? { status: false });
      res.writeHead(answer === undefined ? 404 : 200, {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(json),
      });
      res.end(json);
    });
  });
}

/** The stricter reference: writes the API's answer as fixed bytes, parsing and serialising nothing. */
function bytesServer(answers: Map<string, unknown>): Server {
  const texts = new Map([...answers].map(([k, v]) => [k, JSON.stringify(v)]));
  return createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const answer = texts.get(`${req.method} ${req.url}`);
      res.writeHead(answer === undefined ? 404 : 200, { 'content-type': 'application/json' });
      res.end(answer ?? '{"status":false}');
    });
  });
}

async function main(): Promise<number> {
  const dataDir = benchDataDir('tb-bench-');
  const config = benchConfig(dataDir);
  // As production runs: every request's line at info, through pino's asynchronous destination to a file.
  const requestLog = fileLogger(join(dataDir, 'requests.log'), 'info');
  const server = await startServer(config, { ...(await prepare(config)), log: requestLog });
  const references: Server[] = [];
  try {
    const base = `http://127.0.0.1:${server.port}`;
    // Memory of this process (the API server, and the bench itself) and the server's caches against
    // their limits (issue 24); the spawned server's RSS follows in the start-up section.
    console.log(memoryLine('memory after start'));
    for (const line of cacheLines(server.ctx.db)) console.log(line);
    await streetSearchFigures(base);
    const priceHeaders = await callerHeaders(base);
    const price = priceCall();
    const streets = [...STREET_CALLS];
    // The API's own answers become the baselines' answers, so all send the same bytes.
    const answers = new Map<string, unknown>();
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
      answers.set(`${call.method} ${call.path}`, await res.json());
    }
    // Whether compressing pays, on these answers and the public airport list (a larger one).
    const airports = await (await fetch(`${base}/api/airports`)).text();
    console.log(
      compressionTable([
        ...[...answers].map(([name, body]): [string, string] => [name, JSON.stringify(body)]),
        ['GET /api/airports', airports],
      ]).join('\n'),
    );
    const json = jsonServer(answers);
    const bytes = bytesServer(answers);
    const quiet = quietServer(config, server.ctx);
    references.push(json, bytes, quiet);
    const bases = {
      json: await listen(json),
      bytes: await listen(bytes),
      api: base,
      quiet: await listen(quiet),
    };

    console.log(
      `autocannon in a worker thread: ${CONNECTIONS} connections, ${WARMUP_S} s warm-up + ${DURATION_S} s per server and call (interleaved in slots), loopback`,
    );
    const rows: [string, Record<Which, Measure>, number][] = [];
    for (const [name, calls, headers, target] of [
      ['POST /api/billoprice', [price], priceHeaders, TARGETS.price],
      ['GET streets lookup', streets, {}, TARGETS.streets],
    ] as const) {
      rows.push([name, await compare(bases, [...calls], headers), target]);
    }

    let failed = false;
    const num = (n: number, w: number) => n.toFixed(0).padStart(w);
    const cells = (m: Measure) => `${num(m.rps, 7)} ${num(m.p99, 6)} ${num(m.busyUs, 6)}`;
    console.log(
      `targets, API with its request log on (info, asynchronous to a file, as in production): req/s at least ${rows.map(([name, , target]) => `${target.toFixed(2)} (${name})`).join(' and ')} of the bare JSON server's; p99 under ${P99_TARGET_MS} ms at ${CONNECTIONS} connections. Logs off: the same app without the request log, for information`,
    );
    console.log(
      `${''.padEnd(31)} | ${'API'.padEnd(38)} | ${'bare JSON server'.padEnd(21)} | ${'fixed bytes'.padEnd(21)} | vs JSON server`,
    );
    console.log(
      `${'call'.padEnd(31)} |   req/s p99 ms µs/req errors worst p99 |   req/s p99 ms µs/req |   req/s p99 ms µs/req | ratio  goal  verdict  (vs bytes)`,
    );
    for (const [name, m, target] of rows) {
      const ratio = m.api.rps / m.json.rps;
      const faults = [
        ...(ratio < target ? ['BELOW'] : []),
        ...(m.api.p99 >= P99_TARGET_MS ? ['SLOW p99'] : []),
        ...(m.api.errors + m.quiet.errors + m.json.errors + m.bytes.errors > 0 ? ['ERRORS'] : []),
      ];
      if (faults.length > 0) failed = true;
      for (const [which, label, verdict] of [
        ['api', 'logs on ', `${target.toFixed(2).padStart(5)}  ${(faults.join(', ') || 'ok').padEnd(7)}`],
        ['quiet', 'logs off', `${'-'.padStart(5)}  ${'-'.padEnd(7)}`],
      ] as const) {
        const a = m[which];
        console.log(
          `${`${name} ${label}`.padEnd(31)} | ${cells(a)} ${num(a.errors, 6)} ${num(a.worstP99 ?? a.p99, 9)} | ${cells(m.json)} | ${cells(m.bytes)} | ` +
            `${(a.rps / m.json.rps).toFixed(2).padStart(5)} ${verdict}  (${(a.rps / m.bytes.rps).toFixed(2)})`,
        );
      }
    }
    console.log(
      "µs/req: CPU time of the servers' thread per answered request (kernel time of its socket writes included); p99: median of the slots, worst p99: the worst slot's.",
    );
    // The 20 ms target is absolute; the bare server's own p99 on this machine says how much of it is left
    // for the API (on a machine whose bare server has a p99 near 20 ms, no API can meet it).
    console.log(
      `p99 of the API (logs on) against the bare JSON server's on this machine: ${rows
        .map(
          ([name, m]) => `${name} ${m.api.p99} / ${m.json.p99} ms = ${(m.api.p99 / m.json.p99).toFixed(1)}×`,
        )
        .join(', ')}`,
    );
    console.log(memoryLine('memory after the load'));
    for (const line of cacheLines(server.ctx.db)) console.log(line);
    return failed ? 1 : 0;
  } finally {
    for (const reference of references) {
      await new Promise<void>((resolve) => {
        reference.close(() => resolve());
        reference.closeAllConnections();
      });
    }
    await server.close();
    requestLog.flush();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

setTimeout(() => {
  console.error(`The benchmark did not finish within ${LIMIT_MS / 60_000} minutes.`);
  process.exit(2);
}, LIMIT_MS).unref();

/**
 * The server's start-up and memory, then Lighthouse on the built site, served by the real entry point
 * (scripts/startup.ts, scripts/lighthouse.ts). Gives 1 when a page misses its Lighthouse targets.
 */
async function siteSections(): Promise<number> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tb-bench-start-'));
  try {
    let pagesOk = true;
    const s = await measureStartup(dataDir, async (url) => {
      pagesOk = printScores(await lighthouseScores(url));
      await partnerSection(url);
    });
    console.log(
      `\nStart-up: cold ${s.coldMs} ms (empty data folder: database created, migrated, geodata imported), ` +
        `warm ${s.warmMs} ms (spawn to "Serving on"); memory (RSS) ${s.rssAfterStartMb} MB after start, ` +
        `${s.rssAfterLoadMb} MB after ${s.load}`,
    );
    return pagesOk ? 0 : 1;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * What a partner's visitor downloads (issue 16): the widget's bytes and requests on the first and the
 * repeat view of a page of another origin that embeds it, and Lighthouse's mobile scores of that page.
 */
async function partnerSection(productUrl: string): Promise<void> {
  const partner = await partnerServer(productUrl);
  try {
    const { first, repeat } = await partnerViews(partner.url);
    const line = (name: string, v: View) =>
      `  ${name}: ${(v.widgetBytes / 1024).toFixed(1)} KiB of widget files over the network, ` +
      `${v.widgetRequests} widget requests before step 0 (${v.networkRequests} to the server), step 0 after ${v.ms} ms\n` +
      `    asked before step 0 showed: ${v.files.join(', ')}`;
    console.log('\nA partner page of another origin embedding the widget (brotli, Chromium):');
    console.log(line('first view ', first));
    console.log(line('repeat view', repeat));
    printScores(await lighthouseScores(partner.url.replace(/\/$/, ''), { 'Partner page': '/' }));
  } finally {
    await partner.close();
  }
}

main().then(
  async (code) => {
    const site = await siteSections().catch((e: unknown) => {
      console.error(e);
      return 1;
    });
    // The server's own memory on PGlite and PostgreSQL, with its targets (scripts/memory-databases.ts).
    const memory = await memorySection().catch((e: unknown) => {
      console.error(e);
      return 1;
    });
    process.exit(Math.max(code, site, memory));
  },
  (e: unknown) => {
    console.error(e);
    process.exit(1);
  },
);
