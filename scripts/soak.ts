/**
 * `npm run soak`: the proof scenarios of `npm test` (tests/soak/), bigger and from a random seed.
 * Fuzzing of every route, the booking load with repeated keys, coupon and refresh races, kill -9 rounds
 * on PGlite and PostgreSQL, two server processes on one PostgreSQL, failing dependencies, a burst of
 * maximum-length passwords (/api/version's p50 and p99 meanwhile, target p99 100 ms). Prints the
 * seed first and the figures (sent, acknowledged, found, 5xx, p99) at the end; exits 1 when a check
 * failed, listing each. Sizes: SOAK_SCALE (default 1) multiplies every count; FUZZ_SEED and FUZZ_RUNS
 * set the fuzz run (replay a failure with `FUZZ_SEED=<seed> FUZZ_RUNS=<n> npm exec -- vitest run
 * tests/api/http/fuzz.test.ts`); SOAK_STEPS picks steps by name (`SOAK_STEPS=burst npm run soak`). Needs
 * Debian's postgresql for the PostgreSQL scenarios (the long-password burst runs on both databases).
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { amcheck } from '@electric-sql/pglite/contrib/amcheck';
import pg from 'pg';
import { startPostgres, type TestPostgres } from '../tests/support/postgres';
import { startTestServer, type TestServer } from '../tests/support/server';
import { ensureTemplate, templateDir } from '../tests/support/template';
import {
  bookingLoad,
  checkLoad,
  planKeys,
  pricedOrder,
  type LoadCheck,
  type Query,
} from '../tests/soak/bookings';
import { crashRun, type CrashResult } from '../tests/soak/crash';
import {
  bookWithoutRouter,
  closedPort,
  confirmationsThroughSmtpOutage,
  freeOrderWithoutSmtp,
  hangingServer,
  loadThroughOutage,
} from '../tests/soak/dependencies';
import { runFuzz } from '../tests/soak/fuzz';
import { passwordBurst } from '../tests/soak/password-burst';
import { figuresTable, type Figures } from '../tests/soak/http';
import { spawnServer, stopServer } from '../tests/soak/process';
import { couponRace, refreshRace } from '../tests/soak/races';
import { anonymous, registered } from '../tests/soak/tokens';
import { revocationAcross, splitLoad } from '../tests/soak/two-processes';

const SCALE = Number(process.env.SOAK_SCALE ?? 1);
const n = (count: number) => Math.max(1, Math.round(count * SCALE));
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? n(50_000));

const figures: Figures[] = [];
const problems: string[] = [];
const notes: string[] = [];
/** Records a failed check. */
const check = (ok: boolean, what: string) => {
  if (!ok) problems.push(what);
};
const clean = (c: LoadCheck, keys: number, name: string) => {
  check(c.lost.length === 0, `${name}: ${c.lost.length} acknowledged orders missing`);
  check(c.mismatched.length === 0, `${name}: ${c.mismatched.length} answers differ from the stored order`);
  check(c.stored === keys, `${name}: ${c.stored} orders stored for ${keys} keys`);
  check(
    c.duplicateKeys + c.duplicateReceipts + c.duplicateCodes === 0,
    `${name}: duplicates (keys ${c.duplicateKeys}, receipts ${c.duplicateReceipts}, codes ${c.duplicateCodes})`,
  );
};
const pgQuery = async (url: string) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const query: Query = async (sql, params) => (await client.query(sql, params)).rows;
  return { query, close: () => client.end() };
};

/**
 * Quiet logs of the in-process servers: failures under test are logged by design, one line each. The
 * first lines are kept for the summary (SOAK_VERBOSE=1 prints them all as they come).
 */
function quiet<T>(name: string, work: () => Promise<T>): Promise<T> {
  const { warn, error } = console;
  const lines: string[] = [];
  console.warn = () => {};
  console.error = (...args: unknown[]) => {
    lines.push(args.map(String).join(' ').split('\n')[0]!.slice(0, 200));
    if (process.env.SOAK_VERBOSE) error(...args);
  };
  return work().finally(() => {
    console.warn = warn;
    console.error = error;
    if (lines.length > 0)
      notes.push(`${name}: ${lines.length} lines logged as errors, e.g. ${lines.slice(0, 2).join(' | ')}`);
  });
}

async function inProcess(): Promise<void> {
  const server: TestServer = await startTestServer({ TRUST_PROXY: '1' });
  try {
    const anon = await anonymous(server.url);
    const user = await registered(server.url, 'soak-fuzz@example.be');
    const fuzz = await quiet('fuzz', () =>
      runFuzz({ url: server.url, ctx: server.ctx, anon, user: user.token }, SEED, FUZZ_RUNS, 16),
    );
    figures.push(fuzz.figures);
    check(
      fuzz.failures.length === 0,
      `fuzz: ${fuzz.failures.length} failures, first:\n  ${fuzz.failures.slice(0, 10).join('\n  ')}`,
    );
    for (const r of fuzz.rows)
      check(
        r.changed === r.acknowledged,
        `fuzz: ${r.table} changed by ${r.changed}, acknowledged ${r.acknowledged}`,
      );
    notes.push(`fuzz answers by status: ${JSON.stringify(fuzz.statuses)}`);

    const requests = n(5000);
    const plan = planKeys('soak-load', { requests, inFlight: 50, repeats: requests / 5 });
    const token = await anonymous(server.url);
    const load = await bookingLoad([server.url], token, await pricedOrder(server.url, token), plan, 50);
    const query: Query = async (sql, params) => (await server.ctx.db.query(sql, params)).rows as never;
    const c = await checkLoad(query, 'soak-load', load.acked);
    load.tally.found = c.stored;
    figures.push(load.tally.figures());
    check(
      load.odd.length === 0 && load.unanswered.length === 0,
      `bookings: ${load.odd.length + load.unanswered.length} failed answers`,
    );
    clean(c, new Set(plan).size, 'bookings');

    const coupon = await couponRace(server, n(50));
    figures.push(coupon.tally.figures());
    check(
      coupon.placed === 1 && coupon.holding === 1 && coupon.uses === 1,
      `coupon race: ${coupon.placed} placed, ${coupon.holding} holding, ${coupon.uses} uses`,
    );
    check(coupon.odd.length === 0, `coupon race: ${coupon.odd.join('; ')}`);

    const sessions = n(50);
    const refresh = await refreshRace(
      server.url,
      'soak-refresh@example.be',
      (await registered(server.url, 'soak-refresh@example.be')).id,
      sessions,
      8,
    );
    figures.push(refresh.tally.figures());
    check(
      refresh.refreshed === sessions * 8 && refresh.distinct === sessions * 8 && refresh.refused === 0,
      `refresh race: ${JSON.stringify({ ...refresh, tally: undefined })}`,
    );
  } finally {
    await server.close();
  }
}

const CRASH = { rounds: 3, perRound: n(300), inFlight: 20, killAfter: n(100) };
function crashChecks(r: CrashResult): void {
  figures.push(r.tally.figures());
  const name = r.tally.scenario;
  check(
    r.odd.length === 0 && r.unanswered.length === 0,
    `${name}: ${r.odd.length} odd answers, ${r.unanswered.length} unanswered`,
  );
  check(
    r.cutOff.every((c) => c > 0),
    `${name}: a kill hit no request in flight (${r.cutOff.join(', ')})`,
  );
  clean(r.check, r.keys, name);
  notes.push(`${name}: ${r.indexes} indexes pass amcheck; in flight at each kill ${r.cutOff.join(', ')}`);
}

async function crashPglite(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tb-soak-crash-'));
  try {
    cpSync(templateDir(), join(dataDir, 'pglite'), { recursive: true });
    crashChecks(
      await crashRun(
        'crash PGlite',
        { DATA_DIR: dataDir },
        async () => {
          const db = await PGlite.create(join(dataDir, 'pglite'), { extensions: { amcheck } });
          return {
            query: async (sql, params) => (await db.query(sql, params)).rows as never,
            close: () => db.close(),
          };
        },
        CRASH,
      ),
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function onPostgres(postgres: TestPostgres): Promise<void> {
  const dirs = [0, 1, 2].map(() => mkdtempSync(join(tmpdir(), 'tb-soak-pg-')));
  try {
    crashChecks(
      await crashRun(
        'crash PostgreSQL',
        { DATABASE_URL: postgres.url, DATA_DIR: dirs[0]! },
        () => pgQuery(postgres.url),
        CRASH,
      ),
    );
    const env = (dir: string) => ({
      DATABASE_URL: postgres.url,
      DATA_DIR: dir,
      ACCESS_TOKEN_CACHE_SECONDS: '2',
    });
    const servers = await Promise.all([spawnServer(env(dirs[1]!)), spawnServer(env(dirs[2]!))]);
    try {
      const requests = n(2000);
      const load = await splitLoad(servers, 'soak-two', { requests, inFlight: 50, repeats: requests / 5 });
      const db = await pgQuery(postgres.url);
      const c = await checkLoad(db.query, 'soak-two', load.acked).finally(() => db.close());
      load.tally.found = c.stored;
      figures.push(load.tally.figures());
      check(
        load.odd.length === 0 && load.unanswered.length === 0,
        `two processes: ${load.odd.length + load.unanswered.length} failed answers`,
      );
      clean(c, requests - requests / 5, 'two processes');
      const r = await revocationAcross(servers, 'soak-revoked@example.be', 5000);
      notes.push(
        `two processes: a revoked token was refused by the other process after ${r.refusedAfterMs} ms (cache 2 s)`,
      );
      check(
        r.workedBefore && r.refusedAfterMs >= 0 && r.refusedAfterMs <= 2500,
        `two processes: revocation ${JSON.stringify(r)}`,
      );
    } finally {
      for (const s of servers) await stopServer(s);
    }
    const server = await startTestServer({ DATABASE_URL: postgres.url });
    try {
      const query: Query = async (sql, params) => (await server.ctx.db.query(sql, params)).rows as never;
      const requests = n(1000);
      const r = await quiet('database restart', () =>
        loadThroughOutage(
          server.url,
          query,
          postgres,
          { requests, inFlight: 20, repeats: requests / 5 },
          requests / 8,
          3000,
        ),
      );
      figures.push(r.tally.figures());
      notes.push(
        `database restart: ${r.unavailable} answers 503 during a 3 s outage; slowest answer ${r.slowestMs} ms`,
      );
      check(
        r.odd.length === 0 && r.unanswered.length === 0,
        `database restart: ${r.odd.length} odd, ${r.unanswered.length} unanswered`,
      );
      check(r.unavailable > 0, 'database restart: the outage hit no request');
      clean(r.check, r.keys, 'database restart');
    } finally {
      await server.close();
    }
  } finally {
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  }
}

/** /api/version's 99th percentile the long-password burst must keep (issue 24). */
const BURST_VERSION_P99_MS = 100;

/** The burst on PGlite, then on PostgreSQL (the estimate and scrypt pools must hold on either). */
async function longPasswords(): Promise<void> {
  for (const db of ['PGlite', 'PostgreSQL'] as const) {
    const postgres = db === 'PostgreSQL' ? await startPostgres() : undefined;
    const server = await startTestServer(postgres ? { DATABASE_URL: postgres.url } : {});
    try {
      const name = `long-password burst (${db})`;
      const r = await quiet(name, () => passwordBurst(server.url, n(4)));
      notes.push(
        `${name}: ${JSON.stringify(r.statuses)} in ${r.burstMs} ms; /api/version meanwhile ` +
          `${r.versions} calls, p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms, max ${r.maxMs} ms`,
      );
      check(r.versions > 0 && r.versionFailures === 0, `${name}: ${JSON.stringify(r)}`);
      check(
        r.p99Ms <= BURST_VERSION_P99_MS,
        `${name}: /api/version p99 ${r.p99Ms} ms over ${BURST_VERSION_P99_MS} ms`,
      );
      check(
        Object.keys(r.statuses).every((s) => ['201', '400', '503'].includes(s)),
        `${name}: answers ${JSON.stringify(r.statuses)}`,
      );
    } finally {
      await server.close();
      await postgres?.stop();
    }
  }
}

async function dependencies(): Promise<void> {
  const hang = await hangingServer();
  try {
    for (const [name, env] of [
      ['router hanging', { OSRM_URL: hang.url }],
      ['router down', { OSRM_URL: `http://127.0.0.1:${await closedPort()}` }],
    ] as const) {
      const server = await startTestServer(env);
      try {
        const r = await quiet(name, () => bookWithoutRouter(server.url));
        notes.push(`${name}: price in ${r.price.ms} ms, order ${r.order.status} in ${r.order.ms} ms`);
        check(
          r.order.status === 201 && r.price.ms < 5000 && r.order.ms < 5000,
          `${name}: ${JSON.stringify(r)}`,
        );
      } finally {
        await server.close();
      }
    }
    for (const [name, port] of [
      ['SMTP down', await closedPort()],
      ['SMTP hanging', hang.port],
    ] as const) {
      const server = await startTestServer({ SMTP_URL: `smtp://127.0.0.1:${port}` });
      try {
        const r = await quiet(name, () => freeOrderWithoutSmtp(server));
        notes.push(
          `${name}: free order finished ${r.finished.status} in ${r.finished.ms} ms, mail recorded as "${r.mailError}"`,
        );
        check(
          r.finished.status === 200 &&
            r.orderStatus === 'free' &&
            !r.mailSent &&
            r.mailError !== null &&
            r.finished.ms < 10_000,
          `${name}: ${JSON.stringify(r)}`,
        );
      } finally {
        await server.close();
      }
    }
    // Issue 24: confirmations owed while SMTP was down go out once it is back, each once.
    const port = await closedPort();
    const server = await startTestServer({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    try {
      const owed = Math.max(1, Math.round(20 * SCALE));
      const r = await quiet('SMTP back', () => confirmationsThroughSmtpOutage(server, port, owed));
      notes.push(
        `SMTP down then back: ${r.delivered}/${r.owed} confirmations delivered after ${r.ticks} scheduler ticks, ${r.duplicates} duplicates`,
      );
      check(r.delivered === r.owed && r.duplicates === 0, `SMTP back: ${JSON.stringify(r)}`);
    } finally {
      await server.close();
    }
  } finally {
    await hang.close();
  }
}

async function main(): Promise<void> {
  const started = performance.now();
  console.log(
    `soak: fuzz seed ${SEED} (FUZZ_SEED=${SEED} FUZZ_RUNS=${FUZZ_RUNS} repeats it), scale ${SCALE}`,
  );
  await ensureTemplate();
  const steps: [string, () => Promise<void>][] = [
    ['fuzz, bookings, races (PGlite, in process)', inProcess],
    ['kill -9 rounds on PGlite', crashPglite],
    [
      'PostgreSQL: kill -9 rounds, two processes, restart under load',
      async () => {
        const postgres = await startPostgres();
        await onPostgres(postgres).finally(() => postgres.stop());
      },
    ],
    ['slow and failed dependencies', dependencies],
    ['long-password burst', longPasswords],
  ];
  // SOAK_STEPS=burst,SMTP runs only the steps whose names contain one of the words (case ignored).
  const only = (process.env.SOAK_STEPS ?? '').toLowerCase().split(',').filter(Boolean);
  for (const [name, step] of steps) {
    if (only.length > 0 && !only.some((w) => name.toLowerCase().includes(w))) continue;
    const t = performance.now();
    console.log(`soak: ${name}…`);
    try {
      await step();
    } catch (e) {
      problems.push(`${name}: ${(e as Error).stack ?? String(e)}`);
    }
    console.log(`soak: ${name} took ${Math.round((performance.now() - t) / 1000)} s`);
  }
  console.log(`\n${figuresTable(figures)}\n`);
  for (const note of notes) console.log(`- ${note}`);
  console.log(`\nfuzz seed ${SEED}; ${Math.round((performance.now() - started) / 1000)} s in all`);
  if (problems.length > 0) {
    console.error(`\n${problems.length} checks failed:\n- ${problems.join('\n- ')}`);
    process.exit(1);
  }
  console.log('every check passed');
  process.exit(0);
}

await main();
