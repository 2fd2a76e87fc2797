/**
 * The memory section of `npm run bench` (issue 29): the entry point as `npm start` runs it, in a child
 * process, on the embedded database (PGlite) and on PostgreSQL (a throwaway cluster of Debian's
 * postgresql, tests/support/postgres.ts), each after start and after two equal mixed loads back to back
 * (price calls for varied addresses, street look-ups with varied prefixes, public reads; bounded in
 * count, loopback only). RSS, V8's heap and external memory are the server's own, read from its
 * GET /metrics (prom-client's process figures). Targets on PostgreSQL: RSS at most
 * {@link PG_RSS_TARGET_MB} MB after the load, and no growth between the two loads (at most
 * {@link GROWTH_TOLERANCE_MB} MB, the noise of a collection that came a moment later).
 *
 * BENCH_MEMORY_REQUESTS sets the size of one load (default 3,000).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { priceRequest } from '../tests/support/payloads';
import { startPostgres } from '../tests/support/postgres';
import { httpClient, inParallel, type Client } from '../tests/soak/http';
import { spawnServer, stopServer } from '../tests/soak/process';
import { anonymous } from '../tests/soak/tokens';

const REQUESTS = Number(process.env.BENCH_MEMORY_REQUESTS ?? 3_000);
const IN_FLIGHT = 16;
/** The most RSS the server may hold on PostgreSQL after the load. */
export const PG_RSS_TARGET_MB = 200;
/** The most RSS may grow between two equal loads and still count as no growth. */
export const GROWTH_TOLERANCE_MB = 8;
const METRICS_TOKEN = 'bench-memory-metrics';

/** The server's own memory, from its /metrics. */
interface Memory {
  rss: number;
  heap: number;
  external: number;
}

async function memoryOf(base: string): Promise<Memory> {
  const text = await (
    await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
  ).text();
  const read = (name: string) =>
    Number(new RegExp(`^${name}(?:\\{[^}]*\\})? (\\S+)$`, 'm').exec(text)?.[1] ?? NaN);
  const mb = (bytes: number) => Math.round(bytes / 2 ** 20);
  return {
    rss: mb(read('process_resident_memory_bytes')),
    heap: mb(read('nodejs_heap_size_used_bytes')),
    external: mb(read('nodejs_external_memory_bytes')),
  };
}

/** Streets of varied postal codes, found through the street look-up itself. */
async function sampleStreets(base: string): Promise<{ postcode: string; name: string }[]> {
  const postcodes = [
    '1000',
    '1050',
    '1180',
    '2000',
    '2018',
    '3000',
    '3500',
    '4000',
    '5000',
    '8000',
    '8400',
    '9000',
  ];
  const streets: { postcode: string; name: string }[] = [];
  for (const postcode of postcodes) {
    for (const letter of 'abdgklmprsv') {
      const res = await fetch(`${base}/api/streets/zoekstraten/${postcode}/${letter}`);
      const body = (await res.json()) as { data?: { STRAAT: string }[] };
      for (const s of body.data ?? []) streets.push({ postcode, name: s.STRAAT });
    }
  }
  return streets;
}

/** One load: four in ten price calls, three street look-ups, three public reads. */
async function load(client: Client, token: string, streets: { postcode: string; name: string }[]) {
  const auth = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  let failed = 0;
  await inParallel(REQUESTS, IN_FLIGHT, async (i) => {
    const s = streets[(i * 7919) % streets.length]!;
    const kind = i % 10;
    const res =
      kind < 4
        ? await client.send({
            method: 'POST',
            path: '/api/billoprice',
            headers: auth,
            body: JSON.stringify(priceRequest({ fromheen: `${s.name} ${1 + (i % 97)}, ${s.postcode} X` })),
          })
        : kind < 7
          ? await client.send({
              method: 'GET',
              path: `/api/streets/zoekstraten/${s.postcode}/${encodeURIComponent(s.name.slice(0, 1 + (i % 8)))}?lang=${['nl', 'fr', 'en'][i % 3]}`,
            })
          : await client.send({
              method: 'GET',
              path: ['/api/airports', '/api/settings', '/api/version'][i % 3]!,
            });
    if (res.status >= 500) failed++;
  });
  return failed;
}

/** Measures one database; resolves with the figures after start and after each load. */
async function measure(name: string, env: Record<string, string>): Promise<Memory[]> {
  const server = await spawnServer({ ...env, METRICS_TOKEN });
  try {
    await new Promise((r) => setTimeout(r, 1000));
    const figures = [await memoryOf(server.url)];
    const streets = await sampleStreets(server.url);
    const token = await anonymous(server.url);
    const client = httpClient(server.url, IN_FLIGHT);
    for (let round = 0; round < 2; round++) {
      const failed = await load(client, token, streets);
      if (failed > 0) throw new Error(`${name}: ${failed} requests of the load failed`);
      figures.push(await memoryOf(server.url));
    }
    client.close();
    return figures;
  } finally {
    await stopServer(server);
  }
}

/** Prints the memory section; resolves with false when PostgreSQL misses a target. */
export async function memoryByDatabase(): Promise<boolean> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tb-bench-memory-'));
  const pg = await startPostgres();
  try {
    // A first start of each creates the database and imports the geodata, so the figures are those of
    // a warm start (a restarted server, as production runs most of its life), not of the import's
    // garbage, which V8 keeps room for once it had it (on PostgreSQL some 50 MB).
    const pgEnv = { DATABASE_URL: pg.url, DATA_DIR: join(dataDir, 'pg-data') };
    await stopServer(await spawnServer({ DATA_DIR: join(dataDir, 'pglite-data') }));
    await stopServer(await spawnServer(pgEnv));
    const rows: [string, Memory[]][] = [
      ['PGlite (embedded)', await measure('PGlite', { DATA_DIR: join(dataDir, 'pglite-data') })],
      ['PostgreSQL', await measure('PostgreSQL', pgEnv)],
    ];
    console.log(
      `\nMemory of the entry point (npm start's flags), from its /metrics; two equal loads of ${REQUESTS} mixed requests each (${IN_FLIGHT} in flight, loopback):`,
    );
    console.log(
      `${'database'.padEnd(18)} | after start          | after load 1         | after load 2         | growth | verdict`,
    );
    console.log(
      `${''.padEnd(18)} |  RSS  heap  external |  RSS  heap  external |  RSS  heap  external |    RSS |`,
    );
    let ok = true;
    for (const [name, [start, first, second]] of rows) {
      const cell = (m: Memory) =>
        `${String(m.rss).padStart(4)} ${String(m.heap).padStart(5)} ${String(m.external).padStart(9)}`;
      const growth = second!.rss - first!.rss;
      const faults =
        name === 'PostgreSQL'
          ? [
              ...(second!.rss > PG_RSS_TARGET_MB ? [`RSS over ${PG_RSS_TARGET_MB} MB`] : []),
              ...(growth > GROWTH_TOLERANCE_MB ? ['GROWS'] : []),
            ]
          : [];
      if (faults.length > 0) ok = false;
      console.log(
        `${name.padEnd(18)} | ${cell(start!)} | ${cell(first!)} | ${cell(second!)} | ${String(growth).padStart(6)} | ${name === 'PostgreSQL' ? faults.join(', ') || 'ok' : '(no target)'}`,
      );
    }
    console.log(
      `MB; targets on PostgreSQL: RSS at most ${PG_RSS_TARGET_MB} MB after the load, growth between the loads at most ${GROWTH_TOLERANCE_MB} MB. What the memory holds: docs/production.md, "Memory".`,
    );
    return ok;
  } finally {
    await pg.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
