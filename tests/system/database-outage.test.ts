/**
 * Issue 14, fault 3: a database outage answered 500 server_error and logged a stack trace per request
 * (1,440 lines in 4 s). Now every request during the outage gets a 503 in the envelope with
 * Retry-After, the log has one line when the outage starts and one when it ends, and the server serves
 * again once PostgreSQL is back, without a restart. Runs on a real PostgreSQL server that is stopped
 * and started again under the test.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest';
import { loadConfig } from '../../server/config';
import { openPostgres } from '../../server/data/database';
import { migrate } from '../../server/data/migrate';
import { startServer, type RunningServer } from '../../server/server';
import { startPostgres, type TestPostgres } from '../support/postgres';

let pg: TestPostgres;
let server: RunningServer;
let errors: MockInstance<typeof console.error>;
let warnings: MockInstance<typeof console.warn>;
const dataDir = mkdtempSync(join(tmpdir(), 'tb-outage-'));

beforeAll(async () => {
  pg = await startPostgres();
  const config = loadConfig({
    ...process.env,
    DATABASE_URL: pg.url,
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
  });
  const db = await openPostgres(pg.url);
  await migrate(db);
  server = await startServer(config, { db, config });
  errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  warnings = vi.spyOn(console, 'warn').mockImplementation(() => {});
}, 120_000);

afterAll(async () => {
  errors?.mockRestore();
  warnings?.mockRestore();
  await server?.close();
  await pg?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Asks for an anonymous token, a call that writes to the database. */
async function tokenCall(): Promise<{ status: number; retryAfter: string | null; body: any }> {
  const res = await fetch(`${server.url}/api/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ client_id: 'webapp', grant_type: 'client_credentials' }),
  });
  return { status: res.status, retryAfter: res.headers.get('retry-after'), body: await res.json() };
}

// The server's log lines at warn and error level (server/log.ts writes them through console).
const logged = () => [...errors.mock.calls, ...warnings.mock.calls].map((args) => args.map(String).join(' '));

describe('a PostgreSQL outage', () => {
  it('is answered 503 with Retry-After in the envelope, logged once at its start and once at its end', async () => {
    expect((await tokenCall()).status).toBe(200);
    await pg.pause();
    const during = await Promise.all(Array.from({ length: 40 }, () => tokenCall()));
    for (const answer of during) {
      expect(answer.status).toBe(503);
      expect(Number(answer.retryAfter)).toBeGreaterThan(0);
      expect(answer.body).toMatchObject({ status: false, error: 'temporarily_unavailable' });
      expect(answer.body.error_description).toEqual(expect.any(String));
    }
    expect(logged().filter((l) => /Database unavailable/.test(l))).toHaveLength(1);
    expect(logged().filter((l) => /server_error|\n\s+at /.test(l))).toEqual([]);

    await pg.resume();
    // The pool drops the connections the restart cut; the first calls may still meet one of them.
    let after = await tokenCall();
    for (let i = 0; i < 20 && after.status !== 200; i++) {
      expect(after.status).toBe(503);
      await new Promise((r) => setTimeout(r, 250));
      after = await tokenCall();
    }
    expect(after.status).toBe(200);
    expect(logged().filter((l) => /Database available again/.test(l))).toHaveLength(1);
    expect(logged().filter((l) => /Database unavailable/.test(l))).toHaveLength(1);
    // Nothing else was logged (a scheduler tick that met the outage adds no line of its own).
    expect(logged().filter((l) => !/Database (unavailable|available again)/.test(l))).toEqual([]);
  }, 120_000);
});
