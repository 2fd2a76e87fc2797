/** Shared set-up of the booking API tests: tokens, dates and demo agents, PO numbers and coupons. */
import { expect } from 'vitest';
import { addDays, brusselsToday } from '../../core/dates';
import { upsertAgent, upsertPo } from '../../server/booking/agents-repo';
import { upsertCoupon, type NewCoupon } from '../../server/booking/coupons-repo';
import type { TestServer } from '../support/server';

/** A date `days` after today in Brussels, 'YYYY/MM/DD'. */
export function daysAhead(days: number): string {
  return addDays(brusselsToday(new Date()), days);
}

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
      password: 'longenough',
      confirmPassword: 'longenough',
      firstname: 'An',
      lastname: 'Peeters',
    },
  });
  expect(reg.status).toBe(201);
  const { body } = await server.api('/token', {
    json: { client_id: 'webapp', grant_type: 'password', username, password: 'longenough' },
  });
  return { id: reg.body.data.id as number, token: body.access_token as string };
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

/** A price request from Korenmarkt, 9000 Gent to Brussels Airport and back, Comfort, 2 passengers. */
export function priceRequest(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    po: '',
    talic: '',
    coupons: [],
    soortvervoer: 'comfort',
    datum: daysAhead(125),
    pax: 2,
    koffers: 0,
    kinderstoelen: 0,
    kinderwagens: 0,
    skis: 0,
    golfbags: 0,
    rolstoelen: 0,
    rollators: 0,
    fietskoffers: 0,
    heenterug: 'H',
    idluchthavenheen: 'BRU',
    fromheen: 'Korenmarkt 1, 9000 Gent',
    fromlandheen: 'België',
    toheen: 'BRU',
    idluchthavenretour: '',
    fromretour: '',
    toretour: '',
    tolandretour: '',
    afstandheen: 0,
    afstandretour: 0,
    heenlatlonnaar: '',
    heenlatlonvan: '',
    teruglatlonnaar: '',
    teruglatlonvan: '',
    reistijdheen: 0,
    reistijdterug: 0,
    ...overrides,
  };
}
