/**
 * Two server processes starting at the same moment on a fresh PostgreSQL database both found the
 * geodata missing and imported it side by side; the second failed on the first's keys ("duplicate key
 * value violates unique constraint postcodes_pkey") and did not start (found by the two-process
 * proof). The import now runs each file under an advisory lock and checks again inside it.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type Database } from '../../server/data/database';
import { importGeodata, readGeodata } from '../../server/data/geodata';
import { migrate } from '../../server/data/migrate';
import { startPostgres, type TestPostgres } from '../support/postgres';

let pg: TestPostgres;
let one: Database;
let two: Database;

beforeAll(async () => {
  pg = await startPostgres();
  one = await openPostgres(pg.url);
  two = await openPostgres(pg.url);
  await migrate(one);
}, 120_000);

afterAll(async () => {
  await one?.close();
  await two?.close();
  await pg?.stop();
});

describe('two geodata imports at once on a fresh database', () => {
  it('import each file once between them and both succeed', async () => {
    const files = readGeodata(join(import.meta.dirname, '../../data'));
    const [a, b] = await Promise.all([importGeodata(one, files), importGeodata(two, files)]);
    expect([...a, ...b].sort()).toEqual(files.map((f) => f.spec.file).sort());
    const { rows } = await one.query<{ n: number }>('SELECT count(*)::int AS n FROM postcodes');
    expect(rows[0]!.n).toBe(1151);
  }, 120_000);
});
