/**
 * Who may manage an order: its owner (the logged-in user, or the anonymous session that booked it, the
 * booking module's rule), or a caller holding a manage key for exactly that order (server/manage/grants.ts),
 * from the session the key is bound to. Everyone else gets the 404 of a missing order.
 */
import type { Context } from 'hono';
import type { Auth } from '../auth/types';
import { callerOwns, orderNotFound } from '../booking/ownership';
import type { Queryable } from '../db/database';
import { ApiError } from '../http/envelope';
import { findGrant } from './grants';
import { findManagedOrder, type ManagedOrder } from './orders';

/** The request header that carries a manage key. */
export const MANAGE_KEY_HEADER = 'x-manage-key';

/**
 * The manage key a request presents in its header, or ''. Never from the query: like an access token,
 * a key in an address would stay in the browser's history and in Referer headers (issue 23); a
 * download goes through a signed link instead (server/downloads/links.ts).
 */
export function presentedKey(c: Context): string {
  return c.req.header(MANAGE_KEY_HEADER) ?? '';
}

/**
 * What a caller wants to do with an order: `read` it (the view, the receipt, the calendar, and pay it),
 * or `act` on it (change or cancel it).
 */
export type Purpose = 'read' | 'act';

/**
 * Tells whether `key` opens order `orderId` for `auth` and `purpose`: the grant exists, is unexpired,
 * names this order, and is either bound to a token of the caller's session or, for reading and paying
 * only, unbound. An outcome page's unbound key, which sits in the browser's history for its hour,
 * therefore cannot change or cancel the booking; that takes the booking code and e-mail address.
 */
export async function keyOpens(
  db: Queryable,
  auth: Auth,
  key: string,
  orderId: number,
  purpose: Purpose = 'read',
): Promise<boolean> {
  if (key === '') return false;
  const grant = await findGrant(db, key);
  if (!grant || grant.orderId !== orderId) return false;
  if (grant.tokenId === '') return purpose === 'read';
  return callerOwns(db, auth, { user_id: null, token_id: grant.tokenId });
}

/**
 * Reads order `id` for a caller who owns it or presents a key that opens it for `purpose`; else the 404
 * of a missing order.
 */
export async function managedOrder(
  db: Queryable,
  auth: Auth,
  key: string,
  id: number,
  purpose: Purpose = 'read',
): Promise<ManagedOrder> {
  const order = await findManagedOrder(db, id);
  if (!order) throw orderNotFound(id);
  if (await keyOpens(db, auth, key, id, purpose)) return order;
  if (await callerOwns(db, auth, order)) return order;
  throw orderNotFound(id);
}

/** The id of the order that `key` opens for `auth`, or the 404 of a missing order when it opens none. */
export async function grantedOrderId(db: Queryable, auth: Auth, key: string): Promise<number> {
  const grant = key === '' ? null : await findGrant(db, key);
  if (grant && (await keyOpens(db, auth, key, grant.orderId))) return grant.orderId;
  throw new ApiError(
    404,
    'not_found',
    'This link has expired; open the booking with its code and e-mail address.',
    'manage_key',
  );
}
