/** Set-up of the feedback tests: orders whose ride is over (or not), owned by a user or a visitor. */
import { afterAll, beforeAll } from 'vitest';
import { writeOperatorFile } from './operator-file';
import { daysAhead, userToken } from './order-fixtures';
import { seedOrder } from './payment-helpers';
import { startTestServer, type TestServer } from './server';

/** What differs between the test orders. */
export interface RideSeed {
  tokenId: string;
  userId?: number;
  /** Days from today of the last leg (negative: in the past). @default -1 */
  lastLegDays?: number;
  status?: 'paid' | 'invoiced' | 'free' | 'awaiting_payment' | 'failed' | 'payment_cancelled';
  taal?: 'NL' | 'FR' | 'EN';
  heenterug?: 'H' | 'T' | 'HT';
}

/**
 * Stores an order (Tine Peeters, Leuven ↔ Brussels Airport) whose last leg is `lastLegDays` from today
 * and whose status is `status` (paid by default): the booking calls cannot place a ride in the past, so
 * the tests write one, as the ride would stand after it took place.
 */
export async function rideOrder(
  server: TestServer,
  seed: RideSeed,
): Promise<{ id: number; bonnr: string; ecode: string }> {
  const order = await seedOrder(server, {
    tokenId: seed.tokenId,
    ...(seed.userId !== undefined ? { userId: seed.userId } : {}),
    ...(seed.taal ? { taal: seed.taal } : {}),
    heenterug: seed.heenterug ?? 'HT',
  });
  const last = daysAhead(seed.lastLegDays ?? -1);
  // The departure a week before the return; a departure-only trip's last leg is its departure.
  const departure = seed.heenterug === 'H' ? last : daysAhead((seed.lastLegDays ?? -1) - 7);
  await server.ctx.db.query(`UPDATE orders SET status = $2, datumterug = $3, datumheen = $4 WHERE id = $1`, [
    order.id,
    seed.status ?? 'paid',
    last,
    departure,
  ]);
  return order;
}

/** The access token row id of a bearer token's latest login of `userId`. */
export async function tokenIdOf(server: TestServer, userId: number): Promise<string> {
  const { rows } = await server.ctx.db.query<{ id: string }>(
    'SELECT id FROM access_tokens WHERE user_id = $1 ORDER BY created_at DESC LIMIT 1',
    [userId],
  );
  return rows[0]!.id;
}

/** A file's test server (with an operator file) and the customer who owns its {@link rideOrder}s. */
export interface RideOwner {
  server: TestServer;
  tokenId: string;
  userId: number;
}

/** Starts {@link RideOwner}'s server and logs its customer in before the file's tests, and stops it after. */
export function useRideOwner(): RideOwner {
  const owner = {} as RideOwner;
  beforeAll(async () => {
    owner.server = await startTestServer({ OPERATOR_FILE: writeOperatorFile() });
    const user = await userToken(owner.server);
    owner.userId = user.id;
    owner.tokenId = await tokenIdOf(owner.server, user.id);
  });
  afterAll(() => owner.server.close());
  return owner;
}
