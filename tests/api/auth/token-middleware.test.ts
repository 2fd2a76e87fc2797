import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authenticate, requireUser } from '../../../server/auth/middleware';
import { hashPassword } from '../../../server/auth/password';
import type { AuthEnv } from '../../../server/auth/types';
import { ApiError, fail } from '../../../server/http/envelope';
import { startTestServer, type TestServer } from '../../support/server';

// The middleware runs here on a small app over the test server's real database, because the routes
// that use it belong to several modules; the account routes exercise it end to end as well.
let server: TestServer;
let app: Hono<AuthEnv>;
let userId: number;
beforeAll(async () => {
  server = await startTestServer();
  const { rows } = await server.ctx.db.query<{ id: number }>(
    `INSERT INTO users (username, email, password_hash) VALUES ('an@example.be', 'an@example.be', $1) RETURNING id`,
    [await hashPassword('secret pass')],
  );
  userId = rows[0]!.id;
  app = new Hono<AuthEnv>();
  app.use('*', authenticate(server.ctx));
  app.get('/who', (c) => c.json(c.get('auth')));
  app.get('/mine/:id', (c) => c.json({ userId: requireUser(c, Number(c.req.param('id'))) }));
  app.onError((err, c) => (err instanceof ApiError ? fail(c, err) : c.text('boom', 500)));
});
afterAll(() => server.close());

const token = async (fields: Record<string, string>) =>
  (await server.api('/token', { json: { client_id: 'webapp', ...fields } })).body;

describe('authenticate()', () => {
  it('accepts a bearer header and refuses a token in the query, even beside the header (issue 23)', async () => {
    const { access_token } = await token({ grant_type: 'client_credentials' });
    const viaHeader = await app.request('/who', { headers: { authorization: `Bearer ${access_token}` } });
    expect(viaHeader.status).toBe(200);
    expect(await viaHeader.json()).toEqual({ tokenId: expect.any(String), userId: null });
    for (const headers of [{}, { authorization: `Bearer ${access_token}` }]) {
      const viaQuery = await app.request(`/who?access_token=${access_token}`, { headers });
      expect(viaQuery.status).toBe(400);
      expect(viaQuery.headers.get('www-authenticate')).toMatch(/invalid_request/);
      expect(await viaQuery.json()).toMatchObject({
        status: false,
        error: 'invalid_request',
        field: 'access_token',
      });
    }
  });

  it('answers 401 invalid_token without a token, with an unknown one and with an expired one', async () => {
    const missing = await app.request('/who');
    expect(missing.status).toBe(401);
    expect(missing.headers.get('www-authenticate')).toMatch(/invalid_token/);
    expect(await missing.json()).toMatchObject({
      status: false,
      error: 'invalid_token',
      error_description: expect.any(String),
    });
    const unknown = await app.request('/who', { headers: { authorization: 'Bearer nope' } });
    expect(unknown.status).toBe(401);
    const { access_token } = await token({ grant_type: 'client_credentials' });
    await server.ctx.db.query(
      `UPDATE access_tokens SET expires_at = now() - interval '1 second'
        WHERE token_hash = encode(sha256(convert_to($1, 'UTF8')), 'hex')`,
      [access_token],
    );
    const expired = await app.request('/who', { headers: { authorization: `Bearer ${access_token}` } });
    expect(expired.status).toBe(401);
  });

  it('stops accepting an access token once it has been refreshed', async () => {
    const first = await token({ grant_type: 'client_credentials' });
    const second = await token({ grant_type: 'refresh_token', refresh_token: first.refresh_token });
    expect(
      (await app.request('/who', { headers: { authorization: `Bearer ${first.access_token}` } })).status,
    ).toBe(401);
    expect(
      (await app.request('/who', { headers: { authorization: `Bearer ${second.access_token}` } })).status,
    ).toBe(200);
  });
});

describe('requireUser()', () => {
  it('returns the user id of a user token for the own record', async () => {
    const { access_token } = await token({
      grant_type: 'password',
      username: 'an@example.be',
      password: 'secret pass',
    });
    const res = await app.request(`/mine/${userId}`, {
      headers: { authorization: `Bearer ${access_token}` },
    });
    expect(await res.json()).toEqual({ userId });
  });

  it('answers 403 forbidden for another user record and 401 for an anonymous token', async () => {
    const user = await token({ grant_type: 'password', username: 'an@example.be', password: 'secret pass' });
    const foreign = await app.request(`/mine/${userId + 1}`, {
      headers: { authorization: `Bearer ${user.access_token}` },
    });
    expect(foreign.status).toBe(403);
    expect((await foreign.json()).error).toBe('forbidden');
    const anon = await token({ grant_type: 'client_credentials' });
    const res = await app.request(`/mine/${userId}`, {
      headers: { authorization: `Bearer ${anon.access_token}` },
    });
    expect(res.status).toBe(401);
  });
});
