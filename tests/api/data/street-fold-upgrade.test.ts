/**
 * An installation that ran before migration 008 has streets without folded names and geodata imports
 * recorded as current. Its next start (migrate, then import) must fill the folded names of every street.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { foldStreetName } from '../../../core/streets';
import { openPglite } from '../../../server/data/database';
import { importGeodata, readGeodata } from '../../../server/data/geodata';
import { migrate } from '../../../server/data/migrate';
import { migrateBefore } from '../../support/migrations-before';

const ROOT = join(import.meta.dirname, '../../..');
const tmp = mkdtempSync(join(tmpdir(), 'tb-fold-upgrade-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

it('fills the folded name of every street on the first start after migration 008', async () => {
  const db = await openPglite(join(tmp, 'pglite'));
  try {
    // The database as the releases before 008 left it: migrations up to 007 and streets imported with
    // the file hashes recorded, so only the new migration can make the import run again.
    await migrateBefore(db, '008');
    await db.query(
      `INSERT INTO streets (postcode, name, name_lower) VALUES (9000, 'Korenmarkt', 'korenmarkt'),
         (1000, 'Rue de l''Église', 'rue de l''église')`,
    );
    for (const file of ['streets.csv.gz', 'streets-brussels.csv.gz']) {
      const sha = createHash('sha256')
        .update(readFileSync(join(ROOT, 'data', file)))
        .digest('hex');
      await db.query('INSERT INTO geodata_imports (file, sha256, rows) VALUES ($1, $2, 1)', [file, sha]);
    }

    expect(await migrate(db)).toContain('008_street_fold.sql');
    const imported = await importGeodata(db, readGeodata(join(ROOT, 'data')));
    expect(imported).toEqual(expect.arrayContaining(['streets.csv.gz', 'streets-brussels.csv.gz']));

    const { rows } = await db.query<{ name: string; name_fold: string }>(
      'SELECT name, name_fold FROM streets',
    );
    expect(rows.length).toBeGreaterThan(140_000);
    expect(rows.filter((r) => r.name_fold !== foldStreetName(r.name))).toEqual([]);
    // A second start finds everything current and imports nothing.
    expect(await importGeodata(db, readGeodata(join(ROOT, 'data')))).toEqual([]);
  } finally {
    await db.close();
  }
}, 120_000);
