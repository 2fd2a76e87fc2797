import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AccessTokenCache, accessCacheMs } from '../../../server/auth/access-cache';
import { hashPassword } from '../../../server/auth/password';
import { createStaffUser } from '../../../server/cli/staff-commands';
import { lookupAccessToken, revokeUserSessions } from '../../../server/auth/tokens';
import { ConfigError } from '../../../server/config';
import { startTestServer, type TestServer } from '../../support/server';

// The access-token check is cached in process memory (server/auth/access-cache.ts). These tests hold
// its promises: a revocation in this process is refused at once even for a token that was just
// checked, the cache never crosses databases, and revocations from elsewhere count within its lifetime.
let server: TestServer;
let userId: number;
beforeAll(async () => {
  server = await startTestServer();
  const { rows } = await server.ctx.db.query<{ id: number }>(
    `INSERT INTO users (username, email, password_hash) VALUES ('cache@example.be', 'cache@example.be', $1) RETURNING id`,
    [await hashPassword('secret pass')],
  );
  userId = rows[0]!.id;
});
afterAll(() => server.close());

const grant = async (on: TestServer, fields: Record<string, string>) =>
  (await on.api('/token', { json: { client_id: 'webapp', ...fields } })).body;
const statusOf = async (on: TestServer, token: string) =>
  (await on.api('/vat/BE0440966354', { token })).status;
const revokeInDatabase = (on: TestServer, token: string) =>
  on.ctx.db.query(
    `UPDATE access_tokens SET revoked_at = now() WHERE token_hash = encode(sha256(convert_to($1, 'UTF8')), 'hex')`,
    [token],
  );

describe('cached access-token checks', () => {
  it('refuses a just-used token at once after logout', async () => {
    const pair = await grant(server, { grant_type: 'client_credentials' });
    expect(await statusOf(server, pair.access_token)).toBe(200);
    await server.api('/token/revoke', { json: { client_id: 'webapp', token: pair.refresh_token } });
    expect(await statusOf(server, pair.access_token)).toBe(401);
  });

  it('refuses a just-used token at once after its refresh token rotated', async () => {
    const first = await grant(server, { grant_type: 'client_credentials' });
    expect(await statusOf(server, first.access_token)).toBe(200);
    const second = await grant(server, { grant_type: 'refresh_token', refresh_token: first.refresh_token });
    expect(await statusOf(server, first.access_token)).toBe(401);
    expect(await statusOf(server, second.access_token)).toBe(200);
  });

  it('refuses a just-used token at once when all sessions of its user end', async () => {
    const pair = await grant(server, {
      grant_type: 'password',
      username: 'cache@example.be',
      password: 'secret pass',
    });
    expect(await statusOf(server, pair.access_token)).toBe(200);
    await server.ctx.db.transaction((tx) => revokeUserSessions(tx, userId));
    expect(await statusOf(server, pair.access_token)).toBe(401);
  });

  it('never accepts a token of one database on a server of another', async () => {
    const other = await startTestServer();
    try {
      const pair = await grant(server, { grant_type: 'client_credentials' });
      expect(await statusOf(server, pair.access_token)).toBe(200);
      expect(await statusOf(other, pair.access_token)).toBe(401);
    } finally {
      await other.close();
    }
  });

  it('sees a revocation made by another process within ACCESS_TOKEN_CACHE_SECONDS', async () => {
    const short = await startTestServer({ ACCESS_TOKEN_CACHE_SECONDS: '1' });
    try {
      const pair = await grant(short, { grant_type: 'client_credentials' });
      expect(await statusOf(short, pair.access_token)).toBe(200);
      await revokeInDatabase(short, pair.access_token);
      // Within the lifetime the cached check still answers: the documented, bounded delay.
      expect(await statusOf(short, pair.access_token)).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 1100));
      expect(await statusOf(short, pair.access_token)).toBe(401);
    } finally {
      await short.close();
    }
  });

  // Issue 23: disabling a staff account must hold at once in every API process, not after the cache.
  it('refuses a staff token at once when another process disables the account', async () => {
    const staff = await createStaffUser(server.ctx.db, {
      email: `cache-staff-${Date.now()}@operator.example`,
      password: 'planning-ochtendrit-73',
      role: 'dispatcher',
    });
    const pair = await grant(server, {
      grant_type: 'password',
      username: staff.email,
      password: 'planning-ochtendrit-73',
    });
    expect(await statusOf(server, pair.access_token)).toBe(200);
    // What the other process's transaction leaves in the database; this process's cache is not told.
    await server.ctx.db.query('UPDATE users SET disabled_at = now() WHERE id = $1', [staff.id]);
    expect(await statusOf(server, pair.access_token)).toBe(401);
  });

  it('makes one database lookup for many checks that arrive together with a new token', async () => {
    const pair = await grant(server, { grant_type: 'client_credentials' });
    const query = vi.spyOn(server.ctx.db, 'query');
    try {
      const checks = await Promise.all(
        Array.from({ length: 20 }, () => lookupAccessToken(server.ctx.db, pair.access_token, 10_000)),
      );
      expect(checks.every((auth) => auth !== null && auth.tokenId === checks[0]?.tokenId)).toBe(true);
      const lookups = query.mock.calls.filter(([sql]) => String(sql).includes('FROM access_tokens'));
      expect(lookups).toHaveLength(1);
    } finally {
      query.mockRestore();
    }
  });

  it('asks the database every time with ACCESS_TOKEN_CACHE_SECONDS=0', async () => {
    const off = await startTestServer({ ACCESS_TOKEN_CACHE_SECONDS: '0' });
    try {
      const pair = await grant(off, { grant_type: 'client_credentials' });
      expect(await statusOf(off, pair.access_token)).toBe(200);
      await revokeInDatabase(off, pair.access_token);
      expect(await statusOf(off, pair.access_token)).toBe(401);
    } finally {
      await off.close();
    }
  });

  it('refuses to start with a bad ACCESS_TOKEN_CACHE_SECONDS', async () => {
    await expect(startTestServer({ ACCESS_TOKEN_CACHE_SECONDS: '31' })).rejects.toThrow(ConfigError);
    expect([accessCacheMs(undefined), accessCacheMs('0'), accessCacheMs('30'), accessCacheMs('x')]).toEqual([
      10_000,
      0,
      30_000,
      null,
    ]);
  });
});

describe('AccessTokenCache', () => {
  const db = {};
  const auth = { tokenId: 't', userId: null };

  it('forgets an entry at its end time, which the caller caps at the token expiry', () => {
    const cache = new AccessTokenCache();
    cache.put(db, 'h', auth, 'f', 1_500, 1_000);
    expect(cache.get(db, 'h', 1_499)).toBe(auth);
    expect(cache.get(db, 'h', 1_500)).toBeUndefined();
  });

  it('does not take back a family revoked moments ago (a lookup that raced the revocation)', () => {
    const cache = new AccessTokenCache();
    cache.put(db, 'h', auth, 'f', 9_000, 1_000);
    cache.forgetFamily('f', 1_001);
    expect(cache.get(db, 'h', 1_002)).toBeUndefined();
    cache.put(db, 'h', auth, 'f', 9_000, 1_003);
    expect(cache.get(db, 'h', 1_004)).toBeUndefined();
    cache.put(db, 'g', auth, 'other', 9_000, 1_003);
    expect(cache.get(db, 'g', 1_004)).toBe(auth);
  });
});
