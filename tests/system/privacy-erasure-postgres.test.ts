/**
 * Issue 13 "Privacy", on PostgreSQL: two server processes on one database tick the erasure job at the
 * same moment; every due order is erased once, with one audit entry, and the order a day short of six
 * months is kept.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { ERASURE_KIND, erasureJob } from '../../server/privacy/erasure-job';
import { startServer, type RunningServer } from '../../server/server';
import { startPostgres, type TestPostgres } from '../support/postgres';
import { storeOrder } from '../support/portal-fixtures';

let pg: TestPostgres;
const dirs: string[] = [];
const servers: RunningServer[] = [];
const NOW = new Date('2026-11-23T10:00:00Z');

async function server(): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tb-erase-'));
  dirs.push(dataDir);
  const config = loadConfig({
    ...process.env,
    DATABASE_URL: pg.url,
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO: '0',
    JOBS_INTERVAL_SECONDS: '0',
  });
  const s = await startServer(config, undefined, { jobs: [erasureJob] });
  servers.push(s);
  return s;
}

beforeAll(async () => {
  pg = await startPostgres();
}, 180_000);

afterAll(async () => {
  for (const s of servers) await s.close();
  await pg?.stop();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

it('erases each due order once when two processes tick together', async () => {
  const a = await server();
  const b = await server();
  const due = await Promise.all(
    Array.from({ length: 6 }, (_, i) =>
      storeOrder(a.ctx.db, { heenterug: 'H', datumheen: `2026/05/${10 + i}` }),
    ),
  );
  const kept = await storeOrder(a.ctx.db, { heenterug: 'H', datumheen: '2026/05/24' });
  const [ra, rb] = await Promise.all([a.scheduler.tick(NOW), b.scheduler.tick(NOW)]);
  expect(ra[ERASURE_KIND]!.done + rb[ERASURE_KIND]!.done).toBe(due.length);
  const { rows } = await a.ctx.db.query<{ id: number; naam: string; audits: number }>(
    `SELECT o.id, o.naam, (SELECT count(*)::int FROM audit_log l WHERE l.entity = 'order'
        AND l.entity_id = o.id::text AND l.action = 'order.erase_personal_data') AS audits
       FROM orders o ORDER BY o.id`,
  );
  expect(rows.filter((r) => r.id !== kept.id)).toEqual(
    due.map((d) => ({ id: d.id, naam: '', audits: 1 })).sort((x, y) => x.id - y.id),
  );
  expect(rows.find((r) => r.id === kept.id)).toEqual({ id: kept.id, naam: 'Peeters', audits: 0 });
});
