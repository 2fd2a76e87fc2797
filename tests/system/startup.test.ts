import {
  copyFileSync,
  existsSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../server/data/database';
import { oneSentence, runMain } from '../support/run-main';
import { templateDir } from '../support/template';

const ROOT = join(import.meta.dirname, '../..');
const tmp = mkdtempSync(join(tmpdir(), 'tb-startup-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

function freshDataDir(): string {
  const dir = mkdtempSync(join(tmp, 'data-'));
  cpSync(templateDir(), join(dir, 'pglite'), { recursive: true });
  return dir;
}

describe('npm start entry point', () => {
  it('serves, prints its URL and stops cleanly on Ctrl-C', async () => {
    const run = await runMain({ DATA_DIR: freshDataDir() });
    expect(run.out).toMatch(/Serving on http:\/\/localhost:\d+/);
    expect(run.out).toContain('Stopping');
    expect(run.code).toBe(0);
  });

  it('creates the database in an empty data folder and keeps it for the next start', async () => {
    const dir = mkdtempSync(join(tmp, 'empty-'));
    const first = await runMain({ DATA_DIR: dir });
    expect(first.code).toBe(0);
    expect(readdirSync(join(dir, 'pglite'))).toContain('PG_VERSION');
    const imports = async () => {
      const db = await openPglite(join(dir, 'pglite'));
      try {
        return (await db.query('SELECT file, imported_at FROM geodata_imports ORDER BY file')).rows;
      } finally {
        await db.close();
      }
    };
    const before = await imports();
    expect(before).toHaveLength(4);
    const second = await runMain({ DATA_DIR: dir });
    expect(second.code).toBe(0);
    // The second start finds the data in place: no file is imported again. (Its time is printed; on an
    // idle machine the first start takes ~6 s and the second ~1.5 s, but shared CI machines are noisy.)
    expect(await imports()).toEqual(before);
  }, 120_000);
});

describe('bad configuration stops with one sentence', () => {
  it('names DATABASE_URL when it is not a PostgreSQL URL', async () => {
    expect(oneSentence(await runMain({ DATABASE_URL: 'mysql://localhost/db' }))).toContain('DATABASE_URL');
  });

  it('names the server when DATABASE_URL cannot be reached', async () => {
    const line = oneSentence(await runMain({ DATABASE_URL: 'postgres://u:p@127.0.0.1:1/db' }));
    expect(line).toContain('127.0.0.1:1');
  });

  it('says the port is in use', async () => {
    const blocker = createServer();
    await new Promise<void>((r) => blocker.listen(0, '127.0.0.1', r));
    const port = (blocker.address() as { port: number }).port;
    try {
      const line = oneSentence(await runMain({ DATA_DIR: freshDataDir(), PORT: String(port) }));
      expect(line).toContain(`Port ${port} is already in use`);
    } finally {
      blocker.close();
    }
  });

  it('refuses a PORT that is not a number', async () => {
    expect(oneSentence(await runMain({ PORT: 'eighty' }))).toContain('PORT');
  });

  it('refuses a TRUST_PROXY that is not a number of proxy hops', async () => {
    const line = oneSentence(await runMain({ DATA_DIR: freshDataDir(), TRUST_PROXY: 'yes' }));
    expect(line).toContain('TRUST_PROXY must be the number of trusted proxy hops');
  });

  it('names a corrupt data file', async () => {
    const geo = mkdtempSync(join(tmp, 'geo-'));
    for (const f of readdirSync(join(ROOT, 'data'))) copyFileSync(join(ROOT, 'data', f), join(geo, f));
    writeFileSync(join(geo, 'streets.csv.gz'), 'this is not gzip');
    const dir = mkdtempSync(join(tmp, 'corrupt-'));
    mkdirSync(dir, { recursive: true });
    const line = oneSentence(await runMain({ DATA_DIR: dir, GEODATA_DIR: geo }));
    expect(line).toContain('streets.csv.gz is corrupt');
    // The files are checked before the database is opened, so nothing was half-written.
    expect(existsSync(join(dir, 'pglite'))).toBe(false);
  }, 60_000);
});
