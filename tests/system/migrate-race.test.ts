/**
 * Two processes starting at once against one PostgreSQL server both migrate. A CI run found the second
 * failing with "duplicate key value violates unique constraint pg_type_typname_nsp_index": migrate()
 * created schema_migrations before taking its advisory lock, and `CREATE TABLE IF NOT EXISTS` is not
 * safe against a concurrent creation. Here the first process is held in the middle of its migration
 * (lock taken, table created, not committed) while the second starts.
 */
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { openDatabase, type Database } from '../../server/data/database';
import { MIGRATION_LOCK, migrate, migrationFiles } from '../../server/data/migrate';
import { startPostgres, type TestPostgres } from '../support/postgres';

let server: TestPostgres;
let db: Database;

beforeAll(async () => {
  server = await startPostgres();
  db = await openDatabase(loadConfig({ DATABASE_URL: server.url, DATA_DIR: '/nonexistent' }));
}, 120_000);

afterAll(async () => {
  await db?.close();
  await server?.stop();
});

it('waits for a migration under way in another process instead of failing on its table', async () => {
  const first = new pg.Client({ connectionString: server.url });
  await first.connect();
  try {
    await first.query('BEGIN');
    await first.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await first.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`);

    const second = migrate(db);
    // The second process is waiting on a lock the first holds, not finished and not failed.
    await expect
      .poll(
        async () =>
          (await first.query('SELECT count(*)::int AS n FROM pg_locks WHERE NOT granted')).rows[0].n,
      )
      .toBeGreaterThan(0);
    await first.query('COMMIT');

    expect(await second).toEqual(migrationFiles());
    const { rows } = await db.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name');
    expect(rows.map((r) => r.name)).toEqual(migrationFiles());
  } finally {
    await first.end();
  }
}, 120_000);
