import { createHash, randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { openPglite } from '../../server/data/database';
import { importGeodata, readGeodata } from '../../server/data/geodata';
import { migrate } from '../../server/data/migrate';

const ROOT = join(import.meta.dirname, '../..');

/**
 * Folder of an initialised PGlite database (migrations + geodata), named by the hash of what went into
 * it. initdb and the geodata import take seconds, so tests copy this folder instead of redoing them.
 */
export function templateDir(): string {
  const h = createHash('sha256');
  for (const dir of ['server/data/migrations', 'data']) {
    for (const f of readdirSync(join(ROOT, dir)).sort()) h.update(f).update(readFileSync(join(ROOT, dir, f)));
  }
  return join(ROOT, '.data', `test-template-${h.digest('hex').slice(0, 12)}`);
}

/**
 * Deletes the WAL segments PostgreSQL made ahead of need (min_wal_size keeps five, 80 MiB): every test
 * server copies the template, and those segments were more than half of it. After a clean shutdown only
 * the segment being written is needed; PostgreSQL creates the next ones when it reaches them.
 */
function dropFutureWal(dir: string, current: string): void {
  const wal = join(dir, 'pg_wal');
  for (const segment of readdirSync(wal)) {
    if (/^[0-9A-F]{24}$/.test(segment) && segment > current) rmSync(join(wal, segment));
  }
}

/** Creates the template folder when it does not exist yet. */
export async function ensureTemplate(): Promise<string> {
  const dir = templateDir();
  if (existsSync(dir)) return dir;
  // Two test projects may build it at the same moment: each works in its own folder and the first
  // rename wins; the other drops its copy.
  const tmp = `${dir}.tmp-${process.pid}-${randomUUID()}`;
  const db = await openPglite(tmp);
  await migrate(db);
  await importGeodata(db, readGeodata(join(ROOT, 'data')));
  const { rows } = await db.query<{ current: string }>(
    'SELECT pg_walfile_name(pg_current_wal_lsn()) AS current',
  );
  await db.close();
  dropFutureWal(tmp, rows[0]!.current);
  try {
    renameSync(tmp, dir);
  } catch (e) {
    if (!existsSync(dir)) throw e;
    rmSync(tmp, { recursive: true, force: true });
  }
  // Templates of older migrations or data are of no further use.
  for (const old of readdirSync(join(ROOT, '.data'))) {
    if (/^test-template-[0-9a-f]{12}$/.test(old) && join(ROOT, '.data', old) !== dir) {
      rmSync(join(ROOT, '.data', old), { recursive: true, force: true });
    }
  }
  return dir;
}
