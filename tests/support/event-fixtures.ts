/** Shared set-up of the events API tests: organiser requests, approvals and events. */
import { expect } from 'vitest';
import { approveOrganiser } from '../../server/cli/organiser-commands';
import type { TestServer } from './server';
import { anonToken, daysAhead, orderPayload, priceRequest } from './order-fixtures';

/** The password every test organiser gets; strong enough for the one password rule. */
export const ORGANISER_PASSWORD = 'feestelijke-tent-48';

let organisers = 0;

/** An organiser request body; `overrides` replace fields. */
export function organiserRequest(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    username: `org${++organisers}-${Date.now()}@feesten.be`,
    password: ORGANISER_PASSWORD,
    confirmPassword: ORGANISER_PASSWORD,
    organisation: 'Gentse Feesten vzw',
    contact: 'Els De Smet',
    phone: '+32 9 123 45 67',
    website: 'https://feesten.example.be',
    motivation: 'We organise a city festival and want our visitors to arrive without a car.',
    taal: 'NL',
    ...overrides,
  };
}

/** Sends an organiser request and answers the call's status and body. */
export async function requestOrganiser(server: TestServer, overrides: Record<string, unknown> = {}) {
  const body = organiserRequest(overrides);
  const answer = await server.api('/billoevents/registration', {
    token: await anonToken(server),
    json: body,
  });
  return { ...answer, username: String(body.username) };
}

/** Logs a user in with the password grant and returns its token. */
export async function logIn(server: TestServer, username: string, password = ORGANISER_PASSWORD) {
  const { status, body } = await server.api('/token', {
    json: { client_id: 'webapp', grant_type: 'password', username, password },
  });
  expect(status).toBe(200);
  return { token: body.access_token as string, id: body.userId as number };
}

/** Requests, approves (the admin command's function) and logs in an organiser. */
export async function approvedOrganiser(
  server: TestServer,
  overrides: Record<string, unknown> = {},
): Promise<{ token: string; id: number; username: string; slug: string }> {
  const req = await requestOrganiser(server, overrides);
  expect(req.status).toBe(201);
  await approveOrganiser(server.ctx, { email: req.username, by: 'test' });
  const login = await logIn(server, req.username);
  return { ...login, username: req.username, slug: req.body.data.slug as string };
}

/** A new event body at Wetstraat 16, 1000 Brussel, 30 days ahead, published; `overrides` replace fields. */
export function eventBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    namen: { nl: 'Zomerconcert', en: 'Summer concert' },
    omschrijvingen: { nl: 'Een avond muziek in het park.', en: 'An evening of music in the park.' },
    locatie: 'Warandepark',
    straat: 'Wetstraat',
    nr: '16',
    postnr: '1000',
    startdatum: daysAhead(30),
    startuur: '20:00',
    einddatum: daysAhead(30),
    einduur: '23:30',
    deadline: daysAhead(25),
    status: 'published',
    ...overrides,
  };
}

/** Creates an event as `token`'s organiser and returns its id. */
export async function createEvent(
  server: TestServer,
  token: string,
  overrides: Record<string, unknown> = {},
): Promise<number> {
  const { status, body } = await server.api('/billoevents/newevent', { token, json: eventBody(overrides) });
  expect(status).toBe(201);
  return body.data.ID as number;
}

/** A round trip Korenmarkt 1, 9000 Gent ⇄ the event, as the widget in event mode sends it. */
export function eventOrder(id: number, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return orderPayload({
    idevent: id,
    heenterug: 'HT',
    datumheen: daysAhead(30),
    uurvluchtheen: '19:30',
    vluchtnrheen: '',
    idluchthavenheen: '',
    vroegeropluchthaven: 0,
    datumterug: daysAhead(30),
    uurvluchtterug: '23:30',
    terugstraat: 'Korenmarkt',
    terugnr: '1',
    terugpostnr: '9000',
    terugstad: 'Gent',
    terugland: 'België',
    ...overrides,
  });
}

/** A price request for the same round trip to event `id`; `overrides` replace fields. */
export function eventPrice(id: number, overrides: Record<string, unknown> = {}) {
  return priceRequest({
    idevent: id,
    heenterug: 'HT',
    datum: daysAhead(30),
    datumterug: daysAhead(30),
    koffers: 2,
    idluchthavenheen: '',
    toheen: '',
    toretour: 'Korenmarkt 1, 9000 Gent',
    ...overrides,
  });
}
