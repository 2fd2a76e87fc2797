import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { openPglite } from '../../server/db/database';
import { importGeodata, readGeodata } from '../../server/db/geodata';
import { migrate } from '../../server/db/migrate';

const ROOT = join(import.meta.dirname, '../..');

/**
 * Folder of an initialised PGlite database (migrations + geodata), named by the hash of what went into
 * it. initdb and the geodata import take seconds, so tests copy this folder instead of redoing them.
 */
export function templateDir(): string {
  const h = createHash('sha256');
  for (const dir of ['server/db/migrations', 'data']) {
    for (const f of readdirSync(join(ROOT, dir)).sort()) h.update(f).update(readFileSync(join(ROOT, dir, f)));
  }
  return join(ROOT, '.data', `test-template-${h.digest('hex').slice(0, 12)}`);
}

/** Creates the template folder when it does not exist yet. */
export async function ensureTemplate(): Promise<string> {
  const dir = templateDir();
  if (existsSync(dir)) return dir;
  const tmp = `${dir}.tmp-${process.pid}`;
  rmSync(tmp, { recursive: true, force: true });
  const db = await openPglite(tmp);
  await migrate(db);
  await importGeodata(db, readGeodata(join(ROOT, 'data')));
  await db.close();
  renameSync(tmp, dir);
  return dir;
}
