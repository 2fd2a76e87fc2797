/**
 * Issue 14, proof: kill -9 of the real server in the middle of a booking load, three times, on PGlite
 * and on PostgreSQL. Every acknowledged order is there exactly once after the restarts, what got no
 * answer is accepted when sent again with its key, and amcheck finds every B-tree index sound.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { amcheck } from '@electric-sql/pglite/contrib/amcheck';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startPostgres, type TestPostgres } from '../support/postgres';
import { templateDir } from '../support/template';
import { crashRun, type CrashResult, type CrashShape } from '../soak/crash';
import { figuresTable } from '../soak/http';

const SHAPE: CrashShape = { rounds: 3, perRound: 60, inFlight: 10, killAfter: 20 };

const cleanup: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const c of cleanup.reverse()) await c();
});

/** The checks of one crash run. */
function expectNothingLost(r: CrashResult): void {
  console.log(
    `${figuresTable([r.tally.figures()])}\nin flight at each kill: ${r.cutOff.join(', ')}; indexes checked: ${r.indexes}`,
  );
  expect(r.odd).toEqual([]);
  // Each kill hit requests still in flight.
  expect(r.cutOff).toHaveLength(3);
  for (const n of r.cutOff) expect(n).toBeGreaterThan(0);
  expect(r.unanswered).toEqual([]);
  expect(r.check.lost).toEqual([]);
  expect(r.check.mismatched).toEqual([]);
  expect(r.check).toMatchObject({
    stored: r.keys,
    duplicateKeys: 0,
    duplicateReceipts: 0,
    duplicateCodes: 0,
  });
  expect(r.indexes).toBeGreaterThan(20);
}

describe('kill -9 in the middle of a booking load', () => {
  it('loses no acknowledged order on PGlite, and its indexes pass amcheck', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'tb-crash-'));
    cleanup.push(() => rmSync(dataDir, { recursive: true, force: true }));
    cpSync(templateDir(), join(dataDir, 'pglite'), { recursive: true });
    const result = await crashRun(
      'crash PGlite',
      { DATA_DIR: dataDir },
      async () => {
        const db = await PGlite.create(join(dataDir, 'pglite'), { extensions: { amcheck } });
        return {
          query: async (sql, params) => (await db.query<any>(sql, params)).rows,
          close: () => db.close(),
        };
      },
      SHAPE,
    );
    expectNothingLost(result);
  }, 180_000);

  it('loses no acknowledged order on PostgreSQL, and its indexes pass amcheck', async () => {
    const postgres: TestPostgres = await startPostgres();
    cleanup.push(() => postgres.stop());
    const dataDir = mkdtempSync(join(tmpdir(), 'tb-crash-pg-'));
    cleanup.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const result = await crashRun(
      'crash PostgreSQL',
      { DATABASE_URL: postgres.url, DATA_DIR: dataDir },
      async () => {
        const client = new pg.Client({ connectionString: postgres.url });
        await client.connect();
        return {
          query: async (sql, params) => (await client.query(sql, params)).rows,
          close: () => client.end(),
        };
      },
      SHAPE,
    );
    expectNothingLost(result);
  }, 180_000);
});
