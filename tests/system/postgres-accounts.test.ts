import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { openPostgres } from '../../server/data/database';
import { migrate } from '../../server/data/migrate';
import { startServer, type RunningServer } from '../../server/server';
import { startPostgres, type TestPostgres } from '../support/postgres';
import { STRONG_PASSWORD, expectWait, insertUser, loginFrom } from '../support/account-helpers';

// PGlite runs one statement at a time, which would hide a race; these attacks run again on a real
// PostgreSQL server, where requests reach the database side by side through the connection pool.
// Only the migrations are applied: the account calls need no geodata.
let pg: TestPostgres;
let server: RunningServer;
const dataDir = mkdtempSync(join(tmpdir(), 'tb-pgacc-'));

beforeAll(async () => {
  pg = await startPostgres();
  const config = loadConfig({
    ...process.env,
    DATABASE_URL: pg.url,
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    TRUST_PROXY: '1',
  });
  const db = await openPostgres(pg.url);
  await migrate(db);
  server = await startServer(config, { db, config });
}, 120_000);

afterAll(async () => {
  await server?.close();
  await pg?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('login throttle on a real PostgreSQL server', () => {
  it('gives at most 5 of 30 simultaneous guesses from one address a password check', async () => {
    const user = await insertUser(server.ctx.db, 'pgburst');
    const from = '198.51.100.30';
    const answers = await Promise.all([
      ...Array.from({ length: 29 }, (_, i) => loginFrom(server.url, user.username, `not-it-${i}`, from)),
      loginFrom(server.url, user.username, STRONG_PASSWORD, from),
    ]);
    const checked = answers.filter((a) => a.status !== 429);
    expect(checked.length).toBeLessThanOrEqual(5);
    expect(checked.every((a) => a.status === 400 || a.status === 200)).toBe(true);
    for (const a of answers.filter((x) => x.status === 429)) expectWait(a);
    const { rows } = await server.ctx.db.query<{ attempts: number }>(
      'SELECT attempts FROM throttle_counters WHERE key = $1',
      [`login-pair:${user.username}|${from}`],
    );
    expect(rows[0]?.attempts ?? 0).toBeLessThanOrEqual(5);
  });
});

describe('refresh-token rotation on a real PostgreSQL server', () => {
  const grant = async (fields: Record<string, string>) => {
    const res = await fetch(`${server.url}/api/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.31' },
      body: JSON.stringify({ client_id: 'webapp', ...fields }),
    });
    return { status: res.status, body: await res.json() };
  };

  it('answers 8 simultaneous refreshes with one token with 200, all tokens of one live session', async () => {
    const user = await insertUser(server.ctx.db, 'pgtabs');
    const first = (
      await grant({ grant_type: 'password', username: user.username, password: STRONG_PASSWORD })
    ).body;
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        grant({ grant_type: 'refresh_token', refresh_token: first.refresh_token }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
    for (const a of answers) {
      const res = await fetch(`${server.url}/api/billousers/leesuserid/${user.id}`, {
        headers: { authorization: `Bearer ${a.body.access_token}` },
      });
      expect(res.status).toBe(200);
    }
    const { rows } = await server.ctx.db.query<{ families: number; revoked: number }>(
      `SELECT count(DISTINCT family_id)::int AS families, count(*) FILTER (WHERE revoked_at IS NOT NULL)::int AS revoked
         FROM access_tokens WHERE user_id = $1`,
      [user.id],
    );
    // The password login's own access token was superseded by the rotation; the 8 new ones live.
    expect(rows[0]).toEqual({ families: 1, revoked: 1 });
  });
});
