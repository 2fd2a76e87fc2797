/**
 * Who may manage an order: its owner (the logged-in user, or the anonymous session that booked it, the
 * booking module's rule), or a caller holding a manage key for exactly that order (server/auth/manage-grants.ts):
 * a key proved by code and e-mail address from the session it is bound to, or, for the outcome page's
 * summary and paying only, the outcome page's key. Everyone else gets the 404 of a missing order.
 */
import type { Context } from 'hono';
import type { Auth } from '../auth/types';
import { callerOwns, orderNotFound } from '../orders/order-ownership';
import type { Queryable } from '../data/database';
import { ApiError } from '../http/envelope';
import { findGrant } from '../auth/manage-grants';
import { findManagedOrder, type ManagedOrder } from '../data/orders/manage-orders-repo';

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
 * What a caller wants to do with an order: see its outcome `summary` (the outcome pages' view without
 * booking code, e-mail address or phone, and the calendar), `pay` it, `read` it (the manage view with
 * its code and e-mail address, and the receipt with name, phone and address), or `act` on it (change or
 * cancel it).
 */
export type Purpose = 'summary' | 'pay' | 'read' | 'act';

/** What an outcome page's key opens: the page's summary and "pay now", nothing that manages the booking. */
const OUTCOME_PURPOSES: readonly Purpose[] = ['summary', 'pay'];

/**
 * Tells whether `key` opens order `orderId` for `auth` and `purpose`: the grant exists, is unexpired
 * and names this order, and either it was proved by the booking code and e-mail address from a token
 * of the caller's session (then it opens everything), or it is an outcome page's key and `purpose` is
 * the summary or paying. An outcome key sits in the browser's history, so it neither reads what opens
 * the manage page nor changes or cancels the booking; that takes the code and e-mail address, or the
 * owner's login.
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
  if (grant.kind === 'outcome') return OUTCOME_PURPOSES.includes(purpose);
  if (grant.tokenId === '') return false;
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

/**
 * The id of the order whose outcome summary `key` opens for `auth`, or the 404 of a missing order when
 * it opens none.
 */
export async function grantedOrderId(db: Queryable, auth: Auth, key: string): Promise<number> {
  const grant = key === '' ? null : await findGrant(db, key);
  if (grant && (await keyOpens(db, auth, key, grant.orderId, 'summary'))) return grant.orderId;
  throw new ApiError(
    404,
    'not_found',
    'This link has expired; open the booking with its code and e-mail address.',
    'manage_key',
  );
}
