import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Queryable } from '../../server/data/database';

const MIGRATIONS = join(import.meta.dirname, '../../server/data/migrations');

/**
 * Brings an empty database to the schema the releases before migration `next` (e.g. '029') left:
 * every earlier migration file applied and recorded as server/data/migrate.ts records it, so the
 * upgrade tests can store rows as they stood and then run migrate() to see the new migration alone.
 */
export async function migrateBefore(db: Queryable, next: string): Promise<void> {
  await db.exec(
    'CREATE TABLE schema_migrations (name text PRIMARY KEY, applied_at timestamptz DEFAULT now())',
  );
  for (const file of readdirSync(MIGRATIONS).sort()) {
    if (file >= next) continue;
    await db.exec(readFileSync(join(MIGRATIONS, file), 'utf8'));
    await db.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
  }
}
