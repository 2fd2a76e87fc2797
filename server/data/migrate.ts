import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from './database';

const MIGRATIONS_DIR = join(import.meta.dirname, 'migrations');

/** The migration files this code knows, in the order they apply. */
export function migrationFiles(): string[] {
  return readdirSync(MIGRATIONS_DIR)
    .filter((f) => /^\d{3}_.+\.sql$/.test(f))
    .sort();
}

/** The advisory lock a process holds while it migrates (PostgreSQL's `pg_advisory_xact_lock`). */
export const MIGRATION_LOCK = 4321001;

/**
 * Applies every `migrations/NNN_name.sql` not yet recorded in `schema_migrations`, in file-name order,
 * in one transaction. An advisory lock, taken before anything else, keeps two processes starting at
 * once from racing: even `CREATE TABLE IF NOT EXISTS` fails on a duplicate key when another
 * transaction is creating the same table.
 */
export async function migrate(db: Database): Promise<string[]> {
  const files = migrationFiles();
  const applied: string[] = [];
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`);
    const done = new Set(
      (await tx.query<{ name: string }>('SELECT name FROM schema_migrations')).rows.map((r) => r.name),
    );
    for (const f of files) {
      if (done.has(f)) continue;
      await tx.exec(readFileSync(join(MIGRATIONS_DIR, f), 'utf8'));
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [f]);
      applied.push(f);
    }
  });
  return applied;
}
