/**
 * The version check of SPEC 4 "Session": every 120 s the API's version is read, and the page reloads
 * only when a newer version carries the hotfix flag. One poll per page, whatever the number of elements.
 */
import type { VersionInfo } from '../../core';

/** How often the version is checked. */
export const VERSION_POLL_MS = 120_000;

/**
 * Compares dotted version strings numerically ('1.10.0' is newer than '1.9.3'); a part that is not a
 * number compares as text.
 */
export function isNewerVersion(candidate: string, current: string): boolean {
  const a = candidate.split('.');
  const b = current.split('.');
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const x = a[i] ?? '0';
    const y = b[i] ?? '0';
    const nx = Number(x);
    const ny = Number(y);
    if (!Number.isNaN(nx) && !Number.isNaN(ny)) {
      if (nx !== ny) return nx > ny;
    } else if (x !== y) {
      return x > y;
    }
  }
  return false;
}

let running: ReturnType<typeof setInterval> | undefined;

/**
 * Starts the page's version poll once: the first answer is the running version; a later answer that is
 * newer and has `hotfix` set calls `reload`. Failed reads are ignored until the next tick.
 */
export function startVersionPoll(
  read: () => Promise<VersionInfo>,
  reload: () => void = () => location.reload(),
): void {
  if (running !== undefined) return;
  let current: string | undefined;
  const check = () =>
    read().then(
      (info) => {
        if (current === undefined) current = info.versie;
        else if (info.hotfix && isNewerVersion(info.versie, current)) reload();
      },
      () => undefined,
    );
  void check();
  running = setInterval(check, VERSION_POLL_MS);
}

/** Stops the version poll; for tests. */
export function stopVersionPoll(): void {
  clearInterval(running);
  running = undefined;
}
