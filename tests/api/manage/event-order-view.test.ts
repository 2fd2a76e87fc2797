/**
 * Issue 28: the manage and outcome view of an event order, and its receipt, speak of the event. The
 * view carries the event (its name in the reader's language, the venue, its address with the city in
 * that language); its legs go to and from the venue (they named an empty airport) with no flight; the
 * receipt PDF names the rides "to the event" and "back from the event" and the venue.
 */
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../support/server';
import { approvedOrganiser, createEvent, eventOrder, eventPrice } from '../../support/event-fixtures';
import { anonToken } from '../../support/order-fixtures';
import { openBooking } from '../../support/manage-helpers';

let server: TestServer;
let token: string;
let order: { id: number; ecode: string; email: string };

beforeAll(async () => {
  server = await startTestServer();
  token = await anonToken(server);
  const org = await approvedOrganiser(server);
  const eventId = await createEvent(server, org.token);
  const price = await server.api('/billoevents/berekenprijs', { token, json: eventPrice(eventId) });
  const payload = eventOrder(eventId, { totaleprijs: price.body.data.TOTALEPRIJS });
  const placed = await server.api('/billoevents/neworder', { token, json: payload });
  expect(placed.status).toBe(201);
  const { rows } = await server.ctx.db.query<{ ecode: string }>(
    `UPDATE orders SET status = 'paid' WHERE id = $1 RETURNING ecode`,
    [placed.body.ID],
  );
  order = { id: placed.body.ID as number, ecode: rows[0]!.ecode, email: String(payload.emailklant) };
});
afterAll(() => server.close());

describe('an event order on the manage page', () => {
  it.each([
    ['nl', 'Zomerconcert', '1000 Brussel'],
    ['fr', 'Zomerconcert', '1000 Bruxelles'],
    // English readers get a bilingual city both ways (core/place-names.ts).
    ['en', 'Summer concert', '1000 Brussel/Bruxelles'],
  ])('names the event, the venue and its address in %s, and no flight', async (lang, name, city) => {
    const { status, body } = await server.api(`/billoorders/manage?lang=${lang}`, {
      token,
      json: { ecode: order.ecode, email: order.email, lang },
    });
    expect(status).toBe(200);
    const view = body.data.order;
    expect(view.event).toEqual({ name, venue: 'Warandepark', address: `Wetstraat 16, ${city}` });
    const venue = `Warandepark, Wetstraat 16, ${city}`;
    expect(view.legs).toEqual([
      expect.objectContaining({ leg: 'H', to: venue, flight: '' }),
      expect.objectContaining({ leg: 'T', from: venue, flight: '', origin: '' }),
    ]);
  });

  it('gives a receipt naming the rides to and from the event and the venue, with no airport or flight', async () => {
    const opened = await openBooking(server, token, order.ecode, order.email);
    expect(opened.status).toBe(200);
    const link = await server.api(`/billomanage/${order.id}/link`, {
      token,
      json: { file: 'receipt' },
      headers: { 'x-manage-key': opened.body.data.manage_key },
    });
    expect(link.status).toBe(200);
    const res = await fetch(`${server.url}/api/${link.body.data.path}`);
    expect(res.status).toBe(200);
    const pdf = await getDocumentProxy(new Uint8Array(await res.arrayBuffer()));
    const text = (await extractText(pdf, { mergePages: true })).text.replace(/\s+/g, ' ');
    expect(text).toContain('Naar het evenement');
    expect(text).toContain('Terug van het evenement');
    expect(text).toContain('Warandepark, Wetstraat 16, 1000 Brussel');
    expect(text).not.toMatch(/luchthaven|vlucht/i);
  });
});
