/**
 * Drivers, vehicles and leg assignments for the tests of the customer's who-comes message (issue 26),
 * written as rows of migration 030's tables: the back-office screens that make them are another part
 * of the issue, and these tests are about what an assignment owes and sends. Orders are booked through
 * the real booking API ({@link bookRide}).
 */
import { expect } from 'vitest';
import { oweDriverNotice } from '../../server/messages/driver-notice';
import type { TestServer } from './server';
import { anonToken, orderPayload, quotedTotal, returnLeg } from './order-fixtures';

let plates = 0;

/** Adds a driver; answers its id. */
export async function addDriver(server: TestServer, firstName: string, mobile: string): Promise<number> {
  const { rows } = await server.ctx.db.query<{ id: number }>(
    `INSERT INTO drivers (first_name, last_name, mobile, languages) VALUES ($1, 'Test', $2, '{nl,fr,en}') RETURNING id`,
    [firstName, mobile],
  );
  return rows[0]!.id;
}

/** Adds a vehicle with a fresh plate; answers its id and plate. */
export async function addVehicle(
  server: TestServer,
  model: string,
  colour: string,
): Promise<{ id: number; plate: string }> {
  const plate = `2TST${String(++plates).padStart(3, '0')}`;
  const { rows } = await server.ctx.db.query<{ id: number }>(
    `INSERT INTO vehicles (plate, model, colour, seats, luggage_units, vehicle_type)
     VALUES ($1, $2, $3, 4, 4, 'comfort') RETURNING id`,
    [plate, model, colour],
  );
  return { id: rows[0]!.id, plate };
}

/**
 * Sets the driver and vehicle of leg `leg` of order `orderId` and owes the customer's message in the
 * same transaction, as the back office's assignment does (server/messages/driver-notice.ts).
 */
export async function assignLeg(
  server: TestServer,
  orderId: number,
  leg: 'H' | 'T',
  driverId: number,
  vehicleId: number,
): Promise<void> {
  await server.ctx.db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO leg_assignments (order_id, leg, driver_id, vehicle_id) VALUES ($1, $2, $3, $4)
       ON CONFLICT (order_id, leg) DO UPDATE SET driver_id = $3, vehicle_id = $4, assigned_at = now()`,
      [orderId, leg, driverId, vehicleId],
    );
    await oweDriverNotice(tx, orderId, leg);
  });
}

/** A round trip Gent ⇄ BRU booked through the booking API in `taal`, then marked paid. */
export async function bookRide(
  server: TestServer,
  o: { taal: 'NL' | 'FR' | 'EN'; email: string; mobile?: string },
): Promise<{ id: number; bonnr: string; ecode: string }> {
  const token = await anonToken(server);
  const p = orderPayload({
    ...returnLeg(130),
    heenterug: 'HT',
    taal: o.taal,
    emailklant: o.email,
    telklant: o.mobile ?? '+32470123456',
    voornaam: 'Lotte',
    naam: 'Claes',
  });
  const json = { ...p, totaleprijs: await quotedTotal(server, token, p) };
  const { status, body } = await server.api('/billoprice/neworder', { token, json });
  expect(status, JSON.stringify(body)).toBe(201);
  const { rows } = await server.ctx.db.query<{ bonnr: string; ecode: string }>(
    `UPDATE orders SET status = 'paid', pickup_time_heen = '07:15' WHERE id = $1 RETURNING bonnr, ecode`,
    [body.data.ID],
  );
  return { id: body.data.ID as number, bonnr: rows[0]!.bonnr, ecode: rows[0]!.ecode };
}
