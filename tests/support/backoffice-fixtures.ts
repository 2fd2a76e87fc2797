/** Staff accounts and tokens for the back-office tests (issue 13). */
import { expect } from 'vitest';
import { createStaffUser } from '../../server/cli/staff-commands';
import type { StaffRole } from '../../server/backoffice/staff';
import type { TestServer } from './server';

/** The password of every staff account the tests make. */
export const STAFF_PASSWORD = 'planning-ochtendrit-73';

let made = 0;

/** Creates a staff account with `role` and logs it in: its id, e-mail and access token. */
export async function staffToken(
  server: TestServer,
  role: StaffRole,
): Promise<{ id: number; email: string; token: string }> {
  const email = `${role}${++made}-${Date.now()}@operator.example`;
  const { id } = await createStaffUser(server.ctx.db, { email, password: STAFF_PASSWORD, role });
  const { status, body } = await server.api('/token', {
    json: { client_id: 'webapp', grant_type: 'password', username: email, password: STAFF_PASSWORD },
  });
  expect(status).toBe(200);
  return { id, email, token: body.access_token as string };
}

/** A back-office call to `server` as the holder of `token`. */
export const backofficeCall = (server: TestServer, token: string, path: string, json?: unknown) =>
  server.api(`/backoffice${path}`, { token, ...(json !== undefined ? { json } : {}) });

/** The audit entries of one record, newest first. */
export async function auditEntries(server: TestServer, entity: string, id: string | number) {
  const { rows } = await server.ctx.db.query<{
    action: string;
    actor_email: string;
    before: unknown;
    after: unknown;
  }>(
    'SELECT action, actor_email, before, after FROM audit_log WHERE entity = $1 AND entity_id = $2 ORDER BY id DESC',
    [entity, String(id)],
  );
  return rows;
}
