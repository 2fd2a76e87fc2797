import type { Auth } from '../auth/types';
import type { Queryable } from '../data/database';
import { tokensShareSession } from '../data/orders/orders-repo';
import { ApiError } from '../http/envelope';

/** Who owns an order: a user, or (placed without login) the access token that created it. */
export interface OrderOwner {
  user_id: number | null;
  token_id: string;
}

/**
 * Tells whether the caller owns an order: the same logged-in user, or, for an order placed without
 * login, an access token of the same session (token family), so a refreshed anonymous token still
 * owns what it booked. The same rule as server/payment/payment-orders.ts `ownsOrder`.
 */
export async function callerOwns(db: Queryable, auth: Auth, order: OrderOwner): Promise<boolean> {
  if (order.user_id !== null) return auth.userId === order.user_id;
  if (auth.tokenId === order.token_id) return true;
  return tokensShareSession(db, order.token_id, auth.tokenId);
}

/**
 * The answer for an order the caller may not see: the same 404 whether it does not exist or belongs to
 * someone else, so order ids cannot be probed.
 */
export function orderNotFound(id: number): ApiError {
  return new ApiError(404, 'not_found', `There is no order ${id}.`, 'id');
}
