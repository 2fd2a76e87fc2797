/**
 * The memory section of `npm run bench` (issue 29): the server's own memory on PGlite and on
 * PostgreSQL. Each runs as a child process started as `npm start` starts it (tests/soak/process.ts),
 * so the figures are the server's alone: RSS from /proc as it stands, then RSS, heap used and external
 * memory (which holds PGlite's WebAssembly memory) after a full collection, asked through the child's
 * inspector. They are read after the start, after a fixed mixed load and after the same load again;
 * the second load must not make the collected heap or RSS grow, and on PostgreSQL RSS after each load
 * must stay within {@link PG_RSS_TARGET_MB}.
 * PostgreSQL is a throw-away cluster of Debian's `postgresql` on loopback (tests/support/postgres.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPostgres } from '../tests/support/postgres';
import { bookingLoad, planKeys, pricedOrder } from '../tests/soak/bookings';
import { httpClient, inParallel, type Client } from '../tests/soak/http';
import { spawnServer, stopServer, type ServerProcess } from '../tests/soak/process';
import { anonymous } from '../tests/soak/tokens';
import { mixedRequest } from './memory-mix';
import { rssMb } from './startup';

/** RSS of the server on PostgreSQL after the load, at most (issue 29). */
export const PG_RSS_TARGET_MB = 200;
/**
 * RSS may differ this much between the two equal loads and still count as no growth: RSS moves by a
 * few MB with the allocator's and V8's bookkeeping from one moment to the next.
 */
export const GROWTH_TOLERANCE_MB = 8;
/** The heap may differ this much after a full collection (a few live requests' and timers' objects). */
export const HEAP_GROWTH_TOLERANCE_MB = 3;
/** One load: this many mixed requests (price calls, street look-ups, public reads)... */
const MIXED = 3000;
/** ...and this many bookings, at most {@link IN_FLIGHT} requests at once. */
const BOOKINGS = 300;
const IN_FLIGHT = 16;
/** A load that takes longer than this fails the section rather than keep the bench waiting. */
const LOAD_LIMIT_MS = 180_000;

/** Postal codes (and letters to type) whose streets the load asks for and prices addresses in. */
const POSTCODES = [
  1000, 1020, 1030, 1040, 1050, 1060, 1070, 1080, 1090, 1140, 1180, 1200, 1210, 2000, 2018, 2800, 3000, 3500,
  4000, 5000, 7000, 8000, 8400, 9000,
];
const LETTERS = ['A', 'B', 'D', 'G'];

/** The server's memory at one moment, in MB. */
export interface MemoryPoint {
  /** As it stands, garbage included: the figure the target is about. */
  rss: number;
  /** After a full collection, as heapUsed and external. */
  rssAfterGc: number;
  heapUsed: number;
  external: number;
}

/** One database's figures. */
export interface DatabaseMemory {
  database: 'PGlite' | 'PostgreSQL';
  start: MemoryPoint;
  load1: MemoryPoint;
  load2: MemoryPoint;
  /** Seconds each load took. */
  seconds: [number, number];
  /** Answers other than 2xx over both loads (bookings refused, failed calls). */
  odd: number;
}

/**
 * Evaluates `expression` in the server process through its inspector (the child runs with
 * `--inspect=127.0.0.1:0`, which changes nothing else), after a full garbage collection when `gc`.
 */
async function inspect(server: ServerProcess, expression: string, gc: boolean): Promise<unknown> {
  const url = /Debugger listening on (ws:\/\/\S+)/.exec(server.out())?.[1];
  if (!url) throw new Error('the server has no inspector to read its heap through');
  const ws = new WebSocket(url);
  await new Promise((resolve, reject) => {
    ws.onopen = resolve;
    ws.onerror = () => reject(new Error("cannot reach the server's inspector"));
  });
  let next = 1;
  type Reply = { id?: number; result?: { result?: { value?: unknown } } };
  const waiting = new Map<number, (r: Reply) => void>();
  ws.onmessage = (e: MessageEvent) => {
    const msg = JSON.parse(String(e.data)) as Reply;
    if (msg.id !== undefined) waiting.get(msg.id)?.(msg);
  };
  const call = (method: string, params: object = {}) =>
    new Promise<Reply>((resolve) => {
      const id = next++;
      waiting.set(id, resolve);
      ws.send(JSON.stringify({ id, method, params }));
    });
  try {
    if (gc) await call('HeapProfiler.collectGarbage');
    return (await call('Runtime.evaluate', { expression, returnByValue: true })).result?.result?.value;
  } finally {
    ws.close();
  }
}

/**
 * Reads `server`'s memory: RSS from /proc as it stands, then RSS, heap used and external memory after a
 * full collection (so garbage not yet collected does not count as growth).
 */
async function memoryOf(server: ServerProcess): Promise<MemoryPoint> {
  const rss = rssMb(server.child.pid!);
  const m = (await inspect(server, 'process.memoryUsage()', true)) as NodeJS.MemoryUsage;
  const mb = (bytes: number) => Math.round(bytes / 2 ** 20);
  return { rss, rssAfterGc: mb(m.rss), heapUsed: mb(m.heapUsed), external: mb(m.external) };
}

/** Street names with postal codes, from the server's own street look-ups. */
export async function discoverStreets(client: Client): Promise<{ postcode: number; name: string }[]> {
  const found = new Map<string, { postcode: number; name: string }>();
  for (const postcode of POSTCODES) {
    for (const letter of LETTERS) {
      const a = await client.send({ method: 'GET', path: `/api/streets/zoekstraten/${postcode}/${letter}` });
      if (a.status !== 200) continue;
      const body = JSON.parse(a.text) as { data?: { STRAAT: string }[] };
      for (const s of body.data ?? []) found.set(`${postcode} ${s.STRAAT}`, { postcode, name: s.STRAAT });
    }
  }
  if (found.size === 0) throw new Error('no streets found to load the server with');
  return [...found.values()];
}

/**
 * The fixed mixed load: {@link MIXED} requests (4 in 10 price calls for varied addresses, 3 in 10
 * street look-ups with varied prefixes and languages, 3 in 10 public reads), then {@link BOOKINGS}
 * bookings with keys of their own (`round` keeps the two loads' keys apart). Both loads send the same
 * requests otherwise. Gives the seconds it took and the answers other than 2xx.
 */
export async function mixedLoad(
  server: ServerProcess,
  streets: { postcode: number; name: string }[],
  round: number,
) {
  const started = performance.now();
  const token = await anonymous(server.url);
  const client = httpClient(server.url, IN_FLIGHT);
  let odd = 0;
  await inParallel(MIXED, IN_FLIGHT, async (i) => {
    const status = await mixedRequest(client, token, streets, i);
    if (status < 200 || status > 299) odd++;
  });
  client.close();
  const booked = await bookingLoad(
    [server.url],
    token,
    await pricedOrder(server.url, token),
    planKeys(`memory-${round}`, { requests: BOOKINGS, inFlight: IN_FLIGHT, repeats: 0 }),
    IN_FLIGHT,
  );
  odd += booked.odd.length;
  return { seconds: Math.round((performance.now() - started) / 1000), odd };
}

/** `load`, or a failure once it has taken {@link LOAD_LIMIT_MS}: a hung server cannot hold the bench. */
async function withinLimit<T>(load: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`a load took over ${LOAD_LIMIT_MS / 1000} s`)), LOAD_LIMIT_MS);
  });
  try {
    return await Promise.race([load, limit]);
  } finally {
    clearTimeout(timer);
  }
}

/** Settles: lets the timers after a load run and the heap shrink after the burst. */
const settle = () => new Promise((r) => setTimeout(r, 2000));

/** Starts the server on `env` (warm: the database exists already), measures it and stops it. */
async function measure(
  database: DatabaseMemory['database'],
  env: Record<string, string>,
): Promise<DatabaseMemory> {
  // The first start creates the database and imports the geodata; the measured start is a restart.
  await stopServer(await spawnServer(env));
  // The inspector on a loopback port of its own lets the section collect the server's garbage before
  // reading its heap; a NODE_OPTIONS of the caller's own is kept.
  const inspectOption = `${process.env.NODE_OPTIONS ?? ''} --inspect=127.0.0.1:0`.trim();
  const server = await spawnServer({ ...env, NODE_OPTIONS: inspectOption });
  try {
    await settle();
    const start = await memoryOf(server);
    const discovery = httpClient(server.url, 1);
    const streets = await discoverStreets(discovery);
    discovery.close();
    const first = await withinLimit(mixedLoad(server, streets, 1));
    await settle();
    const load1 = await memoryOf(server);
    const second = await withinLimit(mixedLoad(server, streets, 2));
    await settle();
    const load2 = await memoryOf(server);
    return {
      database,
      start,
      load1,
      load2,
      seconds: [first.seconds, second.seconds],
      odd: first.odd + second.odd,
    };
  } finally {
    await stopServer(server);
  }
}

/** The verdicts of one database's figures: empty when it meets its targets. */
export function memoryFaults(m: DatabaseMemory): string[] {
  const grew =
    m.load2.rssAfterGc - m.load1.rssAfterGc > GROWTH_TOLERANCE_MB ||
    m.load2.heapUsed - m.load1.heapUsed > HEAP_GROWTH_TOLERANCE_MB;
  return [
    ...(m.database === 'PostgreSQL' && Math.max(m.load1.rss, m.load2.rss) > PG_RSS_TARGET_MB
      ? [`RSS over ${PG_RSS_TARGET_MB} MB`]
      : []),
    ...(grew ? ['GROWS'] : []),
    ...(m.odd > 0 ? ['ERRORS'] : []),
  ];
}

/** The table of figures, one row per database and moment. */
export function memoryTable(all: DatabaseMemory[]): string[] {
  const num = (n: number, w: number) => String(n).padStart(w);
  const cell = (p: MemoryPoint) =>
    `${num(p.rss, 5)} ${num(p.rssAfterGc, 10)} ${num(p.heapUsed, 9)} ${num(p.external, 8)}`;
  const lines = [
    `Server memory in MB (a child process as npm start runs it; each load ${MIXED} mixed requests + ${BOOKINGS} bookings, loopback):`,
    `${'database'.padEnd(11)} ${'moment'.padEnd(12)}   rss rss (gc'd) heap used external  (after a full collection but rss)`,
  ];
  for (const m of all) {
    lines.push(`${m.database.padEnd(11)} ${'after start'.padEnd(12)} ${cell(m.start)}`);
    lines.push(`${''.padEnd(11)} ${'after load 1'.padEnd(12)} ${cell(m.load1)}  (${m.seconds[0]} s)`);
    lines.push(`${''.padEnd(11)} ${'after load 2'.padEnd(12)} ${cell(m.load2)}  (${m.seconds[1]} s)`);
    const d = (k: keyof MemoryPoint) => m.load2[k] - m.load1[k];
    lines.push(
      `${''.padEnd(11)} ${'growth 1→2'.padEnd(12)} ${num(d('rss'), 5)} ${num(d('rssAfterGc'), 10)} ${num(d('heapUsed'), 9)} ` +
        `${num(d('external'), 8)}  ${memoryFaults(m).join(', ') || 'ok'}`,
    );
  }
  lines.push(
    `targets: PostgreSQL rss after each load at most ${PG_RSS_TARGET_MB} MB; no growth from load 1 to load 2 ` +
      `(after a full collection: rss within ${GROWTH_TOLERANCE_MB} MB, heap used within ${HEAP_GROWTH_TOLERANCE_MB} MB, the noise)`,
  );
  return lines;
}

/**
 * Measures the server's memory on PGlite and on PostgreSQL, prints the table and gives 1 when a target
 * is missed (or PostgreSQL cannot be started), else 0.
 */
export async function memorySection(): Promise<number> {
  const all: DatabaseMemory[] = [];
  let missing: unknown;
  const dataDir = mkdtempSync(join(tmpdir(), 'tb-bench-memory-'));
  try {
    all.push(await measure('PGlite', { DATA_DIR: join(dataDir, 'pglite-run') }));
    // PostgreSQL missing or failing still leaves PGlite's figures printed; the section then fails.
    try {
      const postgres = await startPostgres();
      try {
        all.push(
          await measure('PostgreSQL', { DATA_DIR: join(dataDir, 'pg-run'), DATABASE_URL: postgres.url }),
        );
      } finally {
        await postgres.stop();
      }
    } catch (e) {
      missing = e;
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(`\n${memoryTable(all).join('\n')}`);
  if (missing !== undefined) console.log('PostgreSQL was not measured:', missing);
  return missing !== undefined || all.some((m) => memoryFaults(m).length > 0) ? 1 : 0;
}

// Run alone: `node --import tsx scripts/memory-databases.ts`.
if (import.meta.url === `file://${process.argv[1]}`) {
  memorySection().then(
    (code) => process.exit(code),
    (e: unknown) => {
      console.error(e);
      process.exit(1);
    },
  );
}
