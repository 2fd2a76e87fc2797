/**
 * Drivers, vehicles and leg assignments for the driver's-day tests (issue 26), written straight into
 * the test server's database (tables of migration 030). The back-office screens that make them are
 * another piece of the issue; these tests need only the rows. The driver's login is a users row of type
 * 'driver' whose password is hashed with the product's own hash function, so it logs in through the
 * real POST /api/token.
 */
import { expect } from 'vitest';
import { hashPassword } from '../../server/auth/password';
import type { TestServer } from './server';

/** The password of every driver login the tests make. */
export const DRIVER_PASSWORD = 'stuur-ochtendzon-48';

let made = 0;

/** A driver made for a test: the drivers row, its login and (after {@link driverLogin}) a token. */
export interface TestDriver {
  id: number;
  userId: number;
  email: string;
  firstName: string;
}

/** Inserts a driver login (users, type 'driver') and its drivers row. */
export async function insertDriver(
  server: TestServer,
  fields: { firstName?: string; lang?: 'nl' | 'fr' | 'en'; mobile?: string } = {},
): Promise<TestDriver> {
  const n = ++made;
  const email = `driver${n}-${Date.now()}@operator.example`;
  const firstName = fields.firstName ?? `Driver${n}`;
  const user = await server.ctx.db.query<{ id: number }>(
    `INSERT INTO users (username, email, password_hash, firstname, lastname, user_type, lang)
     VALUES ($1, $1, $2, $3, 'Claes', 'driver', $4) RETURNING id`,
    [email, await hashPassword(DRIVER_PASSWORD), firstName, fields.lang ?? 'nl'],
  );
  const userId = user.rows[0]!.id;
  const driver = await server.ctx.db.query<{ id: number }>(
    `INSERT INTO drivers (user_id, first_name, last_name, mobile, languages)
     VALUES ($1, $2, 'Claes', $3, '{nl,fr}') RETURNING id`,
    [userId, firstName, fields.mobile ?? `+3247000${String(1000 + n).slice(-4)}`],
  );
  return { id: driver.rows[0]!.id, userId, email, firstName };
}

/** Logs driver `driver` in through POST /api/token and answers the access token. */
export async function driverLogin(server: TestServer, driver: TestDriver): Promise<string> {
  const { status, body } = await server.api('/token', {
    json: { client_id: 'webapp', grant_type: 'password', username: driver.email, password: DRIVER_PASSWORD },
  });
  expect(status, JSON.stringify(body)).toBe(200);
  return body.access_token as string;
}

/** Inserts a vehicle; its plate is made unique per call. */
export async function insertVehicle(
  server: TestServer,
  fields: { model?: string; seats?: number } = {},
): Promise<{ id: number; plate: string; model: string }> {
  const plate = `1TST${String(++made).padStart(3, '0')}`;
  const model = fields.model ?? 'Mercedes Vito';
  const { rows } = await server.ctx.db.query<{ id: number }>(
    `INSERT INTO vehicles (plate, model, colour, seats, luggage_units, vehicle_type)
     VALUES ($1, $2, 'zwart', $3, 8, 'comfort') RETURNING id`,
    [plate, model, fields.seats ?? 7],
  );
  return { id: rows[0]!.id, plate, model };
}

/** Assigns leg `leg` of order `orderId` to driver `driverId` in vehicle `vehicleId` (replacing any). */
export async function assignLeg(
  server: TestServer,
  orderId: number,
  leg: 'H' | 'T',
  driverId: number,
  vehicleId: number | null = null,
): Promise<void> {
  await server.ctx.db.query(
    `INSERT INTO leg_assignments (order_id, leg, driver_id, vehicle_id) VALUES ($1, $2, $3, $4)
     ON CONFLICT (order_id, leg) DO UPDATE SET driver_id = EXCLUDED.driver_id, vehicle_id = EXCLUDED.vehicle_id`,
    [orderId, leg, driverId, vehicleId],
  );
}
