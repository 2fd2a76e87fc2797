/**
 * Issue 24: the password-strength estimate ran on the event loop, on up to 1,024 characters. One
 * registration with a long password held every other request (even /api/version) for seconds, and a
 * reset with a wrong code ran the estimate before looking at the code. The estimate now runs on worker
 * threads (server/accounts/strength-pool.ts) after the cheap refusals. No timed assertions: the pool is
 * held, so the estimates provably wait on it while /api/version answers, then released.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashSecret } from '../../../server/auth/secrets';
import { strengthPool } from '../../../server/accounts/strength-pool';
import { anonymous } from '../../soak/tokens';
import { jsonRequest, rawConnection, type RawResponse } from '../../support/raw-http';
import { startTestServer, type TestServer } from '../../support/server';
import { insertUser } from '../../support/account-helpers';
import { organiserRequest } from '../../support/event-fixtures';

/** The soak's password: 1,007 characters, under the 1,024 the schemas allow. */
const LONG = 'Lange-kerstboom-91 '.repeat(53);

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = await anonymous(server.url);
});
afterAll(() => server?.close());

/** Sends one call on a connection of its own; `settled` tells whether it has answered yet. */
async function call(path: string, body: unknown, bearer = token) {
  const conn = await rawConnection(server.port);
  const state = { settled: false };
  const answer = conn
    .send(jsonRequest('POST', path, body, { authorization: `Bearer ${bearer}`, connection: 'close' }))
    .finally(() => {
      state.settled = true;
    });
  return { answer, state };
}

async function version(): Promise<RawResponse> {
  const conn = await rawConnection(server.port);
  return conn.send('GET /api/version HTTP/1.1\r\nhost: localhost\r\nconnection: close\r\n\r\n');
}

/** A user with a live reset code, written as the reset e-mail's request would. */
async function withResetCode(prefix: string): Promise<{ username: string; code: string }> {
  const user = await insertUser(server.ctx.db, prefix);
  const code = `code-${prefix}-${Math.random().toString(36).slice(2)}`;
  await server.ctx.db.query(
    `INSERT INTO password_resets (user_id, code_hash, expires_at) VALUES ($1, $2, now() + interval '1 hour')`,
    [user.id, hashSecret(code)],
  );
  return { username: user.username, code };
}

describe('two concurrent maximum-length passwords on each of the three calls that estimate one', () => {
  it('leave /api/version answering while their estimates wait on the worker pool', async () => {
    const resets = await Promise.all([1, 2].map((i) => withResetCode(`burst-reset${i}`)));
    const release = strengthPool().hold();
    try {
      const calls = await Promise.all([
        ...[1, 2].map((i) =>
          call('/api/billousers/newuser', {
            username: `burst${i}-${Date.now()}@example.be`,
            password: LONG,
            confirmPassword: LONG,
            firstname: 'Lies',
            lastname: 'Wouters',
          }),
        ),
        ...resets.map((r) =>
          call('/api/billousers/changepassword', {
            username: r.username,
            code: r.code,
            password: LONG,
            confirmPassword: LONG,
          }),
        ),
        ...[1, 2].map(() =>
          call('/api/billoevents/registration', organiserRequest({ password: LONG, confirmPassword: LONG })),
        ),
      ]);
      // All six estimates are waiting on the held pool: none ran on the event loop. (The soak sent four
      // of each; two already queue more estimates than the pool has workers, at half the test's time.)
      await expect.poll(() => strengthPool().load().queued).toBe(6);
      const answered = await version();
      expect(answered.status).toBe(200);
      expect(JSON.parse(answered.body)).toMatchObject({ status: true });
      expect(calls.filter((c) => c.state.settled)).toHaveLength(0);
      expect(strengthPool().load().queued).toBe(6);
      release();
      const statuses = (await Promise.all(calls.map((c) => c.answer))).map((a) => a.status);
      expect(statuses).toEqual([201, 201, 200, 200, 201, 201]);
    } finally {
      release();
    }
    // Six estimates of a hundred characters each take half a minute on a busy 2-core machine with its
    // one worker; the limit only bounds a hung run, nothing here is timed.
  }, 300_000);
});

describe('what can be refused cheaply', () => {
  it.each([
    [
      'a reset with a wrong code',
      async () => ({
        ...(await withResetCode('wrong-code')),
        code: 'not-the-code',
      }),
      400,
      'invalid_code',
    ],
    [
      'a reset for an unknown user',
      async () => ({ username: `nobody-${Date.now()}@example.be`, code: 'whatever' }),
      400,
      'invalid_code',
    ],
  ])('answers %s without an estimate', async (_name, make, status, error) => {
    const body = { ...(await make()), password: LONG, confirmPassword: LONG };
    const release = strengthPool().hold();
    try {
      // With the pool held, an estimate would never finish: an answer proves none was asked for.
      const { answer } = await call('/api/billousers/changepassword', body);
      const a = await answer;
      expect(a.status).toBe(status);
      expect(JSON.parse(a.body)).toMatchObject({ error, field: 'code' });
      expect(strengthPool().load()).toEqual({ running: 0, queued: 0 });
    } finally {
      release();
    }
  });

  it('answers a registration for a username in use without an estimate', async () => {
    const user = await insertUser(server.ctx.db, 'taken');
    const release = strengthPool().hold();
    try {
      const { answer } = await call('/api/billousers/newuser', {
        username: user.username,
        password: LONG,
        confirmPassword: LONG,
      });
      const a = await answer;
      expect(a.status).toBe(409);
      expect(JSON.parse(a.body)).toMatchObject({ error: 'username_taken', field: 'username' });
      const organiser = await (
        await call(
          '/api/billoevents/registration',
          organiserRequest({ username: user.username, password: LONG, confirmPassword: LONG }),
        )
      ).answer;
      expect(organiser.status).toBe(409);
      expect(strengthPool().load()).toEqual({ running: 0, queued: 0 });
    } finally {
      release();
    }
  });
});
