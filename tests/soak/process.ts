/**
 * The real entry point (server/main.ts) as a child process, as `npm start` runs it, for the scenarios
 * that kill it, restart it or run two of it on one database.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '../..');

/** A running server process. */
export interface ServerProcess {
  child: ChildProcess;
  url: string;
  /** Everything it printed so far. */
  out: () => string;
  /** Resolves with the exit code (null after a signal). */
  exit: Promise<number | null>;
  /** When the process was spawned and when it printed "Serving on" (performance.now() ms). */
  spawnedAt: number;
  servingAt: number;
}

/**
 * Starts the entry point with `env` over the test process's environment (PORT 0, loopback, no demo
 * seed, PGlite unless DATABASE_URL is given) and resolves once it serves.
 */
export function spawnServer(env: Record<string, string>): Promise<ServerProcess> {
  const spawnedAt = performance.now();
  // The young generation's bound npm start passes (package.json, HEAP_SEMI_SPACE_MB), so the memory the
  // bench and the soak measure is that of the product as started.
  const semiSpace = `--max-semi-space-size=${env.HEAP_SEMI_SPACE_MB || process.env.HEAP_SEMI_SPACE_MB || 16}`;
  const child = spawn(
    join(ROOT, 'node_modules/.bin/node'),
    [semiSpace, '--import', 'tsx', 'server/main.ts'],
    {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: '', PORT: '0', HOST: '127.0.0.1', SEED_DEMO: '0', ...env },
    },
  );
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  const exit = new Promise<number | null>((r) => child.on('exit', (code) => r(code)));
  return new Promise((resolve, reject) => {
    const timer = setInterval(() => {
      const m = /Serving on (http:\/\/\S+)/.exec(out);
      if (m) {
        clearInterval(timer);
        resolve({ child, url: m[1]!, out: () => out, exit, spawnedAt, servingAt: performance.now() });
      } else if (child.exitCode !== null || child.signalCode !== null) {
        clearInterval(timer);
        reject(new Error(`the server did not start:\n${out}`));
      }
    }, 20);
  });
}

/** Stops a server process with SIGTERM (a clean stop) and waits for it to exit. */
export async function stopServer(p: ServerProcess): Promise<number | null> {
  if (p.child.exitCode === null && p.child.signalCode === null) p.child.kill('SIGTERM');
  return p.exit;
}
