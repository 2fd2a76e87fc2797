/**
 * Issue 23: the embedded database's folder and files were created world-writable (PGlite writes its
 * files 0666 whatever the umask), and the outbox of e-mails readable by every user of the machine. The
 * data folder, the database folder and everything in them belong to the server's user alone.
 */
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../../server/data/database';
import { startTestServer } from '../../support/server';
import { anonToken } from '../../support/order-fixtures';

const tmp = mkdtempSync(join(tmpdir(), 'tb-modes-'));
// A parent others may enter, as /srv or a home folder often is: the folders below must close themselves.
chmodSync(tmp, 0o755);
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** Every path under `dir` (itself included) whose mode lets group or others in, with that mode. */
function openToOthers(dir: string): string[] {
  const found: string[] = [];
  const walk = (path: string) => {
    const st = statSync(path);
    if ((st.mode & 0o077) !== 0) found.push(`${path} ${(st.mode & 0o777).toString(8)}`);
    if (st.isDirectory()) for (const name of readdirSync(path)) walk(join(path, name));
  };
  walk(dir);
  return found;
}

describe('the embedded database folder', () => {
  it('is created 0700 with files 0600, also for tables made after it opened', async () => {
    const dataDir = join(tmp, 'fresh');
    const db = await openPglite(join(dataDir, 'pglite'));
    await db.exec('CREATE TABLE later (a int); INSERT INTO later VALUES (1);');
    await db.close();
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(statSync(join(dataDir, 'pglite')).mode & 0o777).toBe(0o700);
    expect(openToOthers(dataDir)).toEqual([]);
  });

  it('closes a data folder that was left open to others', async () => {
    const dataDir = join(tmp, 'loose');
    mkdirSync(join(dataDir, 'pglite'), { recursive: true, mode: 0o777 });
    chmodSync(dataDir, 0o777);
    chmodSync(join(dataDir, 'pglite'), 0o777);
    const db = await openPglite(join(dataDir, 'pglite'));
    await db.close();
    expect(openToOthers(dataDir)).toEqual([]);
  });
});

describe('the outbox folder', () => {
  it('keeps the e-mails it writes to the server user', async () => {
    const server = await startTestServer();
    try {
      const token = await anonToken(server);
      const sent = await server.api('/billousers/resetpasswordemail?email=modes@example.be', { token });
      expect([200, 404]).toContain(sent.status);
      await server.api('/billousers/newuser', {
        token,
        json: {
          username: 'modes-user@example.be',
          password: 'lange-kerstboom-9',
          firstname: 'Mode',
          lastname: 'Test',
          phone: '',
          country: 'BE',
        },
      });
      const reset = await server.api('/billousers/resetpasswordemail?email=modes-user@example.be', { token });
      expect(reset.status).toBe(200);
      expect(openToOthers(join(server.dataDir, 'outbox'))).toEqual([]);
    } finally {
      await server.close();
    }
  });
});
