/**
 * Where the tests' servers keep their data folders. Every in-process test server copies the database
 * template (75 MB) and PGlite reads and writes it; on a disk that is most of the quick run's system time.
 * A machine with a memory file system (/dev/shm on Linux, with room to spare) gets them there; any other
 * uses the temporary folder. The folders of one run share a prefix, so the run's teardown removes those
 * a test left behind (a crashed file, a server never closed) instead of letting them fill the memory.
 */
import { accessSync, constants, readdirSync, rmSync, statfsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const MEMORY = '/dev/shm';
// Room for a few dozen data folders at once, with a margin.
const MEMORY_ROOM_BYTES = 4 * 1024 ** 3;

/** The folder the test servers' data folders go in: memory when it has room, else the temporary folder. */
export function scratchBase(): string {
  try {
    accessSync(MEMORY, constants.W_OK);
    const fs = statfsSync(MEMORY);
    if (fs.bavail * fs.bsize >= MEMORY_ROOM_BYTES) return MEMORY;
  } catch {
    // No memory file system here (macOS, Windows, a container without one).
  }
  return tmpdir();
}

/** The prefix of this run's data folders; the run's global setup sets TB_TEST_RUN for its workers. */
export function scratchPrefix(): string {
  return `tb-test-${process.env.TB_TEST_RUN ?? 'solo'}-`;
}

/** Removes the data folders this run left behind. */
export function removeRunScratch(): void {
  const base = scratchBase();
  for (const name of readdirSync(base)) {
    if (name.startsWith(scratchPrefix())) rmSync(join(base, name), { recursive: true, force: true });
  }
}
