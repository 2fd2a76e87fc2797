import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { expect } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');

/** How a run of the server's entry point ended: exit code and what it printed. */
export interface Run {
  code: number | null;
  out: string;
  err: string;
}

/**
 * Runs the real entry point (`server/main.ts`) as `npm start` does after its build step, until it prints
 * that it serves (then stops it with SIGINT) or exits by itself. `env` adds to or overrides the test
 * process's environment (an empty value unsets a setting).
 */
export function runMain(env: Record<string, string>): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn(join(ROOT, 'node_modules/.bin/node'), ['--import', 'tsx', 'server/main.ts'], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: '', PORT: '0', HOST: '127.0.0.1', ...env },
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      if (out.includes('Serving on')) child.kill('SIGINT');
    });
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.on('exit', (code) => resolve({ code, out, err }));
  });
}

/**
 * Asserts that a run stopped with exit code 1 and one line on stderr, `Cannot start: <one sentence>.`,
 * with no stack trace; returns that line.
 */
export function oneSentence(r: Run): string {
  expect(r.code).toBe(1);
  const lines = r.err.split('\n').filter((l) => l.trim() && !l.startsWith('npm warn'));
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(/^Cannot start: .+\.$/);
  expect(r.err).not.toMatch(/\n\s+at /);
  return lines[0]!;
}
