import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../../server/auth/password';
import { purgeExpiredTokens } from '../../../server/auth/tokens';
import { startTestServer, type TestServer } from '../../support/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await server.ctx.db.query(
    `INSERT INTO users (username, email, password_hash, firstname, lastname) VALUES ($1, $1, $2, 'Tine', 'Peeters')`,
    ['tine@example.be', await hashPassword('correct horse')],
  );
});
afterAll(() => server.close());

const grant = (fields: Record<string, string>) =>
  server.api('/token', { json: { client_id: 'webapp', ...fields } });

describe('POST /api/token with client_credentials', () => {
  it('issues an anonymous token pair in the bare OAuth shape', async () => {
    const { status, body } = await grant({ grant_type: 'client_credentials' });
    expect(status).toBe(200);
    expect(body).toEqual({
      access_token: expect.stringMatching(/^[\w-]{43}$/),
      token_type: 'bearer',
      expires_in: 3600,
      refresh_token: expect.stringMatching(/^[\w-]{43}$/),
    });
    expect(body.access_token).not.toBe(body.refresh_token);
  });

  it('accepts a form-encoded request', async () => {
    const res = await fetch(`${server.url}/api/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials&client_id=webapp&scope=web',
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect((await res.json()).token_type).toBe('bearer');
  });

  it('accepts the client in an HTTP Basic header', async () => {
    const res = await fetch(`${server.url}/api/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Basic ${btoa('webapp:')}` },
      body: JSON.stringify({ grant_type: 'client_credentials' }),
    });
    expect(res.status).toBe(200);
  });

  it('stores only a hash of each token', async () => {
    const { body } = await grant({ grant_type: 'client_credentials' });
    const { rows } = await server.ctx.db.query(
      `SELECT 1 FROM access_tokens a, refresh_tokens r WHERE a.token_hash = $1 OR r.token_hash = $2
          OR a.token_hash = $2 OR r.token_hash = $1`,
      [body.access_token, body.refresh_token],
    );
    expect(rows).toHaveLength(0);
  });

  it('refuses a missing client_id, naming the field', async () => {
    const { status, body } = await server.api('/token', { json: { grant_type: 'client_credentials' } });
    expect(status).toBe(400);
    expect(body).toMatchObject({ error: 'invalid_request', field: 'client_id' });
  });

  it('refuses an unknown client and a secret for the public client', async () => {
    const unknown = await server.api('/token', {
      json: { grant_type: 'client_credentials', client_id: 'other' },
    });
    expect(unknown.status).toBe(401);
    expect(unknown.body.error).toBe('invalid_client');
    const secret = await grant({ grant_type: 'client_credentials', client_secret: 'x' });
    expect(secret.status).toBe(401);
    expect(secret.body.error).toBe('invalid_client');
  });

  it('refuses an unsupported grant type and a missing one', async () => {
    const bad = await grant({ grant_type: 'authorization_code' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      error: 'unsupported_grant_type',
      error_description: expect.any(String),
    });
    const missing = await server.api('/token', { json: { client_id: 'webapp' } });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ error: 'invalid_request', field: 'grant_type' });
  });

  it('answers a body that is not JSON with 400', async () => {
    const res = await fetch(`${server.url}/api/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{grant_type',
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe('invalid_request');
  });
});

describe('POST /api/token with password', () => {
  it('issues a user token with the user id and name', async () => {
    const { status, body } = await grant({
      grant_type: 'password',
      username: 'TINE@example.be',
      password: 'correct horse',
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      token_type: 'bearer',
      userId: expect.any(Number),
      userName: 'tine@example.be',
    });
  });

  it('refuses a wrong password and an unknown user alike', async () => {
    const wrong = await grant({
      grant_type: 'password',
      username: 'tine@example.be',
      password: 'wrong horse',
    });
    const unknown = await grant({
      grant_type: 'password',
      username: 'nobody@example.be',
      password: 'correct horse',
    });
    expect(wrong.status).toBe(400);
    expect(unknown.status).toBe(400);
    expect(wrong.body.error).toBe('invalid_grant');
    expect(unknown.body).toEqual(wrong.body);
  });

  it('names a missing username or password', async () => {
    const a = await grant({ grant_type: 'password', password: 'x' });
    expect(a.body).toMatchObject({ error: 'invalid_request', field: 'username' });
    const b = await grant({ grant_type: 'password', username: 'tine@example.be' });
    expect(b.body).toMatchObject({ error: 'invalid_request', field: 'password' });
  });
});

describe('POST /api/token with refresh_token', () => {
  it('rotates: the new pair works and the old refresh token is spent', async () => {
    const first = (
      await grant({ grant_type: 'password', username: 'tine@example.be', password: 'correct horse' })
    ).body;
    const second = await grant({ grant_type: 'refresh_token', refresh_token: first.refresh_token });
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({ userId: first.userId, userName: 'tine@example.be' });
    expect(second.body.refresh_token).not.toBe(first.refresh_token);
    const third = await grant({ grant_type: 'refresh_token', refresh_token: second.body.refresh_token });
    expect(third.status).toBe(200);
  });

  it('revokes the whole family when a rotated refresh token is used again after the grace period', async () => {
    const first = (await grant({ grant_type: 'client_credentials' })).body;
    const second = (await grant({ grant_type: 'refresh_token', refresh_token: first.refresh_token })).body;
    await server.ctx.db.query(
      `UPDATE refresh_tokens SET rotated_at = rotated_at - interval '11 seconds'
        WHERE token_hash = encode(sha256(convert_to($1, 'UTF8')), 'hex')`,
      [first.refresh_token],
    );
    const replay = await grant({ grant_type: 'refresh_token', refresh_token: first.refresh_token });
    expect(replay.status).toBe(400);
    expect(replay.body).toMatchObject({
      error: 'invalid_grant',
      error_description: expect.stringMatching(/already used/),
    });
    // The legitimate holder's newer tokens die with the family.
    const after = await grant({ grant_type: 'refresh_token', refresh_token: second.refresh_token });
    expect(after.status).toBe(400);
    const { rows } = await server.ctx.db.query<{ live: number }>(
      `SELECT count(*)::int AS live FROM access_tokens a JOIN refresh_tokens r USING (family_id)
        WHERE r.token_hash = encode(sha256(convert_to($1, 'UTF8')), 'hex') AND a.revoked_at IS NULL`,
      [second.refresh_token],
    );
    expect(rows[0]?.live).toBe(0);
  });

  it('refuses an unknown and an expired refresh token', async () => {
    const unknown = await grant({ grant_type: 'refresh_token', refresh_token: 'not-a-token' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toBe('invalid_grant');
    const pair = (await grant({ grant_type: 'client_credentials' })).body;
    await server.ctx.db.query(
      `UPDATE refresh_tokens SET expires_at = now() - interval '1 second'
        WHERE token_hash = encode(sha256(convert_to($1, 'UTF8')), 'hex')`,
      [pair.refresh_token],
    );
    const expired = await grant({ grant_type: 'refresh_token', refresh_token: pair.refresh_token });
    expect(expired.status).toBe(400);
    expect(expired.body.error_description).toMatch(/expired/);
  });
});

describe('TOKEN_TTL', () => {
  it('sets the access token lifetime', async () => {
    const other = await startTestServer({ TOKEN_TTL: '120' });
    try {
      const { body } = await other.api('/token', {
        json: { grant_type: 'client_credentials', client_id: 'webapp' },
      });
      expect(body.expires_in).toBe(120);
    } finally {
      await other.close();
    }
  });
});

describe('POST /api/token/revoke', () => {
  it('ends the session of a refresh token: its access token and refresh token stop working', async () => {
    const pair = (
      await grant({ grant_type: 'password', username: 'tine@example.be', password: 'correct horse' })
    ).body;
    const { status, body } = await server.api('/token/revoke', {
      json: { client_id: 'webapp', token: pair.refresh_token },
    });
    expect(status).toBe(200);
    expect(body).toEqual({ status: true });
    expect((await server.api('/vat/BE0440966354', { token: pair.access_token })).status).toBe(401);
    expect((await grant({ grant_type: 'refresh_token', refresh_token: pair.refresh_token })).status).toBe(
      400,
    );
  });

  it('ends the session of an access token, and leaves other sessions alone', async () => {
    const a = (await grant({ grant_type: 'client_credentials' })).body;
    const b = (await grant({ grant_type: 'client_credentials' })).body;
    await server.api('/token/revoke', {
      json: { client_id: 'webapp', token: a.access_token, token_type_hint: 'access_token' },
    });
    expect((await grant({ grant_type: 'refresh_token', refresh_token: a.refresh_token })).status).toBe(400);
    expect((await server.api('/vat/BE0440966354', { token: b.access_token })).status).toBe(200);
  });

  it('answers 200 for an unknown token and names a missing one', async () => {
    expect(
      (await server.api('/token/revoke', { json: { client_id: 'webapp', token: 'unknown' } })).status,
    ).toBe(200);
    const missing = await server.api('/token/revoke', { json: { client_id: 'webapp' } });
    expect(missing.status).toBe(400);
    expect(missing.body.field).toBe('token');
  });
});

describe('purgeExpiredTokens()', () => {
  it('deletes tokens and reset codes expired over a day ago and keeps live tokens', async () => {
    const old = (await grant({ grant_type: 'client_credentials' })).body;
    const live = (await grant({ grant_type: 'client_credentials' })).body;
    const hashOf = `encode(sha256(convert_to($1, 'UTF8')), 'hex')`;
    await server.ctx.db.query(
      `UPDATE access_tokens SET expires_at = now() - interval '2 days' WHERE token_hash = ${hashOf}`,
      [old.access_token],
    );
    await server.ctx.db.query(
      `UPDATE refresh_tokens SET expires_at = now() - interval '2 days' WHERE token_hash = ${hashOf}`,
      [old.refresh_token],
    );
    await server.ctx.db.query(
      `INSERT INTO password_resets (user_id, code_hash, expires_at)
       SELECT id, 'old-code', now() - interval '2 days' FROM users WHERE username = 'tine@example.be'`,
    );
    await purgeExpiredTokens(server.ctx.db);
    expect(
      (await server.ctx.db.query(`SELECT 1 FROM password_resets WHERE code_hash = 'old-code'`)).rows,
    ).toEqual([]);
    const count = async (table: string, token: string) =>
      (
        await server.ctx.db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM ${table} WHERE token_hash = ${hashOf}`,
          [token],
        )
      ).rows[0]?.n;
    expect(await count('access_tokens', old.access_token)).toBe(0);
    expect(await count('refresh_tokens', old.refresh_token)).toBe(0);
    expect(await count('access_tokens', live.access_token)).toBe(1);
    expect(await count('refresh_tokens', live.refresh_token)).toBe(1);
  });
});
