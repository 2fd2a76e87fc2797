/**
 * Orders for the driver's-day tests (issue 26): a round trip booked through the real booking API
 * (priced, then neworder, as the wizard does) with a pet, a child seat 1–3 years, a wheelchair and a
 * remark, then marked paid and moved to the days a driver sees (today, tomorrow) in the database: the
 * booking API rightly refuses a ride that close, and payment is the payment tests' subject.
 */
import { expect } from 'vitest';
import type { TestServer } from './server';
import { anonToken, orderPayload, priceRequest, returnLeg } from './order-fixtures';

/** The remark every test booking carries for the driver. */
export const DRIVER_REMARK = 'Large dog (labrador). Please ring at side door, code 1234';

/** A booked order: its id, receipt number and the dates ('YYYY/MM/DD') its legs now ride. */
export interface BookedRide {
  id: number;
  bonnr: string;
  /** The legs' dates as the order now holds them ('YYYY/MM/DD'). */
  datumheen: string;
  datumterug: string;
}

/**
 * Books a round trip Gent ⇄ BRU through the API (with `overrides` of the order's fields: its language,
 * the customer's e-mail or mobile), marks it paid and moves its departure to `departure` and its return
 * to `ret` ('YYYY/MM/DD'; null keeps the booked date, 130 days ahead).
 */
export async function bookRide(
  server: TestServer,
  departure: string | null,
  ret: string | null,
  overrides: Record<string, unknown> = {},
): Promise<BookedRide> {
  const token = await anonToken(server);
  const p = orderPayload({
    ...overrides,
    ...returnLeg(130),
    heenterug: 'HT',
    huisdieren: 1,
    aantalks2: 1,
    rolstoelen: 1,
    remarks: DRIVER_REMARK,
  });
  const quote = await server.api('/billoprice', {
    token,
    json: priceRequest({
      heenterug: 'HT',
      datumterug: p.datumterug,
      pax: p.pax,
      koffers: p.koffers,
      kinderstoelen: 1,
      huisdieren: 1,
      rolstoelen: 1,
      idluchthavenretour: 'BRU',
      toretour: 'Korenmarkt 1, 9000 Gent',
    }),
  });
  expect(quote.status).toBe(200);
  const { status, body } = await server.api('/billoprice/neworder', {
    token,
    json: { ...p, totaleprijs: quote.body.data.TOTALEPRIJS },
  });
  expect(status, JSON.stringify(body)).toBe(201);
  const id = body.data.ID as number;
  const { rows } = await server.ctx.db.query<Omit<BookedRide, 'id'>>(
    `UPDATE orders SET status = 'paid', datumheen = coalesce($2, datumheen), datumterug = coalesce($3, datumterug)
      WHERE id = $1 RETURNING bonnr, datumheen, datumterug`,
    [id, departure, ret],
  );
  return { id, ...rows[0]! };
}
