/**
 * Manage grants: short-lived access to one order for whoever proved they know it (its booking code and
 * e-mail address: a 'pair' key) or came back from paying it (an 'outcome' key). The caller holds a
 * random secret (the "manage key"); the database holds only its SHA-256, its kind, the order and the
 * session it is bound to, so a key is useless for any other order, after it expires, or (a pair key)
 * from another visitor's session. What each kind opens is server/manage/access.ts's rule; the keys sit with the other keys (auth/), since
 * the payment's outcome mints them too.
 */
import { hashSecret, newSecret } from './secrets';
import type { Queryable } from '../data/database';
import { findGrantByHash, insertGrant } from '../data/manage/manage-grants-repo';

/** A manage key proved by booking code and e-mail lives this long: enough to change or cancel. */
export const PAIR_GRANT_SECONDS = 30 * 60;

/**
 * A manage key handed to the outcome page after a payment lives this long: enough to load the page,
 * reload it and press "pay now" again, while its copy in the browser's history soon opens nothing.
 */
export const OUTCOME_GRANT_SECONDS = 15 * 60;

/** What proved the key: the booking code and e-mail address ('pair'), or a payment's return ('outcome'). */
export type GrantKind = 'pair' | 'outcome';

/** A valid grant: the order it opens, the session it is bound to ('' for none) and its kind. */
export interface Grant {
  orderId: number;
  tokenId: string;
  kind: GrantKind;
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
  kind: GrantKind = 'pair',
): Promise<string> {
  const secret = newSecret();
  await insertGrant(db, { secretHash: hashSecret(secret), orderId, tokenId, seconds, kind });
  return secret;
}

/**
 * Grants the outcome page of a payment (or of a free or invoiced finish) its key for order `orderId`:
 * bound to no session, since the provider's redirect arrives without the customer's access token, and
 * living {@link OUTCOME_GRANT_SECONDS}.
 */
export function createOutcomeGrant(db: Queryable, orderId: number): Promise<string> {
  return createGrant(db, orderId, '', OUTCOME_GRANT_SECONDS, 'outcome');
}

/** Reads the unexpired grant of `secret`, or null when it is unknown, malformed or expired. */
export async function findGrant(db: Queryable, secret: string): Promise<Grant | null> {
  // newSecret makes 43 base64url characters; anything else is no key of ours.
  if (!/^[A-Za-z0-9_-]{43}$/.test(secret)) return null;
  return findGrantByHash(db, hashSecret(secret));
}
