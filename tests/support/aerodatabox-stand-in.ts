/**
 * A local stand-in of the AeroDataBox flight-status API (issue 26), as the routing tests stand in for
 * OSRM: it answers `GET /flights/number/{number}/{dateLocal}` only with the `X-RapidAPI-Key` and
 * `X-RapidAPI-Host` headers, with AeroDataBox's JSON shape (a list of flight legs whose `arrival`
 * holds `scheduledTime`, `revisedTime`, `runwayTime` as `{utc, local}`), 204 for an unknown flight,
 * and on demand is down (503) or answers garbage.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the stand-in knows of one flight: its arrival airport and times (instants). */
export interface StandInFlight {
  iata: string;
  scheduled: Date;
  revised?: Date;
  runway?: Date;
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
  /** Every path asked, in order. */
  asked: string[];
  close(): Promise<void>;
}

// AeroDataBox writes '2026-11-28 13:05Z' and a local time with its offset.
const utc = (d: Date) => `${d.toISOString().slice(0, 16).replace('T', ' ')}Z`;
const timeOf = (d: Date) => ({ utc: utc(d), local: utc(d) });

/** Starts the stand-in on a free loopback port. */
export async function startAeroDataBoxStandIn(key = 'test-rapidapi-key'): Promise<AeroDataBoxStandIn> {
  const standIn: Omit<AeroDataBoxStandIn, 'url' | 'close'> = {
    key,
    flights: new Map(),
    mode: 'ok',
    asked: [],
  };
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    standIn.asked.push(url.pathname);
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
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify([
        {
          number: match[1],
          status: flight.runway ? 'Arrived' : flight.revised ? 'Delayed' : 'Expected',
          codeshareStatus: 'IsOperator',
          isCargo: false,
          departure: {
            airport: { iata: 'MAD', icao: 'LEMD', name: 'Madrid' },
            scheduledTime: timeOf(flight.scheduled),
          },
          arrival: {
            airport: { iata: flight.iata, icao: 'EBBR', name: 'Brussels' },
            scheduledTime: timeOf(flight.scheduled),
            ...(flight.revised ? { revisedTime: timeOf(flight.revised) } : {}),
            ...(flight.runway ? { runwayTime: timeOf(flight.runway) } : {}),
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
