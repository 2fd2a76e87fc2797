import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/*
 * The data folder holds every booking (the embedded database), the e-mails of the outbox and the
 * command line's secret: only the server's user may read it. PGlite writes its files 0666 whatever the
 * process's umask, so modes are set after the fact, and folders are made 0700 so that a file PGlite
 * creates between two passes is out of others' reach anyway.
 */

/** Creates folder `dir` (and missing parents) if needed and makes it 0700, even when it existed. */
export function privateFolder(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
}

/**
 * Makes every folder under `dir` (itself included) 0700 and every file 0600. Symbolic links are left
 * alone, so a link in the folder never changes the mode of what it points to.
 */
export function keepPrivate(dir: string): void {
  const walk = (path: string) => {
    const st = lstatSync(path);
    if (st.isSymbolicLink()) return;
    if (st.isDirectory()) {
      if ((st.mode & 0o777) !== 0o700) chmodSync(path, 0o700);
      for (const name of readdirSync(path)) walk(join(path, name));
    } else if ((st.mode & 0o077) !== 0) {
      chmodSync(path, st.mode & 0o700);
    }
  };
  walk(dir);
}

// The outbox files this process wrote, counted for their names' order.
let written = 0;

/**
 * The name, without extension, of an outbox file (mail or SMS written instead of sent): a sortable
 * time stamp, this process's count, so two files of the same millisecond keep their order, then `id`.
 * A listing sorted by name shows them oldest first.
 */
export function outboxFileStem(id: string, now = new Date()): string {
  written += 1;
  return `${now.toISOString().replace(/[:.]/g, '-')}-${String(written).padStart(9, '0')}-${id}`;
}
