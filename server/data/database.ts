import { dirname, join } from 'node:path';
import { ConfigError } from '../config';
import { lockFolder } from './folder-lock';
import { keepPrivate, privateFolder } from './private-files';
import { OutageWatch } from './outage';

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
  /**
   * The size of PGlite's WebAssembly memory in bytes (PGlite only): it grows with what postgres holds
   * (page cache, sorts) and never shrinks; for the memory figures of npm run bench and npm run memory.
   */
  wasmMemoryBytes?(): number;
  /** The connection pool's figures (PostgreSQL only): connections open, idle, and requests waiting. */
  poolStats?(): { total: number; idle: number; waiting: number };
}

/** Options of {@link openPglite}. */
export interface PgliteOptions {
  /**
   * postgres's shared_buffers in MB. PGlite runs postgres in WebAssembly memory, which grows and never
   * shrinks: the page cache filling up with read pages was most of the growth of a long-running
   * server's memory (issue 24). Unset: PGlite's own default (128 MB).
   */
  sharedBuffersMb?: number | undefined;
}

/**
 * Opens PGlite in `dataDir/pglite` (created when missing), for this process alone: a second opener,
 * in this process or another, is refused with a sentence naming the holder (./folder-lock.ts).
 */
export async function openPglite(dir: string, options: PgliteOptions = {}): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  privateFolder(dirname(dir));
  const unlock = lockFolder(dir);
  let pg: InstanceType<typeof PGlite>;
  try {
    privateFolder(dir);
    pg = await PGlite.create(dir, {
      ...(options.sharedBuffersMb === undefined
        ? {}
        : {
            startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${options.sharedBuffersMb}MB`],
          }),
    });
    keepPrivate(dir);
  } catch (e) {
    unlock();
    // Never a hint to discard the folder: it holds every booking.
    throw new ConfigError(
      `The embedded database in ${dir} cannot be opened (${(e as Error).message}). Keep the folder as it ` +
        'is: it holds the bookings. Check that this user may read and write it and that the disk is not ' +
        'full, then try again; if it still fails, restore the folder from a backup.',
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
    // PGlite's Emscripten module is not part of its typed interface; read defensively.
    wasmMemoryBytes: () => (pg as unknown as { mod?: { HEAPU8?: Uint8Array } }).mod?.HEAPU8?.byteLength ?? 0,
    ...wrap(pg),
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    async close() {
      try {
        await pg.close();
        // Files PGlite made while open (new tables, WAL segments) are 0666 as well.
        keepPrivate(dir);
      } finally {
        unlock();
      }
    },
  };
}

/** Connects to a PostgreSQL server; fails with one sentence when it cannot be reached. */
export async function openPostgres(url: string): Promise<Database> {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000 });
  // A lost connection fails every request alike: it becomes a DatabaseUnavailableError (a 503) with
  // one log line per outage (./outage.ts).
  const watch = new OutageWatch();
  // A connection the server ends (a restart: FATAL 57P01, then "Connection terminated") emits 'error'
  // on its client, once or twice. The pool listens only while the client is idle, and pool.query only
  // for the first event; one unheard event is an uncaught exception that ends the process. So every
  // client keeps a listener for life; the statement it was running fails with the outage's error anyway.
  pool.on('connect', (client) => client.on('error', (e) => watch.failed(e)));
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
  const watched = async <R>(work: () => Promise<R>): Promise<R> => {
    const startedAt = Date.now();
    let result: R;
    try {
      result = await work();
    } catch (e) {
      throw watch.failed(e);
    }
    watch.succeeded(startedAt);
    return result;
  };
  return {
    kind: 'postgres',
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    query<T>(sql: string, params: unknown[] = []) {
      return watched(async () => wrapRows<T>(await pool.query(sql, params)));
    },
    async transaction(fn) {
      const client = await watched(() => pool.connect());
      try {
        await watched(() => client.query('BEGIN'));
        const result = await fn({
          query: <T>(s: string, p: unknown[] = []) =>
            watched(async () => wrapRows<T>(await client.query(s, p))),
          exec: (s: string) =>
            watched(async () => {
              await client.query(s);
            }),
        });
        await watched(() => client.query('COMMIT'));
        return result;
      } catch (e) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw e;
      } finally {
        // A client whose connection broke is dropped from the pool, not handed out again.
        client.release(watch.down ? true : undefined);
      }
    },
    exec: (sql) =>
      watched(async () => {
        await pool.query(sql);
      }),
    close: () => pool.end(),
  };
}

/** Opens the configured database: PostgreSQL when `databaseUrl` is set, else PGlite under `dataDir`. */
export function openDatabase(opts: {
  databaseUrl: string | undefined;
  dataDir: string;
  pgliteSharedBuffersMb?: number;
}): Promise<Database> {
  return opts.databaseUrl
    ? openPostgres(opts.databaseUrl)
    : openPglite(join(opts.dataDir, 'pglite'), { sharedBuffersMb: opts.pgliteSharedBuffersMb });
}
