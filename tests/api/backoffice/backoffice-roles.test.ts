/**
 * The role test of issue 13: every back-office and agent-portal call (the table in
 * backoffice-calls.ts, checked against the routes the server declares) tried by every caller. A caller
 * the call does not allow is refused (401 without a login, 403 with another account) and changes
 * nothing (the audit log does not grow); an allowed caller passes the role check.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_MODULES } from '../../../server/app';
import { startTestServer, type TestServer } from '../../support/server';
import { BACKOFFICE_CALLS, CALLERS, type Caller } from './backoffice-calls';
import { staffToken } from '../../support/backoffice-fixtures';
import { approvedOrganiser } from '../../support/event-fixtures';
import { addAgents, agentToken, anonToken, userToken } from '../../support/order-fixtures';

let server: TestServer;
const tokens = new Map<Caller, string | undefined>();

beforeAll(async () => {
  server = await startTestServer();
  await addAgents(server);
  tokens.set('none', undefined);
  tokens.set('anonymous', await anonToken(server));
  tokens.set('customer', (await userToken(server)).token);
  tokens.set('agent', (await agentToken(server, 'TA-INV')).token);
  tokens.set('organiser', (await approvedOrganiser(server)).token);
  tokens.set('dispatcher', (await staffToken(server, 'dispatcher')).token);
  tokens.set('operator', (await staffToken(server, 'operator')).token);
});

afterAll(async () => {
  await server?.close();
});

/** The back-office and portal routes the server declares, as `METHOD route`. */
function declaredRoutes(): string[] {
  const routes = API_MODULES.flatMap((mod) => mod(server.ctx).routes);
  return [
    ...new Set(
      routes
        .filter((r) => r.method !== 'ALL' && /^\/(backoffice|agentportal)\//.test(r.path))
        .map((r) => `${r.method} ${r.path}`),
    ),
  ].sort();
}

const auditCount = async () =>
  (await server.ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_log')).rows[0]!.n;

describe('back-office roles', () => {
  it('lists every back-office and portal call the server declares', () => {
    const listed = BACKOFFICE_CALLS.map((c) => `${c.method} ${c.route}`).sort();
    expect(listed).toEqual(declaredRoutes());
  });

  for (const call of BACKOFFICE_CALLS) {
    describe(`${call.method} ${call.route}`, () => {
      for (const caller of CALLERS) {
        const allowed = call.allowed.includes(caller);
        it(allowed ? `lets ${caller} in` : `refuses ${caller}`, async () => {
          const before = await auditCount();
          const token = tokens.get(caller);
          const { status, body } = await server.api(call.path, {
            method: call.method,
            ...(token ? { token } : {}),
            ...(call.body !== undefined ? { json: call.body } : {}),
          });
          if (allowed) {
            expect(status, JSON.stringify(body)).not.toBe(401);
            expect(status, JSON.stringify(body)).not.toBe(403);
          } else {
            expect(status, JSON.stringify(body)).toBe(
              caller === 'none' || caller === 'anonymous' ? 401 : 403,
            );
            expect(body.status).toBe(false);
            expect(await auditCount()).toBe(before);
          }
        });
      }
    });
  }
});
