/**
 * Issue 26: two dispatchers assigning the same driver (or vehicle) to two overlapping legs at the same
 * moment, on a real PostgreSQL server through two connection pools (as two API processes behind a load
 * balancer would): exactly one assignment is written, the other is refused as busy. Without the row
 * locks of server/fleet/assignment-service.ts both transactions read "free" before either commits and
 * both write (the embedded PGlite runs one transaction at a time, so only a real server shows this).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, brusselsToday } from '../../core';
import type { Staff } from '../../server/backoffice/staff';
import { openPostgres, type Database } from '../../server/data/database';
import { migrate } from '../../server/data/migrate';
import { assignLeg } from '../../server/fleet/assignment-service';
import { startPostgres, type TestPostgres } from '../support/postgres';

let pg: TestPostgres;
let one: Database;
let two: Database;
let staff: Staff;
let orderNo = 0;

/** Stores a paid comfort departure `days` ahead, flight at 09:30, 2 passengers, 2 suitcases. */
async function order(days: number): Promise<number> {
  const date = addDays(brusselsToday(new Date()), days);
  const { rows } = await one.query<{ id: number }>(
    `INSERT INTO orders (ecode, request_hash, token_id, total_cents, status, heenterug, soortvervoer, taal, pax, koffers,
        datumheen, uurvluchtheen, vluchtnrheen, idluchthavenheen, vroegeropluchthaven, heenstraat, heennr, heenpostnr,
        heenstad, heenland, reistijdheen, voornaam, naam, telklant, emailklant)
     VALUES ($1, 'test', 'tok', 9000, 'paid', 'H', 'comfort', 'NL', 2, 2, $2, '09:30', 'SN2153', 'BRU', 2,
        'Bondgenotenlaan', '1', '3000', 'Leuven', 'BE', 35, 'Tine', 'Peeters', '+32470123456', 'tine@example.be')
     RETURNING id`,
    [`RACE${++orderNo}`, date],
  );
  return rows[0]!.id;
}

beforeAll(async () => {
  pg = await startPostgres();
  one = await openPostgres(pg.url);
  two = await openPostgres(pg.url);
  await migrate(one);
  const { rows } = await one.query<{ id: number }>(
    `INSERT INTO users (username, email, password_hash, firstname, lastname, phone, country, user_type, lang)
     VALUES ('dispatch@operator.example', 'dispatch@operator.example', 'x', 'D', 'D', '', 'BE', 'dispatcher', 'nl')
     RETURNING id`,
  );
  staff = { userId: rows[0]!.id, email: 'dispatch@operator.example', role: 'dispatcher', lang: 'nl' };
}, 120_000);

afterAll(async () => {
  await one?.close();
  await two?.close();
  await pg?.stop();
});

describe('two dispatchers at once on PostgreSQL', () => {
  it('never double-book a driver or a vehicle', async () => {
    const { rows: d } = await one.query<{ id: number }>(
      `INSERT INTO drivers (first_name, mobile) VALUES ('Piet', '+32470111222') RETURNING id`,
    );
    const { rows: v } = await one.query<{ id: number }>(
      `INSERT INTO vehicles (plate, model, seats, luggage_units, vehicle_type) VALUES ('RACE-1', 'Skoda', 4, 4, 'comfort')
       RETURNING id`,
    );
    const outcome = (p: Promise<unknown>) =>
      p.then(
        () => 'ok',
        (e: { status?: number; extra?: { reason?: string } }) => `${e.status} ${e.extra?.reason}`,
      );
    for (let round = 0; round < 8; round++) {
      const [x, y] = [await order(3 + round), await order(3 + round)];
      const now = new Date();
      const drivers = await Promise.all([
        outcome(assignLeg(one, staff, x, 'H', { driverId: d[0]!.id, vehicleId: null }, now)),
        outcome(assignLeg(two, staff, y, 'H', { driverId: d[0]!.id, vehicleId: null }, now)),
      ]);
      expect(drivers.sort()).toEqual(['409 driver_busy', 'ok']);
      // Each takes the same car on top of its own (now distinct) driver decision: the car goes to one.
      const vehicles = await Promise.all([
        outcome(assignLeg(one, staff, x, 'H', { driverId: null, vehicleId: v[0]!.id }, now)),
        outcome(assignLeg(two, staff, y, 'H', { driverId: null, vehicleId: v[0]!.id }, now)),
      ]);
      expect(vehicles.sort()).toEqual(['409 vehicle_busy', 'ok']);
      const { rows } = await one.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM leg_assignments WHERE order_id = ANY($1::int[]) AND vehicle_id IS NOT NULL',
        [[x, y]],
      );
      expect(rows[0]!.n).toBe(1);
    }
  }, 120_000);
});
