/**
 * The rows of the sessions: token families, access tokens and refresh tokens (migrations 002 and 006).
 * Tokens are stored only as hashes; the caller hashes and decides, this module only reads and writes.
 */
import type { Queryable } from '../database';

/** A refresh token looked up by its hash, with its family's owner and client. */
export interface RefreshTokenRow {
  id: string;
  family_id: string;
  user_id: number | null;
  client_id: string;
  /** Whether it has expired. */
  expired: boolean;
  /** Whether it or its family has been revoked (or rotated). */
  spent: boolean;
}

/** A live access token looked up by its hash. */
export interface AccessTokenRow {
  id: string;
  user_id: number | null;
  family_id: string;
  /** Milliseconds it has left. */
  left_ms: number;
  /** Whether it belongs to an operator's or dispatcher's account. */
  staff: boolean;
}

/** Stores a new token family (a session) of `userId` (null: anonymous) on `clientId`. */
export async function insertTokenFamily(
  db: Queryable,
  familyId: string,
  userId: number | null,
  clientId: string,
): Promise<void> {
  await db.query('INSERT INTO token_families (id, user_id, client_id) VALUES ($1, $2, $3)', [
    familyId,
    userId,
    clientId,
  ]);
}

/** Stores an access token of `familyId` by its hash, expiring `ttlSeconds` from the database's now. */
export async function insertAccessToken(
  db: Queryable,
  row: { id: string; tokenHash: string; familyId: string; userId: number | null; ttlSeconds: number },
): Promise<void> {
  await db.query(
    `INSERT INTO access_tokens (id, token_hash, family_id, user_id, expires_at)
     VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5))`,
    [row.id, row.tokenHash, row.familyId, row.userId, row.ttlSeconds],
  );
}

/** Stores a refresh token of `familyId` by its hash, expiring `ttlSeconds` from the database's now. */
export async function insertRefreshToken(
  db: Queryable,
  row: { id: string; tokenHash: string; familyId: string; ttlSeconds: number },
): Promise<void> {
  await db.query(
    `INSERT INTO refresh_tokens (id, token_hash, family_id, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(secs => $4))`,
    [row.id, row.tokenHash, row.familyId, row.ttlSeconds],
  );
}

/** Marks a family and its refresh and access tokens revoked (those not revoked already). */
export async function revokeFamilyRows(db: Queryable, familyId: string): Promise<void> {
  await db.query('UPDATE token_families SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL', [
    familyId,
  ]);
  await db.query('UPDATE refresh_tokens SET revoked_at = now() WHERE family_id = $1 AND revoked_at IS NULL', [
    familyId,
  ]);
  await revokeFamilyAccessTokens(db, familyId);
}

/** Marks the access tokens of a family revoked (those not revoked already). */
export async function revokeFamilyAccessTokens(db: Queryable, familyId: string): Promise<void> {
  await db.query('UPDATE access_tokens SET revoked_at = now() WHERE family_id = $1 AND revoked_at IS NULL', [
    familyId,
  ]);
}

/**
 * The ids of a user's families not revoked; with `exceptOfAccessToken`, without the family that access
 * token belongs to.
 */
export async function liveFamilyIds(
  db: Queryable,
  userId: number,
  exceptOfAccessToken?: string,
): Promise<string[]> {
  const { rows } =
    exceptOfAccessToken === undefined
      ? await db.query<{ id: string }>('SELECT id FROM token_families WHERE user_id = $1 AND revoked_at IS NULL', [
          userId,
        ])
      : await db.query<{ id: string }>(
          `SELECT f.id FROM token_families f WHERE f.user_id = $1 AND f.revoked_at IS NULL
              AND f.id <> (SELECT family_id FROM access_tokens WHERE id = $2)`,
          [userId, exceptOfAccessToken],
        );
  return rows.map((r) => r.id);
}

/** The refresh token with hash `tokenHash`, with its family's owner and client; undefined when unknown. */
export async function findRefreshToken(db: Queryable, tokenHash: string): Promise<RefreshTokenRow | undefined> {
  const { rows } = await db.query<RefreshTokenRow>(
    `SELECT r.id, r.family_id, f.user_id, f.client_id, r.expires_at <= now() AS expired,
            (r.revoked_at IS NOT NULL OR f.revoked_at IS NOT NULL) AS spent
       FROM refresh_tokens r JOIN token_families f ON f.id = r.family_id
      WHERE r.token_hash = $1`,
    [tokenHash],
  );
  return rows[0];
}

/**
 * Spends refresh token `id` if nobody has yet, recording when, by which client and from which address:
 * one conditional UPDATE, so of concurrent claims exactly one returns true.
 */
export async function claimRefreshToken(
  db: Queryable,
  id: string,
  clientId: string,
  address: string,
): Promise<boolean> {
  const { affectedRows } = await db.query(
    `UPDATE refresh_tokens SET revoked_at = now(), rotated_at = now(), rotated_client = $2,
            rotated_address = $3
      WHERE id = $1 AND revoked_at IS NULL`,
    [id, clientId, address],
  );
  return affectedRows === 1;
}

/**
 * Tells whether refresh token `id` was rotated (its family not revoked) within the last `graceSeconds`
 * by `clientId` from `address`.
 */
export async function wasRotatedBy(
  db: Queryable,
  id: string,
  clientId: string,
  address: string,
  graceSeconds: number,
): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM refresh_tokens r JOIN token_families f ON f.id = r.family_id
      WHERE r.id = $1 AND f.revoked_at IS NULL AND r.rotated_client = $2 AND r.rotated_address = $3
        AND r.rotated_at > now() - make_interval(secs => $4)`,
    [id, clientId, address, graceSeconds],
  );
  return rows.length > 0;
}

/** Records that refresh token `id` was replaced by the refresh token with hash `nextHash`. */
export async function linkReplacement(db: Queryable, id: string, nextHash: string): Promise<void> {
  const { rows: next } = await db.query<{ id: string }>('SELECT id FROM refresh_tokens WHERE token_hash = $1', [
    nextHash,
  ]);
  await db.query('UPDATE refresh_tokens SET replaced_by = $2 WHERE id = $1', [id, next[0]?.id ?? null]);
}

/** The family of the access or refresh token with hash `tokenHash`, when that family is `clientId`'s. */
export async function familyOfToken(
  db: Queryable,
  tokenHash: string,
  clientId: string,
): Promise<string | undefined> {
  const { rows } = await db.query<{ family_id: string }>(
    `SELECT t.family_id FROM (
        SELECT family_id FROM access_tokens WHERE token_hash = $1
        UNION ALL SELECT family_id FROM refresh_tokens WHERE token_hash = $1) t
       JOIN token_families f ON f.id = t.family_id AND f.client_id = $2`,
    [tokenHash, clientId],
  );
  return rows[0]?.family_id;
}

/**
 * The access token with hash `tokenHash` when it is live: not expired, not revoked, and its account
 * (if any) not disabled.
 */
export async function findLiveAccessToken(db: Queryable, tokenHash: string): Promise<AccessTokenRow | undefined> {
  const { rows } = await db.query<AccessTokenRow>(
    `SELECT t.id, t.user_id, t.family_id, (extract(epoch FROM t.expires_at - now()) * 1000)::float8 AS left_ms,
            coalesce(u.user_type IN ('operator', 'dispatcher'), false) AS staff
       FROM access_tokens t LEFT JOIN users u ON u.id = t.user_id
      WHERE t.token_hash = $1 AND t.expires_at > now() AND t.revoked_at IS NULL AND u.disabled_at IS NULL`,
    [tokenHash],
  );
  return rows[0];
}

/**
 * Deletes tokens and reset codes expired more than a day ago, and families older than a day without a
 * refresh token.
 */
export async function deleteExpiredTokens(db: Queryable): Promise<void> {
  await db.query(`DELETE FROM access_tokens WHERE expires_at < now() - interval '1 day'`);
  await db.query(`DELETE FROM refresh_tokens WHERE expires_at < now() - interval '1 day'`);
  await db.query(
    `DELETE FROM token_families f WHERE NOT EXISTS (SELECT 1 FROM refresh_tokens r WHERE r.family_id = f.id)
       AND f.created_at < now() - interval '1 day'`,
  );
  await db.query(`DELETE FROM password_resets WHERE expires_at < now() - interval '1 day'`);
}
