import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../support/server';
import {
  anonToken,
  daysAhead,
  orderPayload,
  quotedTotal,
  returnLeg,
  userToken,
} from '../../support/order-fixtures';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function place(token: string, overrides: Record<string, unknown> = {}) {
  const p = orderPayload(overrides);
  const { status, body } = await server.api('/billoprice/neworder', {
    token,
    json: { ...p, totaleprijs: await quotedTotal(server, token, p) },
  });
  expect(status).toBe(201);
  // The e-mail address it was booked with, which linking it to an account asks for (issue 23).
  return { ...(body.data as { ID: number; BONNR: string; ECODE: string }), email: String(p.emailklant) };
}

describe('POST /api/billousers/list{Product}Orders.json', () => {
  it("lists only the caller's orders, newest first, one page at a time", async () => {
    const me = await userToken(server);
    const other = await userToken(server);
    const mine = [await place(me.token), await place(me.token), await place(me.token, { voornaam: 'Derde' })];
    await place(other.token);
    const page1 = await server.api('/billousers/listBilloOrders.json', {
      token: me.token,
      json: { page: 1, PageSize: 2, idaccount: other.id },
    });
    expect(page1.status).toBe(200);
    expect(page1.body.metadata).toMatchObject({ count: 3, PageSize: 2 });
    expect(page1.body.data.map((o: { ID: number }) => o.ID)).toEqual([mine[2]!.ID, mine[1]!.ID]);
    expect(page1.body.data[0]).toMatchObject({
      BONNR: mine[2]!.BONNR,
      STATUS: 'awaiting_payment',
      BETAALD: false,
      GEPLAND: false,
      NAAR: 'Brussels Airport',
    });
    const page2 = await server.api('/billousers/listEventsOrders.json', {
      token: me.token,
      json: { page: 2, PageSize: 2 },
    });
    expect(page2.body.data.map((o: { ID: number }) => o.ID)).toEqual([mine[0]!.ID]);
  });

  it.each([
    ['fr', '4000 Liège'],
    ['en', '4000 Liège'],
    ['nl', '4000 Luik'],
  ])("names the places in the reader's language (%s) and the airport by name", async (lang, city) => {
    const me = await userToken(server);
    // A Dutch order stores "Luik"; a French or English reader of the list reads "Liège".
    await place(me.token, { heenpostnr: '4000', heenstraat: 'Place Saint-Lambert', heenstad: 'Luik' });
    const { body } = await server.api('/billousers/listBilloOrders.json', {
      token: me.token,
      json: { page: 1, PageSize: 10, lang },
    });
    expect(body.data[0].VAN).toBe(`Place Saint-Lambert 1, ${city}`);
    expect(body.data[0].NAAR).toBe('Brussels Airport');
  });

  it('lists both legs of a round trip, the departure first, and the one leg of a single trip', async () => {
    const me = await userToken(server);
    const back = returnLeg();
    const single = await place(me.token, { heenterug: 'T', ...back, datumheen: '' });
    const round = await place(me.token, { heenterug: 'HT', ...back });
    const { body } = await server.api('/billousers/listBilloOrders.json', { token: me.token, json: {} });
    const [roundRow, singleRow] = body.data as { ID: number; LEGS: unknown[]; VAN: string; DATUM: string }[];
    expect([roundRow?.ID, singleRow?.ID]).toEqual([round.ID, single.ID]);
    const out = { RIT: 'H', DATUM: daysAhead(125), VAN: 'Korenmarkt 1, 9000 Gent', NAAR: 'Brussels Airport' };
    const home = {
      RIT: 'T',
      DATUM: back.datumterug,
      VAN: 'Brussels Airport',
      NAAR: 'Korenmarkt 1, 9000 Gent',
    };
    expect(roundRow?.LEGS).toEqual([out, home]);
    // The first leg stays in VAN, NAAR and DATUM, as before.
    expect(roundRow).toMatchObject({ VAN: out.VAN, NAAR: out.NAAR, DATUM: out.DATUM });
    expect(singleRow?.LEGS).toEqual([home]);
  });

  it('needs a logged-in user', async () => {
    const { status } = await server.api('/billousers/listBilloOrders.json', {
      token: await anonToken(server),
      json: {},
    });
    expect(status).toBe(401);
  });

  it.each(['listOrders.json', 'listbilloOrders.json'])('answers %s as a list call', async (file) => {
    const me = await userToken(server);
    const { status, body } = await server.api(`/billousers/${file}`, { token: me.token, json: {} });
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: true, data: [], metadata: { count: 0 } });
  });

  it.each(['listBillo-Orders.json', 'listBilloOrders.jsonx', 'listBilloOrdersXjson', 'BilloOrders.json'])(
    'knows no call %s',
    async (file) => {
      const me = await userToken(server);
      const { status, body } = await server.api(`/billousers/${file}`, { token: me.token, json: {} });
      expect(status).toBe(404);
      expect(body).toMatchObject({ status: false, error: 'not_found' });
    },
  );

  it('refuses a bad page size with a 400 naming PageSize', async () => {
    const me = await userToken(server);
    const { status, body } = await server.api('/billousers/listBilloOrders.json', {
      token: me.token,
      json: { PageSize: 1000 },
    });
    expect(status).toBe(400);
    expect(body.field).toBe('PageSize');
  });
});

describe('POST /api/billousers/linkorder', () => {
  it('links an anonymous order to the logged-in user once, by its booking code and e-mail address', async () => {
    const order = await place(await anonToken(server));
    const me = await userToken(server);
    const { status, body } = await server.api('/billousers/linkorder', {
      token: me.token,
      json: { ecode: order.ECODE.toLowerCase(), email: order.email },
    });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ ID: order.ID, BONNR: order.BONNR });
    expect((await server.api(`/ordersbillo/${order.ID}`, { token: me.token })).status).toBe(200);
    const list = await server.api('/billousers/listBilloOrders.json', { token: me.token, json: {} });
    expect(list.body.data.map((o: { ID: number }) => o.ID)).toContain(order.ID);

    const again = await server.api('/billousers/linkorder', {
      token: me.token,
      json: { 'e-code': order.ECODE, email: order.email },
    });
    expect(again.status).toBe(409);
    const thief = await userToken(server);
    const stolen = await server.api('/billousers/linkorder', {
      token: thief.token,
      json: { ecode: order.ECODE, email: order.email },
    });
    expect(stolen.status).toBe(409);
    expect((await server.api(`/ordersbillo/${order.ID}`, { token: thief.token })).status).toBe(404);
  });

  it('answers 404 for a wrong code, 400 naming ecode for none and 400 naming email without one', async () => {
    const me = await userToken(server);
    const wrong = await server.api('/billousers/linkorder', {
      token: me.token,
      json: { ecode: 'ZZZZZZZZZZ', email: 'tine@example.be' },
    });
    expect(wrong.status).toBe(404);
    const none = await server.api('/billousers/linkorder', { token: me.token, json: {} });
    expect(none.status).toBe(400);
    expect(none.body.field).toBe('ecode');
    const noEmail = await server.api('/billousers/linkorder', {
      token: me.token,
      json: { ecode: 'ZZZZZZZZZZ' },
    });
    expect([noEmail.status, noEmail.body.field]).toEqual([400, 'email']);
  });

  it('needs a logged-in user', async () => {
    const { status } = await server.api('/billousers/linkorder', {
      token: await anonToken(server),
      json: { ecode: 'X' },
    });
    expect(status).toBe(401);
  });
});
