import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/*
 * While the server holds the embedded database, `npm run admin` cannot open it (data/folder-lock.ts) and
 * sends its command to the server instead. The server publishes where and how in a file of its data
 * folder, readable by its own user only: the loopback URL and a secret made at start. The file goes
 * when the server stops; a file left by a killed server names a port nobody answers on, or a server
 * started later with another secret, and the command line says so.
 */

/** Where the running server can be reached by the command line. */
export interface AdminEndpoint {
  url: string;
  token: string;
  pid: number;
}

function endpointPath(dataDir: string): string {
  return join(dataDir, 'admin-endpoint.json');
}

/** Writes the endpoint file of `dataDir` (mode 0600, written whole, then moved into place). */
export function publishAdminEndpoint(dataDir: string, endpoint: AdminEndpoint): void {
  const path = endpointPath(dataDir);
  const tmp = `${path}.${process.pid}`;
  writeFileSync(tmp, JSON.stringify(endpoint), { mode: 0o600 });
  renameSync(tmp, path);
}

/** The endpoint file of `dataDir`, or undefined when there is none or it is unreadable. */
export function readAdminEndpoint(dataDir: string): AdminEndpoint | undefined {
  try {
    const e = JSON.parse(readFileSync(endpointPath(dataDir), 'utf8')) as Partial<AdminEndpoint>;
    return typeof e.url === 'string' && typeof e.token === 'string' && typeof e.pid === 'number'
      ? { url: e.url, token: e.token, pid: e.pid }
      : undefined;
  } catch {
    return undefined;
  }
}

/** Removes the endpoint file of `dataDir` if it is still the one with `token`. */
export function withdrawAdminEndpoint(dataDir: string, token: string): void {
  if (readAdminEndpoint(dataDir)?.token === token) rmSync(endpointPath(dataDir), { force: true });
}
