/**
 * Issue 14, fault 5: a deploy's SIGTERM. The server stops accepting, finishes the request in flight,
 * closes the database cleanly and exits 0; what it acknowledged is there when it starts again. Runs
 * the real entry point (server/main.ts) as a child process.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { templateDir } from '../support/template';

const ROOT = join(import.meta.dirname, '../..');
const dataDir = mkdtempSync(join(tmpdir(), 'tb-shutdown-'));
cpSync(templateDir(), join(dataDir, 'pglite'), { recursive: true });

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Starts the entry point on the test's data folder; resolves with the process and its URL. */
function start(): Promise<{
  child: ChildProcess;
  url: string;
  out: () => string;
  exit: Promise<number | null>;
}> {
  const child = spawn(join(ROOT, 'node_modules/.bin/node'), ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: '',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: '0',
    },
  });
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  const exit = new Promise<number | null>((r) => child.on('exit', (code) => r(code)));
  return new Promise((resolve, reject) => {
    const timer = setInterval(() => {
      const m = /Serving on (http:\/\/\S+)/.exec(out);
      if (m) {
        clearInterval(timer);
        resolve({ child, url: m[1]!, out: () => out, exit });
      } else if (child.exitCode !== null) {
        clearInterval(timer);
        reject(new Error(out));
      }
    }, 50);
  });
}

describe('SIGTERM', () => {
  it('finishes the request in flight, refuses new connections, closes the database and exits 0', async () => {
    const first = await start();
    const { port } = new URL(first.url);
    const body = JSON.stringify({ client_id: 'webapp', grant_type: 'client_credentials' });
    // A token request whose body is still on its way when the signal comes.
    const socket = connect(Number(port), '127.0.0.1');
    await new Promise((r) => socket.once('connect', r));
    let answer = '';
    socket.on('data', (d: Buffer) => (answer += d.toString()));
    const closed = new Promise((r) => socket.on('close', r));
    socket.write(
      `POST /api/token HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`,
    );
    await new Promise((r) => setTimeout(r, 200));
    first.child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    // New connections are refused while the old one finishes.
    const refused = await new Promise<boolean>((resolve) => {
      const probe = connect(Number(port), '127.0.0.1');
      probe.on('connect', () => {
        probe.destroy();
        resolve(false);
      });
      probe.on('error', () => resolve(true));
    });
    expect(refused).toBe(true);
    socket.end(body.slice(10));
    await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    const token = /"access_token":"([^"]+)"/.exec(answer)?.[1];
    expect(token).toBeDefined();
    expect(await first.exit).toBe(0);
    expect(first.out()).toMatch(/Stopped\./);

    // The acknowledged token was written: the next start on the same folder knows it.
    const second = await start();
    try {
      const res = await fetch(`${second.url}/api/billoprice/checkcoupon?coupon=NONE`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.status).toBe(404);
      expect(((await res.json()) as { error: string }).error).toMatch(/coupon/);
    } finally {
      second.child.kill('SIGTERM');
      expect(await second.exit).toBe(0);
    }
  }, 120_000);
});
