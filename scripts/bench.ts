/**
 * `npm run bench`: API throughput and tail latency as ratios to a bare node:http JSON server on the
 * same machine. Starts the real server in-process on a temporary copy of the database, runs
 * autocannon (50 connections, 5 s per target, loopback only) against POST /api/billoprice, GET street
 * lookups and the bare server, prints req/s and p99, and exits 1 when a ratio is below its target.
 * Not part of `npm test`: timings depend on the machine.
 */
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { addDays, brusselsToday } from '../core/dates';
import { loadConfig } from '../server/config';
import { startServer } from '../server/server';

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const TARGETS = { price: 0.5, streets: 0.7 } as const;

interface Measure {
  rps: number;
  p99: number;
  errors: number;
}

async function cannon(opts: autocannon.Options): Promise<Measure> {
  const r = await autocannon({ connections: CONNECTIONS, duration: DURATION_S, ...opts });
  return { rps: r.requests.average, p99: r.latency.p99, errors: r.errors + r.timeouts + r.non2xx };
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
  const bareBody = JSON.stringify({ status: true, data: { ok: true } });
  const bare = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(bareBody);
  });
  await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));
  try {
    const base = `http://127.0.0.1:${server.port}`;
    const tokenRes = await fetch(`${base}/api/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ grant_type: 'client_credentials', client_id: 'webapp' }),
    });
    const token = ((await tokenRes.json()) as { access_token: string }).access_token;
    const datum = addDays(brusselsToday(new Date()), 120);
    const price = JSON.stringify({
      soortvervoer: 'comfort',
      heenterug: 'HT',
      datum,
      pax: 2,
      koffers: 2,
      idluchthavenheen: 'BRU',
      fromheen: 'Korenmarkt 1, 9000 Gent',
      idluchthavenretour: 'BRU',
      toretour: 'Korenmarkt 1, 9000 Gent',
    });
    const check = await fetch(`${base}/api/billoprice`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: price,
    });
    if (!check.ok)
      throw new Error(`The price call failed before the benchmark: ${check.status} ${await check.text()}`);

    const bareUrl = `http://127.0.0.1:${(bare.address() as AddressInfo).port}/`;
    console.log(`autocannon: ${CONNECTIONS} connections, ${DURATION_S} s per target, loopback`);
    const baseline = await cannon({ url: bareUrl });
    const priced = await cannon({
      url: `${base}/api/billoprice`,
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: price,
    });
    const streets = await cannon({
      url: base,
      requests: ['9000/Kor', '9000/Sint', '1000/Rue%20de%20la', '2000/Mei', '4000/Rue'].map((p) => ({
        method: 'GET' as const,
        path: `/api/streets/zoekstraten/${p}`,
      })),
    });

    const rows: [string, Measure, number | undefined][] = [
      ['bare node:http', baseline, undefined],
      ['POST /api/billoprice', priced, TARGETS.price],
      ['GET streets lookup', streets, TARGETS.streets],
    ];
    let failed = false;
    for (const [name, m, target] of rows) {
      const ratio = m.rps / baseline.rps;
      const verdict = target === undefined ? '' : ratio >= target && m.errors === 0 ? 'ok' : 'BELOW TARGET';
      if (verdict === 'BELOW TARGET') failed = true;
      const ratioText = target === undefined ? '' : `ratio ${ratio.toFixed(2)} (target >= ${target})`;
      console.log(
        `${name.padEnd(22)} ${m.rps.toFixed(0).padStart(7)} req/s  p99 ${String(m.p99).padStart(4)} ms  errors ${m.errors}  ${ratioText} ${verdict}`,
      );
    }
    return failed ? 1 : 0;
  } finally {
    await new Promise<void>((resolve) => bare.close(() => resolve()));
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (e: unknown) => {
    console.error(e);
    process.exit(1);
  },
);
