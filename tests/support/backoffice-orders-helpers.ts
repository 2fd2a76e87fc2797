/** Orders riding on chosen days, for the back office's order and dispatch tests (issue 13). */
import { addDays, brusselsToday } from '../../core';
import type { TestServer } from './server';
import { seedOrder, visitor } from './payment-helpers';

/** What a test ride is like; every field has a default. */
export interface RideSeed {
  /** Days from today (Brussels) to the departure; the return rides 7 days later. */
  daysAhead?: number;
  status?: string;
  taal?: 'NL' | 'FR' | 'EN';
  heenterug?: 'H' | 'T' | 'HT';
  totalCents?: number;
  naam?: string;
  voornaam?: string;
  email?: string;
  phone?: string;
  pickupHeen?: string;
}

/** A stored ride: its id, receipt number, booking code and departure date. */
export interface Ride {
  id: number;
  bonnr: string;
  ecode: string;
  date: string;
}

/** Stores a paid (by default) order departing `daysAhead` days from today, the flight at 09:30. */
export async function ride(server: TestServer, seed: RideSeed = {}): Promise<Ride> {
  const owner = await visitor(server);
  const order = await seedOrder(server, {
    tokenId: owner.tokenId,
    heenterug: seed.heenterug ?? 'HT',
    taal: seed.taal ?? 'NL',
    totalCents: seed.totalCents ?? 18_950,
  });
  const date = addDays(brusselsToday(new Date()), seed.daysAhead ?? 1);
  const cents = seed.totalCents ?? 18_950;
  const half = Math.floor(cents / 2);
  await server.ctx.db.query(
    `UPDATE orders SET status = $2, datumheen = $3, datumterug = $4, naam = $5, voornaam = $6, emailklant = $7,
            telklant = $8, pickup_time_heen = $9, prijsklantheen_cents = $10, prijsklantterug_cents = $11
      WHERE id = $1`,
    [
      order.id,
      seed.status ?? 'paid',
      date,
      addDays(date, 7),
      seed.naam ?? 'Peeters',
      seed.voornaam ?? 'Tine',
      seed.email ?? 'tine@example.be',
      seed.phone ?? '+32470123456',
      seed.pickupHeen ?? '',
      half,
      cents - half,
    ],
  );
  return { ...order, date };
}
