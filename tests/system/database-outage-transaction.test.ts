/**
 * Issue 14, found by the database-restart proof: PostgreSQL stopping while a transaction holds a pooled
 * connection made the driver emit an 'error' event on that connection, which nobody listened to while
 * it was checked out of the pool, so it became an uncaught exception (enough to end a server process).
 * Now the transaction fails with the outage's 503 error and the process goes on.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openPostgres, type Database } from '../../server/data/database';
import { DatabaseUnavailableError } from '../../server/data/outage';
import { startPostgres, type TestPostgres } from '../support/postgres';

let pg: TestPostgres;
let db: Database;
beforeAll(async () => {
  pg = await startPostgres();
  db = await openPostgres(pg.url);
}, 60_000);
afterAll(async () => {
  await db?.close().catch(() => undefined);
  await pg?.stop();
});

describe('PostgreSQL stopping in the middle of a transaction', () => {
  it('fails that transaction as unavailable, without an uncaught error, and serves again once it is back', async () => {
    const uncaught: unknown[] = [];
    const record = (e: unknown) => uncaught.push(e);
    // vitest's own handler would only report the error at the end of the run; this one sees it here.
    process.prependListener('uncaughtException', record);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const outcome = db.transaction(async (tx) => {
        await tx.query('SELECT 1');
        // The connection sits idle in the transaction while the server shuts down (FATAL 57P01).
        await pg.pause();
        await new Promise((r) => setTimeout(r, 300));
        await tx.query('SELECT 2');
      });
      await expect(outcome).rejects.toBeInstanceOf(DatabaseUnavailableError);
      expect(uncaught).toEqual([]);
      await pg.resume();
      expect((await db.query<{ n: number }>('SELECT 3 AS n')).rows).toEqual([{ n: 3 }]);
    } finally {
      process.removeListener('uncaughtException', record);
      vi.restoreAllMocks();
    }
  }, 60_000);
});
