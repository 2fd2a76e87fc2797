/**
 * Issue 28: the account's order list tells the truth. "Scheduled" (GEPLAND) meant only "paid"; it now
 * says that every booked leg has its pickup time. An event order's legs name the venue and its address
 * where an airport order names its airport (the "To" column was empty).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../support/server';
import { approvedOrganiser, createEvent, eventOrder, eventPrice } from '../../support/event-fixtures';
import { orderPayload, quotedTotal, returnLeg, userToken } from '../../support/order-fixtures';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function list(token: string, lang = 'nl') {
  const { status, body } = await server.api('/billousers/listBilloOrders.json', {
    token,
    json: { page: 1, PageSize: 10, lang },
  });
  expect(status).toBe(200);
  return body.data as {
    ID: number;
    GEPLAND: boolean;
    BETAALD: boolean;
    LEGS: { RIT: string; VAN: string; NAAR: string }[];
  }[];
}

describe('the account list', () => {
  it('calls a paid round trip scheduled only once both pickups are set', async () => {
    const me = await userToken(server);
    const p = orderPayload({ heenterug: 'HT', ...returnLeg() });
    const placed = await server.api('/billoprice/neworder', {
      token: me.token,
      json: { ...p, totaleprijs: await quotedTotal(server, me.token, p) },
    });
    expect(placed.status).toBe(201);
    const id = placed.body.data.ID as number;
    await server.ctx.db.query(`UPDATE orders SET status = 'paid' WHERE id = $1`, [id]);
    const row = async () => (await list(me.token)).find((o) => o.ID === id)!;
    expect(await row()).toMatchObject({ BETAALD: true, GEPLAND: false });
    await server.ctx.db.query(`UPDATE orders SET pickup_time_heen = '06:10' WHERE id = $1`, [id]);
    expect((await row()).GEPLAND).toBe(false);
    await server.ctx.db.query(`UPDATE orders SET pickup_time_terug = '18:40' WHERE id = $1`, [id]);
    expect((await row()).GEPLAND).toBe(true);
  });

  it("names an event order's venue and address where an airport would stand, the city in the reader's language", async () => {
    const me = await userToken(server);
    const org = await approvedOrganiser(server);
    const eventId = await createEvent(server, org.token);
    const price = await server.api('/billoevents/berekenprijs', {
      token: me.token,
      json: eventPrice(eventId),
    });
    expect(price.status).toBe(200);
    const placed = await server.api('/billoevents/neworder', {
      token: me.token,
      json: eventOrder(eventId, { totaleprijs: price.body.data.TOTALEPRIJS }),
    });
    expect(placed.status).toBe(201);
    const [nl] = await list(me.token, 'nl');
    expect(nl!.LEGS).toEqual([
      expect.objectContaining({ RIT: 'H', NAAR: 'Warandepark, Wetstraat 16, 1000 Brussel' }),
      expect.objectContaining({ RIT: 'T', VAN: 'Warandepark, Wetstraat 16, 1000 Brussel' }),
    ]);
    const [fr] = await list(me.token, 'fr');
    expect(fr!.LEGS[0]!.NAAR).toBe('Warandepark, Wetstraat 16, 1000 Bruxelles');
  });
});
