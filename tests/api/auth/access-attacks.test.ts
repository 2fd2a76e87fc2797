/**
 * Issue 23: holes an attack found after the access matrix was written. A disabled staff member's token
 * is refused at once, and a refused organiser's event can no longer be priced or ordered by anyone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refuseOrganiser } from '../../../server/cli/organiser-commands';
import { startTestServer, type TestServer } from '../../support/server';
import { backofficeCall, staffToken } from '../../support/backoffice-fixtures';
import { approvedOrganiser, createEvent, eventOrder, eventPrice } from '../../support/event-fixtures';
import { anonToken } from '../../support/order-fixtures';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

// Issue 23: holes an attack found after the matrix above was written.
describe('refusals found by the attack of issue 23', () => {
  it("refuses a disabled staff member's token at once, on back-office and account calls alike", async () => {
    const operator = await staffToken(server, 'operator');
    const dispatcher = await staffToken(server, 'dispatcher');
    const own = () => server.api(`/billousers/leesuserid/${dispatcher.id}`, { token: dispatcher.token });
    expect((await own()).status).toBe(200);
    const disabled = await backofficeCall(server, operator.token, `/staff/${dispatcher.id}/disable`, {
      disabled: true,
    });
    expect(disabled.status).toBe(200);
    // The token was checked a moment ago, so the check is cached: disabling must drop it from the cache.
    const after = await own();
    expect(after.status).toBe(401);
    expect(after.body.data).toBeUndefined();
  });

  it("refuses to price or order a ride to a refused organiser's event, for anyone", async () => {
    const organiser = await approvedOrganiser(server, { organisation: 'Geweigerd Feest' });
    const eventId = await createEvent(server, organiser.token);
    const anon = await anonToken(server);
    expect(
      (await server.api('/billoevents/berekenprijs', { token: anon, json: eventPrice(eventId) })).status,
    ).toBe(200);
    await refuseOrganiser(server.ctx, { email: organiser.username, reason: 'Geen evenement gevonden.' });
    const orders = async () =>
      (await server.ctx.db.query('SELECT count(*)::int AS n FROM orders WHERE event_id = $1', [eventId]))
        .rows;
    const before = await orders();
    for (const token of [anon, organiser.token]) {
      const price = await server.api('/billoevents/berekenprijs', { token, json: eventPrice(eventId) });
      expect(price).toMatchObject({ status: 404, body: { status: false, error: 'event_not_found' } });
      const order = await server.api('/billoevents/neworder', {
        token,
        json: eventOrder(eventId, { totaleprijs: 200 }),
      });
      expect(order).toMatchObject({ status: 404, body: { status: false, error: 'event_not_found' } });
    }
    expect(await orders()).toEqual(before);
  });
});
