/**
 * Issue 23: commands run through the admin command line left no audit row, although every operator
 * change must be in the audit log (ARCHITECTURE "Roles"). Each command is now written there with its
 * name, its options (a password hidden) and the operator it ran as (`--by`, else `cli`), whether it ran
 * in the command line's own process or was sent to the running server.
 */
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCommand } from '../../server/cli/admin-commands';
import { readAdminEndpoint } from '../../server/cli/admin-endpoint';
import { openPglite, type Queryable } from '../../server/data/database';
import { startTestServer, type TestServer } from '../support/server';
import { templateDir } from '../support/template';

const ROOT = join(import.meta.dirname, '../..');
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

/** The audit rows of command `name`, newest first. */
async function commandRows(db: Queryable, name: string) {
  const { rows } = await db.query<{
    actor_user_id: number | null;
    actor_email: string;
    actor_role: string;
    action: string;
    entity: string;
    entity_id: string;
    after: { options: Record<string, unknown>; outcome: string };
  }>(
    `SELECT actor_user_id, actor_email, actor_role, action, entity, entity_id, after
       FROM audit_log WHERE entity = 'command' AND entity_id = $1 ORDER BY id DESC`,
    [name],
  );
  return rows;
}

describe('the audit of admin commands', () => {
  it('records a command sent to the running server, with the operator it ran as', async () => {
    const endpoint = readAdminEndpoint(server.dataDir)!;
    const answer = await server.api('/admin/command', {
      json: { command: 'create-coupon', options: { code: 'AUDIT-1', campaign: 'X', amount: '5', by: 'Els' } },
      headers: { authorization: `Bearer ${endpoint.token}` },
    });
    expect(answer.status).toBe(200);
    const [row] = await commandRows(server.ctx.db, 'create-coupon');
    expect(row).toMatchObject({
      actor_user_id: null,
      actor_email: 'Els',
      actor_role: 'cli',
      action: 'command.create-coupon',
      entity: 'command',
      after: { options: { code: 'AUDIT-1', campaign: 'X', amount: '5' }, outcome: 'done' },
    });
  });

  it('names the operator cli when none is given, and records reads as well', async () => {
    await runAdminCommand(server.ctx, 'list-orders', {}, new Date());
    const [row] = await commandRows(server.ctx.db, 'list-orders');
    expect(row).toMatchObject({ actor_email: 'cli', actor_role: 'cli', after: { outcome: 'done' } });
  });

  it('never writes a password into the log', async () => {
    await runAdminCommand(
      server.ctx,
      'create-operator',
      { email: `audit-${Date.now()}@operator.example`, password: 'planning-ochtendrit-73' },
      new Date(),
    );
    const [row] = await commandRows(server.ctx.db, 'create-operator');
    expect(JSON.stringify(row)).not.toContain('planning-ochtendrit-73');
    expect(row?.after.options.password).toBe('(hidden)');
  });

  it('records a refused command with why, and changes nothing else', async () => {
    await expect(
      runAdminCommand(
        server.ctx,
        'create-coupon',
        { code: 'AUDIT-2', campaign: 'X', amount: 'lots' },
        new Date(),
      ),
    ).rejects.toThrow(/amount/);
    const [row] = await commandRows(server.ctx.db, 'create-coupon');
    expect(row?.after.options.code).toBe('AUDIT-2');
    expect(row?.after.outcome).toMatch(/^refused: .*amount/);
  });

  it('refuses a --by with control characters before the command runs', async () => {
    await expect(runAdminCommand(server.ctx, 'list-orders', { by: 'Els\u0007' }, new Date())).rejects.toThrow(
      /--by/,
    );
  });

  it('records a command the command line runs on a database no server holds', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'tb-audit-'));
    try {
      cpSync(templateDir(), join(dataDir, 'pglite'), { recursive: true });
      const code = await new Promise<number | null>((resolve) => {
        const child = spawn(
          join(ROOT, 'node_modules/.bin/node'),
          ['--import', 'tsx', 'scripts/admin.ts', 'set-version', '--version', '9.9.9', '--by', 'Jan'],
          { cwd: ROOT, env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir }, stdio: 'ignore' },
        );
        child.on('exit', resolve);
      });
      expect(code).toBe(0);
      const db = await openPglite(join(dataDir, 'pglite'));
      try {
        const [row] = await commandRows(db, 'set-version');
        expect(row).toMatchObject({ actor_email: 'Jan', action: 'command.set-version' });
      } finally {
        await db.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
