import { linkSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { ConfigError } from '../config';

/*
 * Only one process may ever open an embedded database folder. PGlite keeps the whole database in the
 * memory of the process that opened it and writes the folder back on its own schedule, so a second
 * process (an `npm run admin` beside a running server) sees stale data, cannot open it at all, or
 * leaves an index that misses a row. The lock is a file beside the folder, created exclusively, that
 * names the process holding it. A lock left by a process that no longer runs (a kill -9, a crash) is
 * taken over.
 */

/** What a lock file says about its holder. */
export interface LockHolder {
  pid: number;
  host: string;
  since: string;
}

/** The lock file of the embedded database folder `dir`: a sibling, so copying the folder leaves it. */
export function lockPath(dir: string): string {
  return `${dir}.lock`;
}

/** Whether the process `pid` on this machine still runs. */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    // EPERM: it runs, under another user.
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The holder named in the lock file of `dir`, or undefined when there is none or it is unreadable. */
export function readLockHolder(dir: string): LockHolder | undefined {
  try {
    const holder = JSON.parse(readFileSync(lockPath(dir), 'utf8')) as Partial<LockHolder>;
    if (typeof holder.pid !== 'number' || typeof holder.host !== 'string') return undefined;
    return { pid: holder.pid, host: holder.host, since: String(holder.since ?? '') };
  } catch {
    return undefined;
  }
}

/** The live process holding the lock of `dir`, if any. A lock of another machine counts as live. */
export function liveLockHolder(dir: string): LockHolder | undefined {
  const holder = readLockHolder(dir);
  if (holder === undefined) return undefined;
  if (holder.host !== hostname()) return holder;
  return holder.pid === process.pid || isRunning(holder.pid) ? holder : undefined;
}

function refusal(dir: string, holder: LockHolder): ConfigError {
  const where =
    holder.host === hostname() ? `process ${holder.pid}` : `process ${holder.pid} on ${holder.host}`;
  return new ConfigError(
    `The embedded database in ${dir} is open in ${where} since ${holder.since}, and only one process ` +
      'may open it at a time. If that is the running server, `npm run admin` sends its commands to it; ' +
      'otherwise stop that process first and try again. The folder holds all bookings: keep it as it is.',
  );
}

/**
 * Takes the lock of the embedded database folder `dir` for this process, or throws a ConfigError that
 * names the holder and what to do. Returns the function that gives it back.
 */
export function lockFolder(dir: string): () => void {
  const path = lockPath(dir);
  const me: LockHolder = { pid: process.pid, host: hostname(), since: new Date().toISOString() };
  // Written whole first, then linked into place: link fails when the lock exists, so the lock file
  // appears atomically with its content and no reader sees it half written.
  const mine = `${path}.${process.pid}`;
  writeFileSync(mine, JSON.stringify(me), { mode: 0o600 });
  try {
    for (let attempt = 0; attempt < 2; attempt++) {
      try {
        linkSync(mine, path);
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
        const holder = liveLockHolder(dir);
        if (holder !== undefined) throw refusal(dir, holder);
        // The holder is gone (a kill -9, a crash): take the lock over, once.
        rmSync(path, { force: true });
        continue;
      }
      return () => {
        if (readLockHolder(dir)?.pid === me.pid) rmSync(path, { force: true });
      };
    }
  } finally {
    unlinkSync(mine);
  }
  // Another process took the stale lock over between our two attempts.
  throw refusal(dir, liveLockHolder(dir) ?? me);
}
