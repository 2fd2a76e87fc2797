import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError } from '../config';

/** Something that runs parameterised SQL: the database itself or one transaction. */
export interface Queryable {
  /** Runs one statement with `$1`-style parameters and returns its rows. */
  query<T = Record<string, unknown>>(
    sql: string,
    params?: unknown[],
  ): Promise<{ rows: T[]; affectedRows: number }>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

/** The product's database: embedded PGlite or a PostgreSQL server, behind one interface. */
export interface Database extends Queryable {
  /** Runs `fn` in one transaction; it commits when `fn` resolves and rolls back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  readonly kind: 'pglite' | 'postgres';
  /** The connection pool's figures (PostgreSQL only): connections open, idle, and requests waiting. */
  poolStats?(): { total: number; idle: number; waiting: number };
}

/** Opens PGlite in `dataDir/pglite` (created when missing). */
export async function openPglite(dir: string): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  mkdirSync(dir, { recursive: true });
  let pg: InstanceType<typeof PGlite>;
  try {
    pg = await PGlite.create(dir);
  } catch (e) {
    throw new ConfigError(
      `The embedded database in ${dir} cannot be opened (${(e as Error).message}); move that folder away to start afresh.`,
    );
  }
  const wrap = (q: Pick<typeof pg, 'query' | 'exec'>): Queryable => ({
    async query<T>(sql: string, params: unknown[] = []) {
      const r = await q.query<T>(sql, params);
      return { rows: r.rows, affectedRows: r.affectedRows ?? 0 };
    },
    async exec(sql: string) {
      await q.exec(sql);
    },
  });
  return {
    kind: 'pglite',
    ...wrap(pg),
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    close: () => pg.close(),
  };
}

/** Connects to a PostgreSQL server; fails with one sentence when it cannot be reached. */
export async function openPostgres(url: string): Promise<Database> {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000 });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it on the next query.
  });
  try {
    const c = await pool.connect();
    c.release();
  } catch (e) {
    await pool.end().catch(() => undefined);
    const host = new URL(url).host;
    throw new ConfigError(
      `Cannot connect to the PostgreSQL server at ${host} from DATABASE_URL: ${(e as Error).message}.`,
    );
  }
  // Rows come back untyped from the driver; the caller's type parameter names their shape.
  const wrapRows = <T>(r: { rows: unknown[]; rowCount: number | null }) => ({
    rows: r.rows as T[],
    affectedRows: r.rowCount ?? 0,
  });
  return {
    kind: 'postgres',
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    async query<T>(sql: string, params: unknown[] = []) {
      return wrapRows<T>(await pool.query(sql, params));
    },
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn({
          query: async <T>(s: string, p: unknown[] = []) => wrapRows<T>(await client.query(s, p)),
          exec: async (s: string) => {
            await client.query(s);
          },
        });
        await client.query('COMMIT');
        return result;
      } catch (e) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw e;
      } finally {
        client.release();
      }
    },
    exec: async (sql) => {
      await pool.query(sql);
    },
    close: () => pool.end(),
  };
}

/** Opens the configured database: PostgreSQL when `databaseUrl` is set, else PGlite under `dataDir`. */
export function openDatabase(opts: { databaseUrl: string | undefined; dataDir: string }): Promise<Database> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPglite(join(opts.dataDir, 'pglite'));
}
