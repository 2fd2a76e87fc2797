import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../support/server';
import { STRONG_PASSWORD, insertUser } from '../../support/account-helpers';

// TRUST_PROXY=1: a request says which client address it comes from in X-Forwarded-For.
let server: TestServer;
let username: string;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: '1' });
  username = (await insertUser(server.ctx.db, 'tabs')).username;
});
afterAll(() => server.close());

const HOME = '198.51.100.20';

async function grant(fields: Record<string, string>, from = HOME) {
  const res = await fetch(`${server.url}/api/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
    body: JSON.stringify({ client_id: 'webapp', ...fields }),
  });
  return { status: res.status, body: await res.json() };
}
const refresh = (token: string, from = HOME) =>
  grant({ grant_type: 'refresh_token', refresh_token: token }, from);
const session = async () =>
  (await grant({ grant_type: 'password', username, password: STRONG_PASSWORD })).body as {
    access_token: string;
    refresh_token: string;
  };
const works = async (accessToken: string) =>
  (await server.api('/vat/BE0440966354', { token: accessToken })).status === 200;

/** The families of the given access tokens and whether each is revoked. */
async function families(accessTokens: string[]) {
  const { rows } = await server.ctx.db.query<{ family_id: string; revoked: boolean }>(
    `SELECT DISTINCT a.family_id, f.revoked_at IS NOT NULL AS revoked
       FROM access_tokens a JOIN token_families f ON f.id = a.family_id
      WHERE a.token_hash = ANY (SELECT encode(sha256(convert_to(t, 'UTF8')), 'hex') FROM unnest($1::text[]) t)`,
    [accessTokens],
  );
  return rows;
}

/** Moves the rotation of `refreshToken` `seconds` into the past. */
async function ageRotation(refreshToken: string, seconds: number) {
  await server.ctx.db.query(
    `UPDATE refresh_tokens SET rotated_at = rotated_at - make_interval(secs => $2)
      WHERE token_hash = encode(sha256(convert_to($1, 'UTF8')), 'hex')`,
    [refreshToken, seconds],
  );
}

describe('refreshing one refresh token from two tabs at once', () => {
  it('answers 8 simultaneous refreshes with 200 and working tokens of one live session', async () => {
    const first = await session();
    const answers = await Promise.all(Array.from({ length: 8 }, () => refresh(first.refresh_token)));
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
    const accessTokens = answers.map((a) => a.body.access_token as string);
    expect(new Set(accessTokens).size).toBe(8);
    expect(await families(accessTokens)).toEqual([{ family_id: expect.any(String), revoked: false }]);
    for (const t of accessTokens) expect(await works(t)).toBe(true);
    // Each tab goes on refreshing with the token it got.
    for (const a of answers) expect((await refresh(a.body.refresh_token, HOME)).status).toBe(200);
  });

  it('still ends the session when the spent token comes back after the grace period', async () => {
    const first = await session();
    const second = (await refresh(first.refresh_token)).body;
    await ageRotation(first.refresh_token, 11);
    const replay = await refresh(first.refresh_token);
    expect(replay.status).toBe(400);
    expect(replay.body.error_description).toMatch(/already used/);
    expect(await works(second.access_token)).toBe(false);
    expect((await refresh(second.refresh_token)).status).toBe(400);
  });

  it('ends the session when the spent token comes back at once from another address', async () => {
    const first = await session();
    const second = (await refresh(first.refresh_token)).body;
    const thief = await refresh(first.refresh_token, '203.0.113.66');
    expect(thief.status).toBe(400);
    expect(await works(second.access_token)).toBe(false);
  });

  it('gives nothing for a spent token once the session was logged out', async () => {
    const first = await session();
    const second = (await refresh(first.refresh_token)).body;
    await server.api('/token/revoke', { json: { client_id: 'webapp', token: second.refresh_token } });
    expect((await refresh(first.refresh_token)).status).toBe(400);
  });
});
