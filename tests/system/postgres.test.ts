import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { startServer, type RunningServer } from '../../server/server';
import { startPostgres, type TestPostgres } from '../support/postgres';

let pg: TestPostgres;
let server: RunningServer;
const dataDir = mkdtempSync(join(tmpdir(), 'tb-pgdata-'));

const start = () =>
  startServer(
    loadConfig({ ...process.env, DATABASE_URL: pg.url, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir }),
  );

beforeAll(async () => {
  pg = await startPostgres();
  server = await start();
}, 120_000);

afterAll(async () => {
  await server?.close();
  await pg?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('DATABASE_URL on a real PostgreSQL server', () => {
  it('applies the same migrations and geodata as the embedded database', async () => {
    expect(server.ctx.db.kind).toBe('postgres');
    const { rows } = await server.ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM postcodes');
    expect(rows[0]?.n).toBe(1151);
    const res = await fetch(`${server.url}/api/airports`);
    const body = (await res.json()) as { data: { ID: string }[] };
    expect(body.data).toHaveLength(19);
  });

  it('serves street suggestions from the indexed table', async () => {
    const res = await fetch(`${server.url}/api/streets/zoekstraten/9000/Korenm`);
    const body = (await res.json()) as { data: { STRAAT: string }[] };
    expect(body.data.map((s) => s.STRAAT)).toContain('Korenmarkt');
  });

  it('starts again on the same server without redoing migrations or the import', async () => {
    await server.close();
    server = await start();
    const { rows } = await server.ctx.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM geodata_imports',
    );
    expect(rows[0]?.n).toBe(4);
    const { rows: streets } = await server.ctx.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM streets',
    );
    expect(streets[0]?.n).toBeGreaterThan(140_000);
  }, 60_000);
});
