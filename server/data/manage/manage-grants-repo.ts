/**
 * The rows of `manage_grants`: a manage key's SHA-256, the order it opens, the session it is bound to
 * ('' for none), its kind and when it expires. Minting keys and what each kind opens are
 * server/manage/'s rules.
 */
import type { Queryable } from '../database';

/** A valid grant: the order it opens, the session it is bound to ('' for none) and its kind. */
export interface GrantRow {
  orderId: number;
  tokenId: string;
  kind: 'pair' | 'outcome';
}

/** Stores a grant living `seconds` from now, and sweeps the expired ones. */
export async function insertGrant(
  db: Queryable,
  grant: GrantRow & { secretHash: string; seconds: number },
): Promise<void> {
  await db.query(
    `INSERT INTO manage_grants (secret_hash, order_id, token_id, expires_at, kind)
     VALUES ($1, $2, $3, now() + make_interval(secs => $4::float8), $5)`,
    [grant.secretHash, grant.orderId, grant.tokenId, grant.seconds, grant.kind],
  );
  // Expired grants are of no use to anyone; each new one sweeps them.
  await db.query('DELETE FROM manage_grants WHERE expires_at < now()');
}

/** The unexpired grant whose secret hashes to `secretHash`, or null. */
export async function findGrantByHash(db: Queryable, secretHash: string): Promise<GrantRow | null> {
  const { rows } = await db.query<GrantRow>(
    `SELECT order_id AS "orderId", token_id AS "tokenId", kind FROM manage_grants
      WHERE secret_hash = $1 AND expires_at > now()`,
    [secretHash],
  );
  return rows[0] ?? null;
}
