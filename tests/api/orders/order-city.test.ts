/**
 * Issue 9, item 4: the city of an order belongs to its postal code. The attack: `heenstad: "Oostende"`
 * at 9000 Korenmarkt was accepted and printed on the confirmation. The server now takes city and country
 * from the postal code it knows and refuses a city that contradicts it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { composeConfirmation, loadConfirmationOrder } from '../../../server/mail/order-confirmation';
import { startTestServer, type TestServer } from '../../support/server';
import { anonToken, orderPayload, quotedTotal, returnLeg } from '../../support/order-fixtures';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = await anonToken(server);
});
afterAll(() => server.close());

async function book(fields: Record<string, unknown>) {
  const p = orderPayload(fields);
  return server.api('/billoprice/neworder', {
    token,
    json: { ...p, totaleprijs: await quotedTotal(server, token, p) },
  });
}

async function stored(id: number) {
  const { rows } = await server.ctx.db.query(
    'SELECT heenstad, heenland, terugstad, terugland FROM orders WHERE id = $1',
    [id],
  );
  return rows[0];
}

const orderCount = async () =>
  (await server.ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders')).rows[0]!.n;

describe('the city of an order', () => {
  it.each([
    ['heenstad', { heenstad: 'Oostende' }],
    ['heenstad', { heenstad: 'Brussel' }],
    ['terugstad', { heenterug: 'HT', ...returnLeg(), terugstad: 'Oostende' }],
  ])('refuses a city that does not belong to the postal code, naming %s', async (field, fields) => {
    const before = await orderCount();
    const { status, body } = await book(fields);
    expect(status).toBe(400);
    expect(body).toMatchObject({ status: false, error: 'invalid_request', field });
    expect(body.error_description).toMatch(/9000/);
    expect(await orderCount()).toBe(before);
  });

  it('stores the place in the order language as the postal code table spells it, and country BE', async () => {
    const { status, body } = await book({
      heenstad: ' gand ',
      heenland: 'Nederland',
      heenterug: 'HT',
      ...returnLeg(),
      terugstad: 'GENT',
      terugland: 'Belgium',
    });
    expect(status).toBe(201);
    // A Dutch order: "gand" names Gent, which a Dutch reader knows as Gent.
    expect(await stored(body.ID)).toEqual({
      heenstad: 'Gent',
      heenland: 'BE',
      terugstad: 'Gent',
      terugland: 'BE',
    });
  });

  it.each([
    ['NL', 'Gent'],
    ['FR', 'Gand'],
    ['EN', 'Gent'],
  ])('fills in the municipality in the order language (%s) when no city was sent', async (taal, city) => {
    const { status, body } = await book({ taal, heenstad: '', heenland: '' });
    expect(status).toBe(201);
    expect(await stored(body.ID)).toMatchObject({
      heenstad: city,
      heenland: 'BE',
      terugstad: '',
      terugland: '',
    });
  });

  it.each([
    ['FR', '4000', 'Luik', 'Liège'],
    ['NL', '4000', 'liege', 'Luik'],
    ['EN', '4000', 'Luik', 'Liège'],
    ['EN', '1000', 'Bruxelles', 'Brussel/Bruxelles'],
    ['NL', '1000', 'Brussel/Bruxelles', 'Brussel'],
    ['FR', '1020', 'Laken', 'Laeken'],
  ])(
    'stores a %s order at %s sent as %j under the name its reader knows: %j',
    async (taal, postal, sent, city) => {
      const street = postal === '4000' ? 'Place Saint-Denis' : 'Wetstraat';
      const { status, body } = await book({ taal, heenpostnr: postal, heenstraat: street, heenstad: sent });
      expect(status).toBe(201);
      expect((await stored(body.ID))?.heenstad).toBe(city);
    },
  );

  it.each([
    ['FR', 'Place Saint-Denis 1, 4000 Liège', 'Vol'],
    ['NL', 'Place Saint-Denis 1, 4000 Luik', 'Vlucht'],
  ])(
    'confirms a %s order with its city in that language and the airport by name',
    async (taal, home, flight) => {
      const { body } = await book({
        taal,
        heenpostnr: '4000',
        heenstraat: 'Place Saint-Denis',
        heenstad: 'Liege',
      });
      // Even a city stored in another language (an order from before) reads in the order's language.
      await server.ctx.db.query(`UPDATE orders SET heenstad = 'Luik' WHERE id = $1`, [body.ID]);
      const order = await loadConfirmationOrder(server.ctx.db, body.ID);
      const { text } = composeConfirmation(order!, 'example.be', new Date());
      expect(text).toContain(home);
      expect(text).toContain('Brussels Airport');
      expect(text).toMatch(new RegExp(`${flight} \\S+ \\S+ \\d{2}/\\d{2}/\\d{4} `));
    },
  );

  it('shows the stored city in the order lines', async () => {
    const { body } = await book({ heenstad: 'gent' });
    const lines = await server.api(`/ordersbillo/${body.ID}`, { token });
    expect(lines.body.data[0].VAN).toContain('9000 Gent');
  });
});
