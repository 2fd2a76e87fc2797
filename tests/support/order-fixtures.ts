/** Shared set-up of the booking API tests: tokens, dates and demo agents, PO numbers and coupons. */
import { expect } from 'vitest';
import { createAgentUser } from '../../server/cli/agency-commands';
import { upsertAgent, upsertPo } from '../../server/data/agents/agents-repo';
import { upsertCoupon, type NewCoupon } from '../../server/data/coupons/coupons-repo';
import type { TestServer } from './server';
import { daysAhead, orderPayload, priceRequest, returnLeg } from './payloads';

export { daysAhead, orderPayload, priceRequest, returnLeg };

/** Gets an anonymous visitor token. */
export async function anonToken(server: TestServer): Promise<string> {
  const { status, body } = await server.api('/token', {
    json: { client_id: 'webapp', grant_type: 'client_credentials' },
  });
  expect(status).toBe(200);
  return body.access_token as string;
}

let users = 0;
/** Registers a fresh consumer and returns its id and a user token. */
export async function userToken(server: TestServer): Promise<{ id: number; token: string }> {
  const anon = await anonToken(server);
  const username = `booker${++users}-${Date.now()}@example.be`;
  const reg = await server.api('/billousers/newuser', {
    token: anon,
    json: {
      username,
      password: 'lange-kerstboom-9',
      confirmPassword: 'lange-kerstboom-9',
      firstname: 'An',
      lastname: 'Peeters',
    },
  });
  expect(reg.status).toBe(201);
  const { body } = await server.api('/token', {
    json: { client_id: 'webapp', grant_type: 'password', username, password: 'lange-kerstboom-9' },
  });
  return { id: reg.body.data.id as number, token: body.access_token as string };
}

let agents = 0;
/** Creates an agent account of `licence` (admin create-agent-user) and logs it in. */
export async function agentToken(
  server: TestServer,
  licence: string,
): Promise<{ id: number; token: string }> {
  const email = `agent${++agents}-${Date.now()}@agency.be`;
  await createAgentUser(server.ctx.db, { licence, email, password: 'reisbureau-kompas-42' });
  const { status, body } = await server.api('/token', {
    json: { client_id: 'webapp', grant_type: 'password', username: email, password: 'reisbureau-kompas-42' },
  });
  expect(status).toBe(200);
  return { id: body.userId as number, token: body.access_token as string };
}

/** Stores a coupon valid from yesterday for a year unless `overrides` say otherwise. */
export function addCoupon(server: TestServer, overrides: Partial<NewCoupon> & { code: string }) {
  return upsertCoupon(server.ctx.db, {
    campaign: 'TEST',
    kind: 'campaign',
    amountCents: 1000,
    percent: null,
    validFrom: daysAhead(-1),
    validUntil: daysAhead(365),
    maxUses: null,
    ...overrides,
  });
}

/** Stores agent TA-1 (ONLINE) and TA-INV (INVOICE) with PO numbers PO-10 (10% Comfort) and PO-PAID (agent pays). */
export async function addAgents(server: TestServer): Promise<void> {
  const db = server.ctx.db;
  await upsertAgent(db, {
    licence: 'TA-1',
    uid: 'u1',
    name: 'Reisbureau Een',
    email: 'een@agent.be',
    paymentMethod: 'ONLINE',
  });
  await upsertAgent(db, {
    licence: 'TA-INV',
    uid: 'u2',
    name: 'Factuur Reizen',
    email: 'inv@agent.be',
    paymentMethod: 'INVOICE',
  });
  const valid = { validFrom: daysAhead(-10), validUntil: daysAhead(400) };
  await upsertPo(db, {
    code: 'PO-10',
    agentLicence: 'TA-1',
    campaign: 'SPRING',
    paidByAgent: false,
    businessDiscountPercent: 15,
    comfortDiscountPercent: 10,
    ...valid,
  });
  await upsertPo(db, {
    code: 'PO-PAID',
    agentLicence: 'TA-INV',
    campaign: null,
    paidByAgent: true,
    businessDiscountPercent: 0,
    comfortDiscountPercent: 0,
    ...valid,
  });
  await upsertPo(db, {
    code: 'PO-OLD',
    agentLicence: 'TA-1',
    campaign: null,
    paidByAgent: false,
    businessDiscountPercent: 50,
    comfortDiscountPercent: 50,
    validFrom: daysAhead(-100),
    validUntil: daysAhead(-1),
  });
}

/** Asks the price call for the total of an order payload, the way the wizard does before booking. */
export async function quotedTotal(
  server: TestServer,
  token: string,
  p: Record<string, unknown>,
): Promise<number> {
  const kind = String(p.heenterug);
  const line = (street: unknown, nr: unknown, postal: unknown, city: unknown) =>
    `${street} ${nr}, ${postal} ${city}`;
  const { status, body } = await server.api('/billoprice', {
    token,
    json: priceRequest({
      heenterug: kind,
      soortvervoer: p.soortvervoer,
      datum: kind === 'T' ? p.datumterug : p.datumheen,
      datumterug: kind === 'H' ? '' : p.datumterug,
      pax: p.pax,
      koffers: p.koffers,
      skis: p.skis,
      kinderstoelen: Number(p.aantalks2) + Number(p.aantalks3) + Number(p.aantalks4),
      huisdieren: p.huisdieren ?? 0,
      po: p.po,
      talic: p.talic,
      uid: p.uid,
      coupons: p.coupons,
      idluchthavenheen: p.idluchthavenheen,
      fromheen: kind === 'T' ? '' : line(p.heenstraat, p.heennr, p.heenpostnr, p.heenstad),
      idluchthavenretour: p.idluchthaventerug,
      toretour: kind === 'H' ? '' : line(p.terugstraat, p.terugnr, p.terugpostnr, p.terugstad),
    }),
  });
  expect(status).toBe(200);
  return body.data.TOTALEPRIJS as number;
}
