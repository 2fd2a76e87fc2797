/** Shared set-up of the manage tests: paid orders with a pickup at a chosen distance from now. */
import { expect } from 'vitest';
import { brusselsDateTime } from '../../core/dates';
import type { TestServer } from './server';
import { seedOrder, visitor, type Visitor } from './payment-helpers';

/** A seeded order and the visitor session that booked it. */
export interface Booked {
  id: number;
  bonnr: string;
  ecode: string;
  owner: Visitor;
}

/** What a test order is like: its language, status, price and the minutes from `now` to its pickup. */
export interface BookingSeed {
  taal?: 'NL' | 'FR' | 'EN';
  status?: string;
  cents?: number;
  /** Minutes from `now` to the pickup the operator set (departure leg only). */
  minutesAhead?: number;
  now?: Date;
  userId?: number;
  owner?: Visitor;
}

/**
 * Stores a departure-only order (tine@example.be, Leuven → BRU) whose operator pickup time lies
 * `minutesAhead` minutes after `now`, at `cents` (the leg's customer price and the total).
 */
export async function book(server: TestServer, seed: BookingSeed = {}): Promise<Booked> {
  const owner = seed.owner ?? (await visitor(server));
  const cents = seed.cents ?? 10_000;
  const order = await seedOrder(server, {
    tokenId: owner.tokenId,
    heenterug: 'H',
    taal: seed.taal ?? 'NL',
    totalCents: cents,
    ...(seed.userId ? { userId: seed.userId } : {}),
  });
  const pickup = brusselsDateTime(
    new Date((seed.now ?? new Date()).getTime() + (seed.minutesAhead ?? 30 * 24 * 60) * 60_000),
  );
  await server.ctx.db.query(
    `UPDATE orders SET status = $2, datumheen = $3, pickup_time_heen = $4, brutoprijsheen_cents = $5,
            nettoprijsheen_cents = $5, prijsklantheen_cents = $5, datumterug = '', uurvluchtterug = '',
            vluchtnrterug = '', terugstraat = '', terugnr = '', terugpostnr = '', terugstad = ''
      WHERE id = $1`,
    [order.id, seed.status ?? 'paid', pickup.date, pickup.time, cents],
  );
  return { ...order, owner };
}

/** Opens a booking by code and e-mail as `token`'s session; returns the HTTP status and body. */
export function openBooking(server: TestServer, token: string, ecode: string, email = 'tine@example.be') {
  return server.api('/billoorders/manage', { token, json: { ecode, email } });
}

/** Opens a booking and returns its manage key (the pair must be right). */
export async function manageKey(server: TestServer, token: string, ecode: string): Promise<string> {
  const { status, body } = await openBooking(server, token, ecode);
  expect(status).toBe(200);
  return body.data.manage_key as string;
}

/** Calls a manage path of order `id` with a token and a manage key. */
export function manageCall(server: TestServer, path: string, token: string, key: string, json?: unknown) {
  return server.api(path, {
    token,
    headers: { 'x-manage-key': key },
    ...(json === undefined ? {} : { json }),
  });
}
