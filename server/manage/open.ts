/**
 * `POST billoorders/manage`: opening a booking with its booking code and e-mail address (and the same
 * proof for `POST billousers/linkorder`). The pair is
 * a secret only the customer (and their confirmation e-mail) holds, so guessing it is throttled per
 * client address and per booking code with the database throttle of server/auth/throttle.ts, and a
 * wrong pair answers exactly as an unknown code does: same status, same body, same headers.
 */
import type { Auth } from '../auth/types';
import { claimAttempt, releaseAttempt, type ThrottleClaim, type ThrottleRule } from '../auth/throttle';
import type { Database } from '../data/database';
import { ApiError } from '../http/envelope';
import { PAIR_GRANT_SECONDS, createGrant } from '../auth/manage-grants';
import { findOrderByPair, type ManagedOrder } from '../data/orders/manage-orders-repo';

/**
 * Per client address: 10 tries at once (a family looking up several bookings), then waits from
 * 2 seconds doubling up to 10 minutes; forgotten after an hour without a try.
 */
export const MANAGE_ADDRESS_RULE: ThrottleRule = {
  name: 'manage-address',
  free: 10,
  baseSeconds: 2,
  capSeconds: 600,
  memorySeconds: 3600,
};

/**
 * Per booking code, from any address: 5 tries at once (a mistyped e-mail address), then waits from
 * 5 seconds doubling up to an hour; forgotten after a day without a try. A botnet guessing the e-mail
 * address of one known code is held here, whatever addresses it uses.
 */
export const MANAGE_CODE_RULE: ThrottleRule = {
  name: 'manage-code',
  free: 5,
  baseSeconds: 5,
  capSeconds: 3600,
  memorySeconds: 86_400,
};

/** The one answer to a wrong pair and to an unknown booking code. */
export function noSuchBooking(): ApiError {
  return new ApiError(
    404,
    'not_found',
    'No booking matches this booking code and e-mail address; check both in your confirmation e-mail.',
    'ecode',
  );
}

/** The throttle claims of one try: the client's address and the code as printed (case and spaces aside). */
function claimsOf(address: string, ecode: string): ThrottleClaim[] {
  return [
    { rule: MANAGE_ADDRESS_RULE, subject: address.slice(0, 100) },
    { rule: MANAGE_CODE_RULE, subject: ecode.trim().toUpperCase().slice(0, 40) },
  ];
}

/**
 * Checks a booking code and e-mail address tried from `address` and answers their order, or throws
 * {@link noSuchBooking}. Every try is counted first (a 429 refuses it before the pair is looked at);
 * a right pair gives its count back, so a customer who mistyped once is not slowed down later. The
 * manage page's look-up and linking a booking to an account (issue 23) both prove a pair here, so
 * they count on the same throttle rows.
 */
export async function provePair(
  db: Database,
  address: string,
  ecode: string,
  email: string,
): Promise<ManagedOrder> {
  const claims = claimsOf(address, ecode);
  await claimAttempt(db, claims);
  const order = await findOrderByPair(db, ecode, email);
  if (!order) throw noSuchBooking();
  for (const claim of claims) await releaseAttempt(db, claim);
  return order;
}

/**
 * Checks a booking code and e-mail address from `address` ({@link provePair}) and, when they belong
 * together, grants the caller's session a manage key for that order.
 */
export async function openByPair(
  db: Database,
  auth: Auth,
  address: string,
  ecode: string,
  email: string,
): Promise<{ key: string; order: ManagedOrder }> {
  const order = await provePair(db, address, ecode, email);
  return { key: await createGrant(db, order.id, auth.tokenId, PAIR_GRANT_SECONDS), order };
}
