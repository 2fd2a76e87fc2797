import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Folder of Debian's PostgreSQL server binaries (package postgresql), or undefined when not installed. */
export function postgresBin(): string | undefined {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return undefined;
  const versions = readdirSync(base).sort((a, b) => Number(b) - Number(a));
  for (const v of versions) if (existsSync(join(base, v, 'bin', 'initdb'))) return join(base, v, 'bin');
  return undefined;
}

async function freePort(): Promise<number> {
  const srv = createServer();
  await new Promise<void>((r) => srv.listen(0, '127.0.0.1', r));
  const { port } = srv.address() as { port: number };
  await new Promise((r) => srv.close(r));
  return port;
}

/** A real PostgreSQL server on a loopback port in a temporary cluster; `stop()` removes it. */
export interface TestPostgres {
  url: string;
  /** Stops the server as in an outage, keeping the data; {@link resume} starts it again on the same port. */
  pause(): Promise<void>;
  resume(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Starts a throw-away PostgreSQL cluster. PostgreSQL refuses to run as root, so under root the
 * cluster belongs to the `postgres` user the Debian package creates.
 */
export async function startPostgres(): Promise<TestPostgres> {
  const bin = postgresBin();
  if (!bin)
    throw new Error('PostgreSQL is missing: install it with "apt-get install -y postgresql" (as root).');
  const dir = mkdtempSync(join(tmpdir(), 'tb-pg-'));
  const asRoot = process.getuid?.() === 0;
  const run = (cmd: string, args: string[]) =>
    asRoot
      ? (['runuser', ['-u', 'postgres', '--', join(bin, cmd), ...args]] as const)
      : ([join(bin, cmd), args] as const);
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    chownSync(dir, uid, uid);
  }
  const data = join(dir, 'data');
  const [initCmd, initArgs] = run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  execFileSync(initCmd, [...initArgs], { stdio: 'ignore' });
  const port = await freePort();
  // Starts the cluster's server and resolves once it accepts connections.
  const launch = async (): Promise<ChildProcess> => {
    const [pgCmd, pgArgs] = run('postgres', [
      '-D',
      data,
      '-p',
      String(port),
      '-k',
      dir,
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'fsync=off',
    ]);
    const child: ChildProcess = spawn(pgCmd, [...pgArgs], { stdio: ['ignore', 'ignore', 'pipe'] });
    let log = '';
    child.stderr?.on('data', (d: Buffer) => (log += d.toString()));
    await new Promise<void>((resolve, reject) => {
      const started = Date.now();
      const timer = setInterval(() => {
        if (log.includes('ready to accept connections')) {
          clearInterval(timer);
          resolve();
        } else if (child.exitCode !== null || Date.now() - started > 30_000) {
          clearInterval(timer);
          reject(new Error(`PostgreSQL did not start: ${log}`));
        }
      }, 100);
    });
    return child;
  };
  // Stops the cluster's server (fast shutdown: open connections are cut), keeping its data.
  const halt = async (child: ChildProcess): Promise<void> => {
    // runuser does not pass signals on, so the cluster is stopped through pg_ctl.
    const exited = new Promise((r) => (child.exitCode !== null ? r(undefined) : child.once('exit', r)));
    const [stopCmd, stopArgs] = run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
    execFileSync(stopCmd, [...stopArgs], { stdio: 'ignore' });
    await exited;
  };
  let proc = await launch();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async pause() {
      await halt(proc);
    },
    async resume() {
      proc = await launch();
    },
    async stop() {
      if (proc.exitCode === null) await halt(proc);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
