/**
 * A local stand-in of the AeroDataBox flight-status API (issue 26), as the routing tests stand in for
 * OSRM: it answers `GET /flights/number/{number}/{dateLocal}` only with the `X-RapidAPI-Key` and
 * `X-RapidAPI-Host` headers, with AeroDataBox's JSON shape (a list of flight legs whose `departure` and
 * `arrival` hold the `airport` and `scheduledTime`, `revisedTime`, `runwayTime` as `{utc, local}`), the
 * legs whose local date at the end `dateLocalRole` names (`Departure`, `Arrival`, or either) is the
 * asked date, 204 for an unknown flight or date, and on demand is down (503) or answers garbage.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brusselsInstant } from '../../core';

/** An airport as AeroDataBox describes it in a flight leg. */
export interface StandInAirport {
  iata: string;
  icao: string;
  name: string;
  shortName?: string;
  municipalityName: string;
  countryCode: string;
  timeZone: string;
}

/** Airports the stand-in describes by their IATA code. */
export const STAND_IN_AIRPORTS: Record<string, StandInAirport> = {
  BRU: {
    iata: 'BRU',
    icao: 'EBBR',
    name: 'Brussels',
    municipalityName: 'Brussels',
    countryCode: 'BE',
    timeZone: 'Europe/Brussels',
  },
  LIS: {
    iata: 'LIS',
    icao: 'LPPT',
    name: 'Lisbon Humberto Delgado',
    shortName: 'Humberto Delgado',
    municipalityName: 'Lisbon',
    countryCode: 'PT',
    timeZone: 'Europe/Lisbon',
  },
  MAD: {
    iata: 'MAD',
    icao: 'LEMD',
    name: 'Madrid Barajas',
    municipalityName: 'Madrid',
    countryCode: 'ES',
    timeZone: 'Europe/Madrid',
  },
};

/**
 * What the stand-in knows of one flight: its arrival airport and times (instants), and where and when
 * it takes off (default: from Madrid, two hours before the scheduled landing).
 */
export interface StandInFlight {
  iata: string;
  scheduled: Date;
  revised?: Date;
  runway?: Date;
  from?: { iata: string; scheduled: Date };
}

/** A running stand-in. */
export interface AeroDataBoxStandIn {
  /** Base URL for `AERODATABOX_URL`. */
  url: string;
  /** The key it accepts. */
  key: string;
  /** Flights by number (no spaces, upper case). */
  flights: Map<string, StandInFlight>;
  /** 'ok' answers, 'down' 503s, 'garbage' answers JSON of another shape, 'html' a page that is no JSON. */
  mode: 'ok' | 'down' | 'garbage' | 'html';
  /** Every path asked with its query, in order. */
  asked: string[];
  /** How long the stand-in takes to answer a known flight, in milliseconds (default 0). */
  delayMs: number;
  close(): Promise<void>;
}

// AeroDataBox writes '2026-11-28 13:05Z' and a local time with its offset, '2026-11-28 14:05+01:00'.
const utc = (d: Date) => `${d.toISOString().slice(0, 16).replace('T', ' ')}Z`;
/** The wall clock of `d` in `timeZone` as 'YYYY-MM-DD HH:mm' and its offset as '+01:00'. */
function localOf(d: Date, timeZone: string): { wall: string; offset: string } {
  const parts: Record<string, string> = {};
  const format = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'longOffset',
  });
  for (const p of format.formatToParts(d)) parts[p.type] = p.value;
  const offset = (parts.timeZoneName ?? 'GMT').replace('GMT', '') || '+00:00';
  return { wall: `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`, offset };
}
const timeOf = (d: Date, timeZone: string) => {
  const { wall, offset } = localOf(d, timeZone);
  return { utc: utc(d), local: `${wall}${offset}` };
};
/** The airport of `iata` as the stand-in describes it (an unknown one by its code). */
const airportOf = (iata: string): StandInAirport =>
  STAND_IN_AIRPORTS[iata] ?? {
    iata,
    icao: '',
    name: iata,
    municipalityName: iata,
    countryCode: '',
    timeZone: 'Europe/Brussels',
  };
const HOUR = 3_600_000;

/** Starts the stand-in on a free loopback port. */
export async function startAeroDataBoxStandIn(key = 'test-rapidapi-key'): Promise<AeroDataBoxStandIn> {
  const standIn: Omit<AeroDataBoxStandIn, 'url' | 'close'> = {
    key,
    flights: new Map(),
    mode: 'ok',
    asked: [],
    delayMs: 0,
  };
  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    // The component tests run the server inside happy-dom, whose fetch asks as a browser would: it
    // sends a preflight for the key headers and reads only answers that allow its origin.
    res.setHeader('access-control-allow-origin', '*');
    if (req.method === 'OPTIONS') {
      res.setHeader('access-control-allow-headers', 'x-rapidapi-key, x-rapidapi-host, accept');
      return void res.writeHead(204).end();
    }
    standIn.asked.push(url.pathname + url.search);
    if (req.headers['x-rapidapi-key'] !== key || !req.headers['x-rapidapi-host']) {
      res.writeHead(401, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          message: 'Invalid API key. Go to https://docs.rapidapi.com/docs/keys for more info.',
        }),
      );
      return;
    }
    if (standIn.mode === 'down') return void res.writeHead(503).end();
    if (standIn.mode === 'html')
      return void res.writeHead(200, { 'content-type': 'text/html' }).end('<html>maintenance</html>');
    if (standIn.mode === 'garbage')
      return void res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify([{ arrival: { runwayTime: { utc: 'tomorrow-ish' } } }]));
    const match = /^\/flights\/number\/([^/]+)\/(\d{4}-\d\d-\d\d)$/.exec(url.pathname);
    if (!match) return void res.writeHead(404).end();
    const flight = standIn.flights.get(decodeURIComponent(match[1]!));
    if (!flight) return void res.writeHead(204).end();
    const to = airportOf(flight.iata);
    const from = airportOf(flight.from?.iata ?? 'MAD');
    const departs = flight.from?.scheduled ?? new Date(flight.scheduled.getTime() - 2 * HOUR);
    // Only a leg whose local date at the end dateLocalRole names is the asked date (AeroDataBox's
    // default, Both, takes either end).
    const role = url.searchParams.get('dateLocalRole') ?? 'Both';
    const onDate = (at: Date, zone: string) => localOf(at, zone).wall.startsWith(match[2]!);
    const departsOn = onDate(departs, from.timeZone);
    const landsOn = onDate(flight.scheduled, to.timeZone);
    if (role === 'Departure' ? !departsOn : role === 'Arrival' ? !landsOn : !departsOn && !landsOn)
      return void res.writeHead(204).end();
    if (standIn.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, standIn.delayMs));
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify([
        {
          number: match[1],
          status: flight.runway ? 'Arrived' : flight.revised ? 'Delayed' : 'Expected',
          codeshareStatus: 'IsOperator',
          isCargo: false,
          departure: {
            airport: from,
            scheduledTime: timeOf(departs, from.timeZone),
            terminal: '1',
          },
          arrival: {
            airport: to,
            scheduledTime: timeOf(flight.scheduled, to.timeZone),
            ...(flight.revised ? { revisedTime: timeOf(flight.revised, to.timeZone) } : {}),
            ...(flight.runway ? { runwayTime: timeOf(flight.runway, to.timeZone) } : {}),
            terminal: 'A',
          },
          airline: { name: 'Brussels Airlines', iata: 'SN', icao: 'BEL' },
        },
      ]),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return Object.assign(standIn, {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  }) as AeroDataBoxStandIn;
}

/**
 * Teaches `standIn` the family's flights of issue 31's journey: SN2153 leaves Brussels at 10:30 on
 * `outDate` for Lisbon, SN2154 leaves Lisbon at 15:50 (Brussels time) on `backDate` and lands in
 * Brussels at 18:45 (dates 'YYYY/MM/DD').
 */
export function knowFamilyFlights(standIn: AeroDataBoxStandIn, outDate: string, backDate: string): void {
  const at = (date: string, time: string) => brusselsInstant(date, time)!;
  standIn.flights.set('SN2153', {
    iata: 'LIS',
    scheduled: at(outDate, '13:20'),
    from: { iata: 'BRU', scheduled: at(outDate, '10:30') },
  });
  standIn.flights.set('SN2154', {
    iata: 'BRU',
    scheduled: at(backDate, '18:45'),
    from: { iata: 'LIS', scheduled: at(backDate, '15:50') },
  });
}
