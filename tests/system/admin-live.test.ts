/**
 * Issue 14, fault 1: the admin command line beside a running server on the embedded database. Before,
 * `npm run admin` opened the PGlite folder a second time: a coupon it made stayed invisible to the
 * server, a second call could not open the folder and was told to move it away. Now only one process
 * opens the folder, and the command line runs its commands in the server that holds it.
 */
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readAdminEndpoint } from '../../server/cli/admin-endpoint';
import { ConfigError } from '../../server/config';
import { openPglite } from '../../server/data/database';
import { lockPath } from '../../server/data/folder-lock';
import { startTestServer, type TestServer } from '../support/server';
import { templateDir } from '../support/template';
import { anonToken } from '../support/order-fixtures';

const ROOT = join(import.meta.dirname, '../..');

/** Runs `npm run admin -- …args` as the operator would, on the data folder `dataDir`. */
function admin(dataDir: string, args: string[]): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((resolve) => {
    const child = spawn(
      join(ROOT, 'node_modules/.bin/node'),
      ['--import', 'tsx', 'scripts/admin.ts', ...args],
      {
        cwd: ROOT,
        env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir },
      },
    );
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.on('exit', (code) => resolve({ code, out, err }));
  });
}

const DISCARD = /move|away|delete|remove|afresh|start over|wipe/i;

describe('the embedded database folder', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('refuses a second opener while the server holds it, saying what to do and keeping the data', async () => {
    const refused = await openPglite(join(server.dataDir, 'pglite')).then(
      () => new Error('opened twice'),
      (e: unknown) => e,
    );
    expect(refused).toBeInstanceOf(ConfigError);
    const message = (refused as Error).message;
    expect(message).toMatch(/only one process/);
    expect(message).toMatch(/npm run admin/);
    expect(message).not.toMatch(DISCARD);
  });

  it('runs admin commands in the running server, which sees their rows at once', async () => {
    const token = await anonToken(server);
    const created = await admin(server.dataDir, [
      'create-coupon',
      '--code',
      'LIVE-1',
      '--campaign',
      'X',
      '--amount',
      '5',
    ]);
    expect(created.err.replace(/npm warn.*\n?/g, '')).toBe('');
    expect(created.code).toBe(0);
    expect(created.out).toMatch(/LIVE-1/);
    const seen = await server.api('/billoprice/checkcoupon?coupon=LIVE-1', { token });
    expect(seen.status).toBe(200);
    expect(seen.body.data).toMatchObject({ valid: true, COUPON: 'LIVE-1' });
    // A second call works as well (before, it could not open the folder).
    const listed = await admin(server.dataDir, ['list-orders']);
    expect(listed.code).toBe(0);
  }, 60_000);

  it('reports a bad option of a command run in the server by its name, with exit code 2', async () => {
    const bad = await admin(server.dataDir, [
      'create-coupon',
      '--code',
      'LIVE-2',
      '--campaign',
      'X',
      '--amount',
      'lots',
    ]);
    expect(bad.code).toBe(2);
    expect(bad.err).toMatch(/^admin: .*amount/m);
  }, 60_000);

  it('answers the loopback command call only with the secret of the endpoint file, and as unknown otherwise', async () => {
    const endpoint = readAdminEndpoint(server.dataDir);
    expect(endpoint).toBeDefined();
    const call = (headers: Record<string, string>) =>
      server.api('/admin/command', { json: { command: 'list-orders' }, headers });
    const unknown = await server.api('/admin/nope', { json: {} });
    for (const headers of [
      {},
      { authorization: 'Bearer wrong' },
      { authorization: `Bearer ${endpoint!.token}x` },
      { authorization: `Bearer ${endpoint!.token}`, 'x-forwarded-for': '203.0.113.9' },
    ]) {
      const answer = await call(headers);
      expect(answer.status).toBe(404);
      expect(answer.body.error).toBe(unknown.body.error);
    }
    const allowed = await call({ authorization: `Bearer ${endpoint!.token}` });
    expect(allowed.status).toBe(200);
    expect(allowed.body.data.lines).toEqual(expect.any(Array));
    const wrong = await server.api('/admin/command', {
      json: { command: 'drop-everything' },
      headers: { authorization: `Bearer ${endpoint!.token}` },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.field).toBe('command');
  });
});

describe('a lock left behind', () => {
  it('is taken over when its process no longer runs (a kill -9), and given back on close', async () => {
    const copy = join(mkdtempSync(join(tmpdir(), 'tb-lock-')), 'pglite');
    cpSync(templateDir(), copy, { recursive: true });
    // A pid beyond any this machine hands out: the holder is gone.
    writeFileSync(lockPath(copy), JSON.stringify({ pid: 2 ** 22 + 7, host: hostname(), since: 'earlier' }));
    const db = await openPglite(copy);
    expect(JSON.parse(readFileSync(lockPath(copy), 'utf8')).pid).toBe(process.pid);
    await db.close();
    expect(existsSync(lockPath(copy))).toBe(false);
    rmSync(join(copy, '..'), { recursive: true, force: true });
  }, 60_000);
});
