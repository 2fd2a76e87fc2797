/**
 * The flight look-up of step 1 (issue 31): `GET /api/flights/schedule` answers a flight's scheduled
 * time at our airport and the city at its other end, from the AeroDataBox adapter asking the stand-in
 * (tests/support/aerodatabox-stand-in.ts). Abuse first: bad input never reaches the provider, 30
 * concurrent asks of one flight reach it once, and one address cannot make it answer without end.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, brusselsToday, FLIGHT_LOOKUP_DAYS_AHEAD } from '../../../core';
import { loadConfig } from '../../../server/config';
import { aeroDataBoxSource } from '../../../server/flights/aerodatabox';
import { FlightStatusUnavailable } from '../../../server/flights/flight-status';
import { FLIGHT_LOOKUP_CLIENT } from '../../../server/flights/schedule-lookup';
import {
  knowFamilyFlights,
  startAeroDataBoxStandIn,
  type AeroDataBoxStandIn,
} from '../../support/aerodatabox-stand-in';
import { startTestServer, type TestServer } from '../../support/server';

let standIn: AeroDataBoxStandIn;
let server: TestServer;
const today = brusselsToday(new Date());
const OUT = addDays(today, 10);
const BACK = addDays(today, 17);
const dash = (date: string) => date.replaceAll('/', '-');

beforeAll(async () => {
  standIn = await startAeroDataBoxStandIn();
  knowFamilyFlights(standIn, OUT, BACK);
  // Each test asks from an address of its own (X-Forwarded-For behind one trusted proxy), so one
  // test's questions never count towards another's throttle.
  server = await startTestServer({ TRUST_PROXY: '1' }, { flightStatus: standIn });
});

afterAll(async () => {
  await server?.close();
  await standIn?.close();
});

/** Asks the look-up with `query` from client address `from`. */
const lookup = (query: Record<string, string>, from: string) =>
  server.api(`/flights/schedule?${new URLSearchParams(query).toString()}`, {
    headers: { 'x-forwarded-for': from },
  });
/** How often the stand-in was asked about `flight`. */
const askedAbout = (flight: string) => standIn.asked.filter((p) => p.includes(`/${flight}/`)).length;

describe('the AeroDataBox adapter schedule question', () => {
  const source = () =>
    aeroDataBoxSource(
      loadConfig({ AERODATABOX_KEY: standIn.key, AERODATABOX_URL: standIn.url }).flightStatus!,
    );

  it('answers the departure time at our airport by the departure local date, and the destination city', async () => {
    const legs = await source().schedule({ flight: 'sn 2153', date: OUT, role: 'departure' });
    expect(legs).toEqual([
      { airport: { iata: 'BRU', name: 'Brussels' }, time: '10:30', other: { iata: 'LIS', name: 'Lisbon' } },
    ]);
    expect(standIn.asked.at(-1)).toBe(
      `/flights/number/SN2153/${dash(OUT)}?dateLocalRole=Departure&withAircraftImage=false&withLocation=false`,
    );
  });

  it('answers the landing time at our airport by the arrival local date, and the origin city', async () => {
    const legs = await source().schedule({ flight: 'SN2154', date: BACK, role: 'arrival' });
    expect(legs).toEqual([
      { airport: { iata: 'BRU', name: 'Brussels' }, time: '18:45', other: { iata: 'LIS', name: 'Lisbon' } },
    ]);
    expect(standIn.asked.at(-1)).toContain('dateLocalRole=Arrival');
  });

  it('answers no leg for an unknown flight or another date', async () => {
    expect(await source().schedule({ flight: 'SN9999', date: OUT, role: 'departure' })).toEqual([]);
    expect(await source().schedule({ flight: 'SN2153', date: BACK, role: 'departure' })).toEqual([]);
  });

  it('throws FlightStatusUnavailable when the provider is down or answers garbage', async () => {
    for (const mode of ['down', 'garbage', 'html'] as const) {
      standIn.mode = mode;
      await expect(
        source().schedule({ flight: 'SN2153', date: OUT, role: 'departure' }),
        mode,
      ).rejects.toBeInstanceOf(FlightStatusUnavailable);
    }
    standIn.mode = 'ok';
  });
});

describe('GET /api/flights/schedule', () => {
  it('refuses bad input with a 400 naming the field, never asking the provider', async () => {
    const good: Record<string, string> = {
      flight: 'SN2153',
      date: dash(OUT),
      role: 'departure',
      airport: 'BRU',
    };
    const cases: [Record<string, string>, string][] = [
      [{ ...good, flight: 'S' }, 'flight'],
      [{ ...good, flight: 'SNABCD' }, 'flight'],
      [{ ...good, flight: '12345' }, 'flight'],
      [{ ...good, flight: 'SN2153'.repeat(10) }, 'flight'],
      [{ ...good, date: '2031-02-30' }, 'date'],
      [{ ...good, date: '14/03/2031' }, 'date'],
      [{ ...good, date: dash(addDays(today, -1)) }, 'date'],
      [{ ...good, date: dash(addDays(today, FLIGHT_LOOKUP_DAYS_AHEAD + 1)) }, 'date'],
      [{ ...good, role: 'both' }, 'role'],
      [{ ...good, airport: 'BR' }, 'airport'],
      [{ ...good, airport: 'B1U' }, 'airport'],
    ];
    for (const name of Object.keys(good)) {
      const { [name]: _, ...without } = good;
      cases.push([without, name]);
    }
    const before = standIn.asked.length;
    for (const [query, field] of cases) {
      const { status, body } = await lookup(query, '203.0.113.1');
      expect(status, JSON.stringify(query)).toBe(400);
      expect(body, JSON.stringify(query)).toMatchObject({ status: false, field });
    }
    expect(standIn.asked.length).toBe(before);
  });

  it('answers the outbound flight leaving our airport, and the return flight landing there with its origin', async () => {
    const out = await lookup(
      { flight: 'sn2153', date: dash(OUT), role: 'departure', airport: 'bru' },
      '203.0.113.2',
    );
    expect(out.status).toBe(200);
    expect(out.body.data).toEqual({
      state: 'found',
      flight: 'SN2153',
      date: OUT,
      role: 'departure',
      time: '10:30',
      airport: { iata: 'BRU', name: 'Brussels' },
      other: { iata: 'LIS', name: 'Lisbon' },
    });
    const back = await lookup(
      { flight: 'SN2154', date: BACK, role: 'arrival', airport: 'BRU' },
      '203.0.113.2',
    );
    expect(back.body.data).toMatchObject({ state: 'found', time: '18:45', other: { name: 'Lisbon' } });
  });

  it('answers not_found for an unknown flight, another date or another airport', async () => {
    const from = '203.0.113.3';
    const ask = (q: Partial<Record<'flight' | 'date' | 'role' | 'airport', string>>) =>
      lookup({ flight: 'SN2154', date: dash(BACK), role: 'arrival', airport: 'BRU', ...q }, from);
    for (const q of [{ flight: 'FR1234' }, { date: dash(OUT) }, { airport: 'CRL' }, { role: 'departure' }]) {
      const { status, body } = await ask(q);
      expect(status, JSON.stringify(q)).toBe(200);
      expect(body.data, JSON.stringify(q)).toEqual({ state: 'not_found' });
    }
  });

  it('sends 30 concurrent asks of one flight to the provider once, and keeps the answer', async () => {
    standIn.flights.set('SN3030', { ...standIn.flights.get('SN2153')! });
    standIn.delayMs = 300;
    const q = { flight: 'SN3030', date: dash(OUT), role: 'departure', airport: 'BRU' };
    const answers = await Promise.all(Array.from({ length: 30 }, () => lookup(q, '198.51.100.1')));
    standIn.delayMs = 0;
    for (const a of answers) {
      expect(a.status).toBe(200);
      expect(a.body.data).toEqual(answers[0]!.body.data);
    }
    expect(answers[0]!.body.data).toMatchObject({ state: 'found', flight: 'SN3030', time: '10:30' });
    expect(askedAbout('SN3030')).toBe(1);
    // Asked again later, from yet another address: the kept answer.
    expect((await lookup(q, '198.51.100.200')).body.data.time).toBe('10:30');
    expect(askedAbout('SN3030')).toBe(1);
  });

  it('refuses an address that made the provider answer too often, without asking it', async () => {
    const from = '203.0.113.4';
    const ask = (n: number) =>
      lookup({ flight: `ZZ${n}`, date: dash(OUT), role: 'departure', airport: 'BRU' }, from);
    for (let n = 1; n <= FLIGHT_LOOKUP_CLIENT.free; n++) expect((await ask(n)).status, `ask ${n}`).toBe(200);
    const before = standIn.asked.length;
    const refused = await ask(FLIGHT_LOOKUP_CLIENT.free + 1);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ status: false, error: 'too_many_requests' });
    expect(standIn.asked.length).toBe(before);
    // A question already answered costs nothing and is still answered.
    expect((await ask(1)).body.data).toEqual({ state: 'not_found' });
    // Another address is not held back.
    expect(
      (await lookup({ flight: 'ZZ99', date: dash(OUT), role: 'departure', airport: 'BRU' }, '203.0.113.5'))
        .status,
    ).toBe(200);
  });

  it('answers unavailable, not an error, when the provider is down', async () => {
    standIn.mode = 'down';
    const { status, body } = await lookup(
      { flight: 'SN4040', date: dash(OUT), role: 'departure', airport: 'BRU' },
      '203.0.113.6',
    );
    standIn.mode = 'ok';
    expect(status).toBe(200);
    expect(body.data).toEqual({ state: 'unavailable' });
  });
});

describe('GET /api/flights/schedule without a provider', () => {
  let bare: TestServer;
  beforeAll(async () => {
    bare = await startTestServer();
  });
  afterAll(async () => {
    await bare?.close();
  });

  it('answers unavailable, so the widget asks the customer', async () => {
    const before = standIn.asked.length;
    const q = new URLSearchParams({ flight: 'SN2153', date: dash(OUT), role: 'departure', airport: 'BRU' });
    const { status, body } = await bare.api(`/flights/schedule?${q.toString()}`);
    expect(status).toBe(200);
    expect(body).toEqual({ status: true, data: { state: 'unavailable' } });
    expect(standIn.asked.length).toBe(before);
  });

  it('still refuses bad input with a 400 naming the field', async () => {
    const { status, body } = await bare.api(
      '/flights/schedule?flight=SN2153&date=tomorrow&role=departure&airport=BRU',
    );
    expect(status).toBe(400);
    expect(body.field).toBe('date');
  });
});
