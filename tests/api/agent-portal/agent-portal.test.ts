/**
 * The travel agents' portal (issue 13): an agent sees the bookings of its own licence (newest first,
 * paged), never another licence's, not even by id; its terms, booking link and embed snippet; and the
 * monthly statement of its invoice orders as CSV and PDF in the account's language.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAgentUser } from '../../../server/cli/agency-commands';
import { startTestServer, type TestServer } from '../../support/server';
import { staffToken } from '../../support/backoffice-fixtures';
import { addAgents, agentToken, userToken } from '../../support/order-fixtures';
import { storeOrder } from '../../support/portal-fixtures';

let server: TestServer;
let inv: string;
let one: string;
const own: { id: number; bonnr: string }[] = [];
let foreign: { id: number; bonnr: string };

beforeAll(async () => {
  server = await startTestServer({ PUBLIC_URL: 'https://transfers.example' });
  await addAgents(server);
  inv = (await agentToken(server, 'TA-INV')).token;
  one = (await agentToken(server, 'TA-1')).token;
  const db = server.ctx.db;
  own.push(
    await storeOrder(db, {
      talic: 'TA-INV',
      status: 'invoiced',
      invoicedAt: '2026-10-05T10:00:00Z',
      naam: 'Janssens',
      bruto: 12_000,
      netto: 10_800,
    }),
    await storeOrder(db, {
      talic: ' ta-inv ',
      status: 'invoiced',
      invoicedAt: '2026-10-30T23:30:00Z',
      naam: 'Maes',
    }),
    await storeOrder(db, {
      talic: 'TA-INV',
      status: 'invoiced',
      invoicedAt: '2026-11-02T09:00:00Z',
      naam: 'Claes',
    }),
    await storeOrder(db, { talic: 'TA-INV', status: 'awaiting_payment', naam: 'Wouters' }),
  );
  foreign = await storeOrder(db, { talic: 'TA-1', status: 'paid', naam: 'Geheim' });
  await storeOrder(db, { naam: 'Zonderagent' });
});

afterAll(async () => {
  await server?.close();
});

describe('agents’ portal: what an agent may not see', () => {
  it('refuses a customer, an operator and an anonymous visitor', async () => {
    const customer = (await userToken(server)).token;
    const operator = (await staffToken(server, 'operator')).token;
    for (const token of [customer, operator])
      expect((await server.api('/agentportal/orders', { token })).status).toBe(403);
    expect((await server.api('/agentportal/orders')).status).toBe(401);
  });

  it('never lists or opens an order of another licence, even by id', async () => {
    const list = await server.api('/agentportal/orders?limit=100', { token: one });
    expect(list.body.data.map((o: { id: number }) => o.id)).toEqual([foreign.id]);
    const theirs = await server.api(`/agentportal/orders/${own[0]!.id}`, { token: one });
    expect(theirs.status).toBe(404);
    expect(JSON.stringify(theirs.body)).not.toContain('Janssens');
    const statement = await server.api('/agentportal/statement?month=2026-10&format=csv', { token: one });
    expect(statement.body).not.toContain('Janssens');
  });

  it('stops showing the bookings once the account is no longer an agent', async () => {
    const email = `former-${Date.now()}@agency.be`;
    await createAgentUser(server.ctx.db, { licence: 'TA-INV', email, password: 'reisbureau-kompas-42' });
    const { body } = await server.api('/token', {
      json: {
        client_id: 'webapp',
        grant_type: 'password',
        username: email,
        password: 'reisbureau-kompas-42',
      },
    });
    await server.ctx.db.query(
      `UPDATE users SET user_type = 'consumer', agent_licence = NULL WHERE lower(username) = $1`,
      [email],
    );
    expect((await server.api('/agentportal/orders', { token: body.access_token })).status).toBe(403);
  });
});

describe('agents’ portal: the agent’s own bookings', () => {
  it('lists the licence’s bookings newest first, paged, with legs, customer and price', async () => {
    const first = await server.api('/agentportal/orders?limit=3', { token: inv });
    expect(first.status).toBe(200);
    expect(first.body.metadata).toMatchObject({ total: 4, count: 3 });
    expect(first.body.data.map((o: { id: number }) => o.id)).toEqual([own[3]!.id, own[2]!.id, own[1]!.id]);
    const next = await server.api('/agentportal/orders?limit=3&offset=3', { token: inv });
    const order = next.body.data[0];
    expect(order).toMatchObject({
      id: own[0]!.id,
      status: 'invoiced',
      customer: 'Tine Janssens',
      total_cents: 21_600,
      discount_cents: 2_400,
    });
    expect(order.legs.map((l: { leg: string; postal_code: string }) => [l.leg, l.postal_code])).toEqual([
      ['H', '3000'],
      ['T', '3000'],
    ]);
    const opened = await server.api(`/agentportal/orders/${own[0]!.id}`, { token: inv });
    expect(opened.body.data).toEqual(order);
  });

  it('shows the terms, the personal booking link and the embed snippet', async () => {
    const { body } = await server.api('/agentportal/me', { token: inv });
    expect(body.data).toMatchObject({ licence: 'TA-INV', name: 'Factuur Reizen', payment_method: 'INVOICE' });
    expect(body.data.po_numbers.map((p: { code: string }) => p.code)).toEqual(['PO-PAID']);
    expect(body.data.booking_link).toBe(
      'https://transfers.example/?TALIC=TA-INV&UID=u2&TAEMAIL=inv%40agent.be&TANAME=Factuur+Reizen&AGENT=1',
    );
    expect(body.data.embed_code).toContain(
      '<transfer-booking talic="TA-INV" uid="u2" taemail="inv@agent.be" taname="Factuur Reizen" agent="1" lang="nl">',
    );
  });
});

describe('agents’ portal: the monthly statement', () => {
  it('lists the month’s invoiced orders as CSV in the agent’s language', async () => {
    const { status, body } = await server.api('/agentportal/statement?month=2026-10&format=csv', {
      token: inv,
    });
    expect(status).toBe(200);
    const lines = (body as string).trim().split('\n');
    expect(lines[0]).toBe(
      'Factuurnummer,Boekingsnummer,Geboekt op,Klant,Vervoer,Ritten,Brutoprijs,Korting,Bedrag',
    );
    // 30 October 23:30 UTC is 31 October in Brussels; 2 November is next month's.
    expect(lines.slice(1).map((l) => l.split(',')[1])).toEqual([own[0]!.bonnr, own[1]!.bonnr]);
    expect(lines[1]).toContain('Tine Janssens');
    expect(lines[1]).toMatch(/,240\.00,24\.00,216\.00$/);
  });

  it('writes the statement in French for a French-speaking agent, and as a PDF', async () => {
    await server.ctx.db.query(`UPDATE users SET lang = 'fr' WHERE agent_licence = 'TA-INV'`);
    const csv = await server.api('/agentportal/statement?month=2026-10&format=csv', { token: inv });
    expect((csv.body as string).split('\n')[0]).toContain('Numéro de réservation');
    const res = await fetch(`${server.url}/api/agentportal/statement?month=2026-10`, {
      headers: { authorization: `Bearer ${inv}` },
    });
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await res.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });

  it('refuses a month that is not YYYY-MM, naming the field', async () => {
    const { status, body } = await server.api('/agentportal/statement?month=2026-13', { token: inv });
    expect(status).toBe(400);
    expect(body.field).toBe('month');
  });
});
