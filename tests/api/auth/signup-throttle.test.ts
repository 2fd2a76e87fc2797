/**
 * Issue 23: sign-ups (billousers/newuser) and organiser requests (billoevents/registration) had no
 * throttle, and every organiser request e-mails an address nobody has verified. Both now share one
 * brake per client address (server/auth/account-throttles.ts, SIGNUP_CLIENT): a 429 with Retry-After
 * and a sentence that says what to do, before any account is made or any mail is sent.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNUP_CLIENT } from '../../../server/auth/account-throttles';
import { readOutbox } from '../../../server/mail/outbox';
import { startTestServer, type TestServer } from '../../support/server';
import { expectWait, type Answer } from '../../support/account-helpers';
import { organiserRequest } from '../../support/event-fixtures';
import { anonToken } from '../../support/order-fixtures';

// TRUST_PROXY=1: the server reads the client address from the X-Forwarded-For entry the tests send.
let server: TestServer;
let anon: string;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: '1' });
  anon = await anonToken(server);
});
afterAll(() => server.close());

let net = 0;
/** A fresh client address, so tests do not share counters. */
const freshAddress = () => `198.19.${++net}.9`;
let made = 0;

async function post(path: string, body: unknown, from: string): Promise<Answer> {
  const res = await fetch(`${server.url}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': from, authorization: `Bearer ${anon}` },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.json(), headers: res.headers };
}

const signUp = (from: string, overrides: Record<string, unknown> = {}) =>
  post(
    '/billousers/newuser',
    {
      username: `signup${++made}-${Date.now()}@example.be`,
      password: 'lange-kerstboom-9',
      confirmPassword: 'lange-kerstboom-9',
      firstname: 'An',
      lastname: 'Peeters',
      ...overrides,
    },
    from,
  );

const usersNamed = async (username: string) =>
  (await server.ctx.db.query('SELECT 1 FROM users WHERE username = $1', [username])).rows.length;

describe('the sign-up throttle', () => {
  it('stops sign-ups from one address after the free ones, saying how long to wait', async () => {
    const from = freshAddress();
    for (let i = 0; i < SIGNUP_CLIENT.free; i++) expect((await signUp(from)).status).toBe(201);
    const refused = await signUp(from, { username: 'one-too-many@example.be' });
    expectWait(refused);
    expect(refused.body.error_description).toMatch(/^Too many accounts were requested from your address/);
    expect(await usersNamed('one-too-many@example.be')).toBe(0);
    // Another address is not held back.
    expect((await signUp(freshAddress())).status).toBe(201);
  });

  it('counts organiser requests with sign-ups, and sends no mail once refused', async () => {
    const from = freshAddress();
    for (let i = 0; i < SIGNUP_CLIENT.free; i++) expect((await signUp(from)).status).toBe(201);
    const body = organiserRequest();
    const mailsBefore = readOutbox(server.dataDir).length;
    const refused = await post('/billoevents/registration', body, from);
    expectWait(refused);
    expect(await usersNamed(String(body.username))).toBe(0);
    expect(readOutbox(server.dataDir)).toHaveLength(mailsBefore);
  });

  it('stops organiser requests by themselves as well', async () => {
    const from = freshAddress();
    for (let i = 0; i < SIGNUP_CLIENT.free; i++)
      expect((await post('/billoevents/registration', organiserRequest(), from)).status).toBe(201);
    expectWait(await post('/billoevents/registration', organiserRequest(), from));
  });

  it('does not count a request refused for its input, so typos never lock anyone out', async () => {
    const from = freshAddress();
    for (let i = 0; i < SIGNUP_CLIENT.free + 5; i++) {
      expect((await signUp(from, { password: 'kort', confirmPassword: 'kort' })).status).toBe(400);
    }
    expect((await signUp(from)).status).toBe(201);
  });
});
