/**
 * Scheduled work (server/jobs/) on ONE real PostgreSQL server shared by several in-process servers, as
 * several API processes behind a load balancer would share it: every unit is done exactly once, work
 * that fell due while no server ran is done at the next start, failing units are retried with backoff
 * and then given up with their last error, and a crashed claim is taken over after its lease.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { openPostgres, type Database } from '../../server/data/database';
import { unitOpen } from '../../server/data/jobs/job-units-repo';
import type { ClaimRules } from '../../server/jobs/claims';
import type { JobKind } from '../../server/jobs/scheduler';
import { startServer, type RunningServer } from '../../server/server';
import { startPostgres, type TestPostgres } from '../support/postgres';

let pg: TestPostgres;
let db: Database;
const dataDir = mkdtempSync(join(tmpdir(), 'tb-jobs-'));
const open: RunningServer[] = [];

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Starts one more server on the shared database, running `jobs`. */
async function serverWith(jobs: JobKind[], env: Record<string, string> = {}): Promise<RunningServer> {
  const config = loadConfig({
    ...process.env,
    DATABASE_URL: pg.url,
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO: '0',
    JOBS_INTERVAL_SECONDS: '0',
    ...env,
  });
  const server = await startServer(config, undefined, { jobs });
  open.push(server);
  return server;
}

async function closeServer(server: RunningServer) {
  await server.close();
  open.splice(open.indexOf(server), 1);
}

/**
 * A job kind for the tests: its due units are the rows of test_due of its kind; doing one writes a row
 * to test_effects naming the server that did it, after `delayMs`. `fails(attempt)` makes an attempt
 * throw.
 */
function testKind(
  kind: string,
  opts: { delayMs?: number; fails?: (attempt: number) => boolean; rules?: Partial<ClaimRules> } = {},
): JobKind & { calls: string[] } {
  const attempts = new Map<string, number>();
  const calls: string[] = [];
  return {
    kind,
    calls,
    ...(opts.rules ? { rules: opts.rules } : {}),
    async findDue(ctx, _now, limit) {
      const { rows } = await ctx.db.query<{ key: string }>(
        `SELECT d.key FROM test_due d WHERE d.kind = $1 AND ${unitOpen('$1', 'd.key')} ORDER BY d.key LIMIT $2`,
        [kind, limit],
      );
      return rows.map((r) => r.key);
    },
    async run(ctx, key) {
      calls.push(key);
      const attempt = (attempts.get(key) ?? 0) + 1;
      attempts.set(key, attempt);
      if (opts.delayMs) await sleep(opts.delayMs);
      if (opts.fails?.(attempt)) throw new Error(`SMTP refused attempt ${attempt}`);
      await ctx.db.query('INSERT INTO test_effects (kind, key, server) VALUES ($1, $2, $3)', [
        kind,
        key,
        String(ctx.config.port),
      ]);
    },
  };
}

async function addDue(kind: string, keys: string[]) {
  await db.query('INSERT INTO test_due (kind, key) SELECT $1, unnest($2::text[])', [kind, keys]);
}

async function effects(kind: string) {
  const { rows } = await db.query<{ key: string; server: string }>(
    'SELECT key, server FROM test_effects WHERE kind = $1 ORDER BY key',
    [kind],
  );
  return rows;
}

async function unit(kind: string, key: string) {
  const { rows } = await db.query<{
    attempts: number;
    done_at: Date | null;
    given_up_at: Date | null;
    retry_at: Date | null;
    last_error: string | null;
    claimed_by: string;
  }>('SELECT * FROM job_units WHERE kind = $1 AND unit_key = $2', [kind, key]);
  return rows[0];
}

beforeAll(async () => {
  pg = await startPostgres();
  // The first start migrates the shared database; the test tables sit beside the product's.
  await closeServer(await serverWith([]));
  db = await openPostgres(pg.url);
  await db.exec(`CREATE TABLE test_due (kind text NOT NULL, key text NOT NULL);
                 CREATE TABLE test_effects (kind text NOT NULL, key text NOT NULL, server text NOT NULL)`);
}, 180_000);

afterAll(async () => {
  for (const s of [...open]) await s.close();
  await db?.close();
  await pg?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('scheduled work on one database', () => {
  it('does each unit exactly once when two servers run the same job at the same time', async () => {
    const keys = Array.from({ length: 40 }, (_, i) => `u${String(i).padStart(2, '0')}`);
    await addDue('race', keys);
    const a = await serverWith([testKind('race', { delayMs: 5 })]);
    const b = await serverWith([testKind('race', { delayMs: 5 })]);
    const [ra, rb] = await Promise.all([a.scheduler.tick(), b.scheduler.tick()]);
    const done = await effects('race');
    expect(done.map((e) => e.key)).toEqual(keys);
    expect((ra.race?.done ?? 0) + (rb.race?.done ?? 0)).toBe(40);
    // Both took part: the claims, not luck, kept them apart.
    expect(new Set(done.map((e) => e.server))).toEqual(new Set([String(a.port), String(b.port)]));
    // A second round finds nothing left to do.
    const again = await Promise.all([a.scheduler.tick(), b.scheduler.tick()]);
    expect(again.map((r) => r.race?.done)).toEqual([0, 0]);
    expect(await effects('race')).toHaveLength(40);
    await closeServer(a);
    await closeServer(b);
  });

  it('does at the next start the work that fell due while no server ran', async () => {
    const first = await serverWith([testKind('missed')]);
    await closeServer(first);
    // Due while nothing runs.
    await addDue('missed', ['while-down']);
    const next = await serverWith([testKind('missed')], { JOBS_INTERVAL_SECONDS: '3600' });
    for (let i = 0; i < 100 && (await effects('missed')).length === 0; i++) await sleep(50);
    expect((await effects('missed')).map((e) => e.key)).toEqual(['while-down']);
    expect((await effects('missed'))[0]?.server).toBe(String(next.port));
    await closeServer(next);
  });

  it('waits for a running unit on close, so no work is cut off', async () => {
    await addDue('slow', ['slow-1']);
    const server = await serverWith([testKind('slow', { delayMs: 400 })], { JOBS_INTERVAL_SECONDS: '3600' });
    for (let i = 0; i < 100 && !(await unit('slow', 'slow-1')); i++) await sleep(20);
    expect((await unit('slow', 'slow-1'))?.done_at).toBeNull();
    await closeServer(server);
    expect((await unit('slow', 'slow-1'))?.done_at).toBeInstanceOf(Date);
    expect(await effects('slow')).toHaveLength(1);
  });

  it('retries a failing unit after its backoff and gives it up after the last attempt', async () => {
    const rules = { maxAttempts: 3, backoffMs: () => 60_000 };
    const kind = testKind('flaky', { fails: () => true, rules });
    await addDue('flaky', ['f1']);
    const server = await serverWith([kind]);
    const t0 = new Date('2026-11-23T10:00:00Z');
    const at = (s: number) => new Date(t0.getTime() + s * 1000);

    expect((await server.scheduler.tick(t0)).flaky).toEqual({ done: 0, failed: 1, givenUp: 0 });
    expect(await unit('flaky', 'f1')).toMatchObject({ attempts: 1, done_at: null, given_up_at: null });
    // The tick's clock moves on by what the tick took: milliseconds.
    const near = (d: Date | null | undefined, to: Date) => Math.abs(d!.getTime() - to.getTime());
    expect(near((await unit('flaky', 'f1'))?.retry_at, at(60))).toBeLessThan(1000);
    // Within the backoff nobody tries again.
    await server.scheduler.tick(at(30));
    expect(kind.calls).toEqual(['f1']);
    await server.scheduler.tick(at(61));
    expect((await server.scheduler.tick(at(122))).flaky).toEqual({ done: 0, failed: 0, givenUp: 1 });
    const given = await unit('flaky', 'f1');
    expect(given).toMatchObject({ attempts: 3, done_at: null, last_error: 'SMTP refused attempt 3' });
    expect(near(given?.given_up_at, at(122))).toBeLessThan(1000);
    // Given up means never again.
    await server.scheduler.tick(at(3600));
    expect(kind.calls).toEqual(['f1', 'f1', 'f1']);
    expect(await effects('flaky')).toEqual([]);
    await closeServer(server);
  });

  it('finishes a unit whose first attempt failed when a later one succeeds', async () => {
    const kind = testKind('once-flaky', {
      fails: (attempt) => attempt === 1,
      rules: { backoffMs: () => 1000 },
    });
    await addDue('once-flaky', ['o1']);
    const server = await serverWith([kind]);
    const t0 = new Date('2026-11-23T10:00:00Z');
    await server.scheduler.tick(t0);
    await server.scheduler.tick(new Date(t0.getTime() + 2000));
    expect(await unit('once-flaky', 'o1')).toMatchObject({
      attempts: 2,
      last_error: null,
      given_up_at: null,
    });
    expect((await unit('once-flaky', 'o1'))?.done_at).toBeInstanceOf(Date);
    expect(await effects('once-flaky')).toHaveLength(1);
    await closeServer(server);
  });

  it('takes over a claim whose process died, once its lease ran out, and not before', async () => {
    await addDue('crashed', ['c1', 'c2']);
    const now = new Date();
    // c1 was claimed 20 minutes ago by a process that never finished it; c2 a minute ago.
    await db.query(
      `INSERT INTO job_units (kind, unit_key, claimed_at, claimed_by) VALUES
         ('crashed', 'c1', $1, 'dead-process'), ('crashed', 'c2', $2, 'busy-process')`,
      [new Date(now.getTime() - 20 * 60_000), new Date(now.getTime() - 60_000)],
    );
    const server = await serverWith([testKind('crashed')]);
    await server.scheduler.tick(now);
    expect((await effects('crashed')).map((e) => e.key)).toEqual(['c1']);
    expect(await unit('crashed', 'c1')).toMatchObject({ attempts: 2 });
    expect((await unit('crashed', 'c1'))?.claimed_by).not.toBe('dead-process');
    expect(await unit('crashed', 'c2')).toMatchObject({
      attempts: 1,
      claimed_by: 'busy-process',
      done_at: null,
    });
    await closeServer(server);
  });
});
