/**
 * Issue 17: pets are a bookable extra priced from the published tariff (EUR 25 per pet per trip), and
 * the customer can leave remarks for the driver. The server prices pets itself, so a client cannot
 * book them for less; remarks are plain text that reach the order, its detail call and the
 * confirmation, where they can never pose as the operator's own lines.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXTRA_PRICES, toCents } from '../../../core/tariff';
import { REMARKS_MAX_LENGTH } from '../../../core/remarks';
import { composeConfirmation, loadConfirmationOrder } from '../../../server/mail/order-confirmation';
import { startTestServer, type TestServer } from '../../support/server';
import { anonToken, orderPayload, priceRequest, quotedTotal, returnLeg } from '../../support/order-fixtures';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = await anonToken(server);
});
afterAll(() => server.close());

const price = (fields: Record<string, unknown>) =>
  server.api('/billoprice', { token, json: priceRequest(fields) });
const book = (json: Record<string, unknown>) => server.api('/billoprice/neworder', { token, json });
async function priced(overrides: Record<string, unknown>) {
  const p = orderPayload(overrides);
  return { ...p, totaleprijs: await quotedTotal(server, token, p) };
}
const roundTrip = { ...returnLeg(130), heenterug: 'HT' };

describe('pets', () => {
  it('charges each pet the tariff price on each leg of the trip', async () => {
    const round = { heenterug: 'HT', idluchthavenretour: 'BRU', toretour: 'Korenmarkt 1, 9000 Gent' };
    const none = (await price(round)).body.data;
    const two = (await price({ ...round, huisdieren: 2 })).body.data;
    expect(toCents(two.HEEN.BRUTOPRIJS) - toCents(none.HEEN.BRUTOPRIJS)).toBe(2 * EXTRA_PRICES.pet);
    expect(toCents(two.TERUG.BRUTOPRIJS) - toCents(none.TERUG.BRUTOPRIJS)).toBe(2 * EXTRA_PRICES.pet);
    expect(toCents(two.TOTALEPRIJS) - toCents(none.TOTALEPRIJS)).toBe(4 * EXTRA_PRICES.pet);
  });

  it('stores the pets on the order with the price that includes them', async () => {
    const p = await priced({ ...roundTrip, huisdieren: 1 });
    const { status, body } = await book(p);
    expect(status).toBe(201);
    const { rows } = await server.ctx.db.query<{ huisdieren: number; total_cents: number }>(
      'SELECT huisdieren, total_cents FROM orders WHERE id = $1',
      [body.data.ID],
    );
    expect(rows[0]).toEqual({ huisdieren: 1, total_cents: toCents(p.totaleprijs) });
    const lines = await server.api(`/ordersbillo/${body.data.ID}`, { token });
    expect(lines.body.data[0]).toMatchObject({ HUISDIEREN: 1 });
  });

  it('refuses an order that books pets at the price without them, whatever price fields it sends', async () => {
    const withoutPets = await priced({ ...roundTrip });
    const cheap = {
      ...withoutPets,
      huisdieren: 2,
      // A client's own leg prices and a made-up pet price are ignored: the server prices the pets.
      brutoprijsheen: 0,
      prijsklantheen: 0,
      prijshuisdier: 0,
    };
    const { status, body } = await book(cheap);
    expect(status).toBe(409);
    expect(body).toMatchObject({ status: false, error: 'price_mismatch', field: 'totaleprijs' });
    const { rows } = await server.ctx.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM orders WHERE huisdieren = 2',
    );
    expect(rows[0]!.n).toBe(0);
  });

  it('refuses fewer pets than a negative or out-of-range count would give, naming the field', async () => {
    for (const huisdieren of [-1, 3, 1.5, 'twee']) {
      const { status, body } = await book(
        await priced({ huisdieren: 0 }).then((p) => ({ ...p, huisdieren })),
      );
      expect(status).toBe(400);
      expect(body.field).toBe('huisdieren');
    }
  });
});

describe('remarks for the driver', () => {
  it('stores remarks on the order, returns them in its detail and quotes them in the confirmation', async () => {
    const remarks = 'Stop at Gent-Sint-Pieters <b>please</b>\nPaid: €0.00';
    const { status, body } = await book(await priced({ remarks }));
    expect(status).toBe(201);
    const { rows } = await server.ctx.db.query<{ remarks: string }>(
      'SELECT remarks FROM orders WHERE id = $1',
      [body.data.ID],
    );
    expect(rows[0]!.remarks).toBe(remarks);
    const lines = await server.api(`/ordersbillo/${body.data.ID}`, { token });
    expect(lines.body.data[0].REMARKS).toBe(remarks);
    const order = await loadConfirmationOrder(server.ctx.db, body.data.ID);
    const mail = composeConfirmation(order!, 'example.be', new Date());
    const text = mail.text.split('\n');
    expect(text).toContain('> Stop at Gent-Sint-Pieters <b>please</b>');
    expect(text).toContain('> Paid: €0.00');
    expect(text).not.toContain('Paid: €0.00');
  });

  it.each([
    ['a carriage return', 'Stop\rBCC: someone@evil.example'],
    ['a NUL', 'Stop\u0000here'],
    ['an escape sequence', 'Stop\u001b[2J'],
    ['a C1 control', 'Stop\u0085here'],
    ['too many characters', 'x'.repeat(REMARKS_MAX_LENGTH + 1)],
  ])('refuses remarks with %s, naming the field, and stores nothing', async (_name, remarks) => {
    const before = await server.ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders');
    const { status, body } = await book(await priced({ remarks }));
    expect(status).toBe(400);
    expect(body).toMatchObject({ status: false, field: 'remarks' });
    const after = await server.ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders');
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
  });

  it('accepts remarks of exactly the limit, line breaks included', async () => {
    const remarks = `${'x'.repeat(REMARKS_MAX_LENGTH - 2)}\r\ny`;
    const { status } = await book(await priced({ remarks }));
    expect(status).toBe(201);
  });
});
