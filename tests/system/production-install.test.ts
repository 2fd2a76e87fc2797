/**
 * Issue 15: the production install works on a fresh machine. The project's files are copied to a
 * temporary folder, installed with `npm install --omit=dev` (so nothing the build or the server needs
 * may sit in devDependencies), built once with `npm run build`, started with NODE_ENV=production
 * against a real PostgreSQL (no build at start), and booked through the API.
 */
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPostgres, type TestPostgres } from '../support/postgres';
import type { TestServer } from '../support/server';
import { orderPayload, quotedTotal } from '../support/order-fixtures';

const ROOT = join(import.meta.dirname, '../..');
const dir = mkdtempSync(join(tmpdir(), 'tb-install-'));
let pg: TestPostgres;

/** npm as the test's own npm runs it (npm test sets npm_execpath), else the npm on PATH. */
function npm(args: string[], env: NodeJS.ProcessEnv = {}): string {
  const execpath = process.env.npm_execpath;
  const [cmd, argv] = execpath ? [process.execPath, [execpath, ...args]] : ['npm', args];
  return execFileSync(cmd, argv, {
    cwd: dir,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    maxBuffer: 64 * 1024 * 1024,
  }).toString();
}

beforeAll(async () => {
  // The working tree's files as a fresh clone has them: tracked and new, not ignored ones.
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: ROOT,
  })
    .toString()
    .split('\0')
    .filter((f) => f !== '' && existsSync(join(ROOT, f)));
  for (const f of listed) {
    mkdirSync(dirname(join(dir, f)), { recursive: true });
    cpSync(join(ROOT, f), join(dir, f));
  }
  pg = await startPostgres();
}, 120_000);

afterAll(async () => {
  await pg?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('npm install --omit=dev && npm run build && NODE_ENV=production npm start', () => {
  it('installs without dev dependencies, builds once, starts without building and takes a booking', async () => {
    npm(['install', '--omit=dev', '--no-audit', '--no-fund', '--prefer-offline'], { NODE_ENV: 'production' });
    expect(existsSync(join(dir, 'node_modules/vitest'))).toBe(false);
    expect(existsSync(join(dir, 'node_modules/eslint'))).toBe(false);
    // Production refuses the example operator; the shipped template stands in for the operator's file,
    // for the build (the pages name the operator) and the start alike.
    const operatorFile = join(dir, 'operator.example.json');
    npm(['run', 'build'], { OPERATOR_FILE: operatorFile });
    expect(existsSync(join(dir, 'dist/widget/transfer-booking.js'))).toBe(true);

    // Its own process group, so the stop below reaches the server under npm: npm does not pass SIGTERM
    // on, and a server left running held its port and database after the test (seen in a full run).
    const child = spawn(process.execPath, [process.env.npm_execpath ?? 'npm', 'start'].filter(Boolean), {
      cwd: dir,
      detached: true,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        DATABASE_URL: pg.url,
        PUBLIC_URL: 'https://booking.example.test',
        ALLOW_SANDBOX: '1',
        ALLOW_OUTBOX_MAIL: '1',
        ALLOW_OUTBOX_SMS: '1',
        SEED_DEMO: '0',
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: join(dir, 'data-dir'),
        OPERATOR_FILE: operatorFile,
      },
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    const exited = new Promise<number | null>((r) => child.on('exit', r));
    try {
      const url = await new Promise<string>((resolve, reject) => {
        const timer = setInterval(() => {
          const m = /Serving on (http:\/\/\S+)/.exec(out);
          if (m) {
            clearInterval(timer);
            resolve(m[1]!);
          } else if (child.exitCode !== null) {
            clearInterval(timer);
            reject(new Error(`the server stopped: ${out}`));
          }
        }, 100);
      });
      // Nothing was built at start: the build step's output lines are absent.
      expect(out).not.toMatch(/Building (widget|site)/);
      const api = async (path: string, init: { json?: unknown; token?: string } = {}) => {
        const res = await fetch(`${url}/api${path}`, {
          method: init.json === undefined ? 'GET' : 'POST',
          headers: {
            'content-type': 'application/json',
            ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
          },
          ...(init.json === undefined ? {} : { body: JSON.stringify(init.json) }),
        });
        return { status: res.status, body: (await res.json()) as any };
      };
      const server = { api } as unknown as TestServer;
      const anon = await api('/token', { json: { client_id: 'webapp', grant_type: 'client_credentials' } });
      expect(anon.status).toBe(200);
      const token = anon.body.access_token as string;
      const p = orderPayload();
      const booked = await api('/billoprice/neworder', {
        token,
        json: { ...p, totaleprijs: await quotedTotal(server, token, p) },
      });
      expect(booked.status).toBe(201);
      expect((await fetch(`${url}/`)).status).toBe(200);
    } finally {
      process.kill(-child.pid!, 'SIGTERM');
      await exited;
    }
  }, 480_000);
});
