/** Whether the database is ready for this code: the readiness probe's one query (server/routes/ops.ts). */
import type { Queryable } from '../database';

/** Whether every migration of `names` is recorded as applied. */
export async function migrationsApplied(db: Queryable, names: readonly string[]): Promise<boolean> {
  const { rows } = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM schema_migrations WHERE name = ANY($1)',
    [names],
  );
  return rows[0]?.n === names.length;
}
