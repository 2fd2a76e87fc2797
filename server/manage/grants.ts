/**
 * Manage grants: short-lived access to one order for whoever proved they know it (its booking code and
 * e-mail address) or came back from paying it. The caller holds a random secret (the "manage key");
 * the database holds only its SHA-256, the order and the session it is bound to, so a key is useless
 * for any other order, after it expires, or (when bound) from another visitor's session.
 */
import { hashSecret, newSecret } from '../auth/secrets';
import type { Queryable } from '../db/database';

/** A manage key proved by booking code and e-mail lives this long: enough to change or cancel. */
export const PAIR_GRANT_SECONDS = 30 * 60;

/** A manage key handed to the outcome page after a payment lives this long. */
export const OUTCOME_GRANT_SECONDS = 60 * 60;

/** A valid grant: the order it opens and the session it is bound to ('' for none). */
export interface Grant {
  orderId: number;
  tokenId: string;
}

/**
 * Grants access to order `orderId` for `seconds`, bound to the access token `tokenId` (its session)
 * or, with '', to no session (the outcome page, reached by the provider's redirect without a token).
 * Returns the secret to hand to the caller; it is not stored.
 */
export async function createGrant(
  db: Queryable,
  orderId: number,
  tokenId: string,
  seconds: number,
): Promise<string> {
  const secret = newSecret();
  await db.query(
    `INSERT INTO manage_grants (secret_hash, order_id, token_id, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(secs => $4::float8))`,
    [hashSecret(secret), orderId, tokenId, seconds],
  );
  // Expired grants are of no use to anyone; each new one sweeps them.
  await db.query('DELETE FROM manage_grants WHERE expires_at < now()');
  return secret;
}

/** Reads the unexpired grant of `secret`, or null when it is unknown, malformed or expired. */
export async function findGrant(db: Queryable, secret: string): Promise<Grant | null> {
  // newSecret makes 43 base64url characters; anything else is no key of ours.
  if (!/^[A-Za-z0-9_-]{43}$/.test(secret)) return null;
  const { rows } = await db.query<Grant>(
    `SELECT order_id AS "orderId", token_id AS "tokenId" FROM manage_grants
      WHERE secret_hash = $1 AND expires_at > now()`,
    [hashSecret(secret)],
  );
  return rows[0] ?? null;
}
