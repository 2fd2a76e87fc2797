/**
 * `npm run memory`: where the server's memory goes under a mixed load (issue 24). Starts the real
 * server in this process on a fresh embedded database, sends a bounded mix of requests on loopback
 * (price calls for varied addresses, street look-ups with varied prefixes, bookings, public reads) and
 * prints RSS, the V8 heap, external memory and every in-process cache's size and limit after start
 * and after each part of the mix; then the same mix on the entry point in a child process started as
 * `npm start` starts it, with its RSS (as the soak measured it). Not a test: the figures depend on
 * the machine; they are for reading.
 *
 * MEMORY_REQUESTS sets the size of the mix (default 20,000, as the soak that found the growth).
 * The npm script runs it with `--expose-gc` (figures after a full collection) and the server's own
 * `--max-semi-space-size` (HEAP_SEMI_SPACE_MB), as `npm start` runs the server.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer, type RunningServer } from '../server/server';
import { bookingLoad, planKeys, pricedOrder } from '../tests/soak/bookings';
import { httpClient, inParallel, type Client } from '../tests/soak/http';
import { spawnServer, stopServer } from '../tests/soak/process';
import { anonymous } from '../tests/soak/tokens';
import { benchConfig } from './bench-calls';
import { cacheLines, memoryLine } from './memory-figures';
import { mixedRequest } from './memory-mix';
import { rssMb } from './startup';

const REQUESTS = Number(process.env.MEMORY_REQUESTS ?? 20_000);
const IN_FLIGHT = 16;
/** The whole run is cut off after this long, so a hung server cannot keep the script alive. */
const LIMIT_MS = 10 * 60_000;

/** Street names with their postal codes, for varied addresses and prefixes. */
async function sampleStreets(server: RunningServer, n: number) {
  const { rows } = await server.ctx.db.query<{ postcode: number; name: string }>(
    // Every 7th street: spread over every postal code rather than the first few.
    `SELECT postcode, name FROM streets WHERE postcode IS NOT NULL AND id % 7 = 0 ORDER BY id LIMIT $1`,
    [n],
  );
  return rows;
}

async function mix(streets: Streets, client: Client, token: string, count: number, offset: number) {
  const statuses = new Map<number, number>();
  await inParallel(count, IN_FLIGHT, async (j) => {
    const status = await mixedRequest(client, token, streets, j + offset);
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
  });
  return statuses;
}

/** Street names with postal codes for the mix, read from the server's database. */
type Streets = Awaited<ReturnType<typeof sampleStreets>>;

/**
 * The bounded load: half the price, street and read mix, a tenth of {@link REQUESTS} as bookings, then
 * the other half of the mix; `report(stage)` after each part.
 */
async function load(
  base: string,
  streets: Streets,
  prefix: string,
  report: (stage: string, note: string) => void,
) {
  const token = await anonymous(base);
  const client = httpClient(base, IN_FLIGHT);
  const bookings = Math.round(REQUESTS / 10);
  const rest = REQUESTS - bookings;
  const half = Math.floor(rest / 2);
  const started = performance.now();
  let statuses = await mix(streets, client, token, half, 0);
  report(`after ${half} mixed`, JSON.stringify(Object.fromEntries(statuses)));
  const order = await pricedOrder(base, token);
  const booked = await bookingLoad(
    [base],
    token,
    order,
    planKeys(prefix, { requests: bookings, inFlight: IN_FLIGHT, repeats: 0 }),
    IN_FLIGHT,
  );
  report(`after ${bookings} bookings`, `${booked.acked.length} booked, ${booked.odd.length} odd`);
  statuses = await mix(streets, client, token, rest - half, half);
  report(`after ${REQUESTS} requests`, JSON.stringify(Object.fromEntries(statuses)));
  client.close();
  return (performance.now() - started) / 1000;
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'tb-memory-'));
  try {
    // The database is created and the geodata imported by a first process, so the figures are those
    // of a warm start (as a restarted server), not of the import's garbage.
    await stopServer(await spawnServer({ DATA_DIR: dataDir }));
    console.log(
      `In this process (${process.execArgv.filter((a) => a.startsWith('--max-semi')).join(' ') || 'V8 default semi-space'}), after a full collection:`,
    );
    const server = await startServer(benchConfig(dataDir));
    let streets: Streets;
    try {
      await new Promise((r) => setTimeout(r, 1000));
      console.log(memoryLine('after start'));
      for (const line of cacheLines(server.ctx.db)) console.log(line);
      streets = await sampleStreets(server, 12_000);
      const seconds = await load(server.url, streets, 'memory-in', (stage, note) =>
        console.log(memoryLine(stage), note),
      );
      for (const line of cacheLines(server.ctx.db)) console.log(line);
      console.log(`load took ${seconds.toFixed(0)} s`);
    } finally {
      await server.close();
    }
    console.log(memoryLine('after the server closed'));

    // The same load on the entry point as npm start runs it: RSS as the soak measured it.
    const child = await spawnServer({ DATA_DIR: dataDir });
    try {
      await new Promise((r) => setTimeout(r, 1000));
      const rss = (stage: string, note = '') =>
        console.log(`${stage.padEnd(28)} rss ${rssMb(child.child.pid!)} MB ${note}`);
      console.log("\nThe entry point in a child process (npm start's flags):");
      rss('after start');
      await load(child.url, streets, 'memory-child', rss);
    } finally {
      await stopServer(child);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

setTimeout(() => {
  console.error(`The memory run did not finish within ${LIMIT_MS / 60_000} minutes.`);
  process.exit(2);
}, LIMIT_MS).unref();

main().then(
  () => process.exit(0),
  (e: unknown) => {
    console.error(e);
    process.exit(1);
  },
);
