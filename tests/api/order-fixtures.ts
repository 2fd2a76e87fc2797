/** Shared set-up of the booking API tests: tokens, dates and demo agents, PO numbers and coupons. */
import { expect } from 'vitest';
import { addDays, brusselsToday } from '../../core/dates';
import { createAgentUser } from '../../server/booking/admin';
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

/** A valid order payload (departure only, Gent → BRU, Comfort) before its price is filled in. */
export function orderPayload(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    heenterug: 'H',
    soortvervoer: 'comfort',
    taal: 'NL',
    idbesteller: '',
    idaccount: '',
    po: '',
    coupons: '[]',
    promo: '',
    pax: 2,
    koffers: 2,
    rolstoelen: 0,
    skis: 0,
    kinderwagens: 0,
    golfbags: 0,
    fietskoffers: 0,
    rollators: 0,
    cargo: 4,
    aantalks1: 0,
    aantalks2: 0,
    aantalks3: 0,
    aantalks4: 0,
    totaleprijs: 0,
    datumheen: daysAhead(125),
    uurvluchtheen: '10:30',
    uurheen: '00:00',
    vluchtnrheen: 'SN2153',
    idluchthavenheen: 'BRU',
    vroegeropluchthaven: 2,
    heenstraat: 'Korenmarkt',
    heennr: '1',
    heenpostnr: '9000',
    heenstad: 'Gent',
    heenland: 'België',
    afstandheen: 0,
    reistijdheen: 0,
    heenlatlonvan: '',
    heenlatlonnaar: '',
    datumterug: '',
    uurvluchtterug: '',
    uurterug: '',
    vluchtnrterug: '',
    idluchthaventerug: '',
    terugherkomst: '',
    terugstraat: '',
    terugnr: '',
    terugpostnr: '',
    terugstad: '',
    terugland: '',
    afstandterug: 0,
    reistijdterug: 0,
    teruglatlonvan: '',
    teruglatlonnaar: '',
    voornaam: 'Jan',
    naam: 'Janssens',
    telklant: '+32470123456',
    emailklant: 'jan@example.be',
    talic: '',
    uid: '',
    emailagent: '',
    naamagent: '',
    brutoprijsheen: 0,
    nettoprijsheen: 0,
    prijsklantheen: 0,
    brutoprijsterug: 0,
    nettoprijsterug: 0,
    prijsklantterug: 0,
    kortingcouponsheen: 0,
    kortingcouponsterug: 0,
    portal: 0,
    ...overrides,
  };
}

/** A return leg from BRU back to Korenmarkt, to merge into {@link orderPayload} with heenterug 'HT'. */
export function returnLeg(days = 130): Record<string, unknown> {
  return {
    datumterug: daysAhead(days),
    uurvluchtterug: '18:05',
    uurterug: '18:05',
    vluchtnrterug: 'FR1234',
    idluchthaventerug: 'BRU',
    terugherkomst: 'Malaga',
    terugstraat: 'Korenmarkt',
    terugnr: '1',
    terugpostnr: '9000',
    terugstad: 'Gent',
    terugland: 'België',
  };
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
      po: p.po,
      talic: p.talic,
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
