/**
 * The AeroDataBox adapter of the flight-status source (issue 26): `GET /flights/number/{number}/{date}`
 * with `dateLocalRole=Arrival` (the flights of that number landing on that local date), authenticated
 * by the `X-RapidAPI-Key` and `X-RapidAPI-Host` headers of its RapidAPI marketplace. The answer is a
 * list of flight legs; each `arrival` holds the `scheduledTime`, and as the day goes on a
 * `revisedTime` or `predictedTime` (expected) and a `runwayTime` (actual), each as `{utc, local}`.
 * HTTP 204 means the provider knows no such flight. Anything else than that shape is refused.
 */
import { z } from 'zod';
import type { FlightStatusConfig } from '../config';
import {
  FlightStatusUnavailable,
  type FlightLanding,
  type FlightQuestion,
  type FlightStatusSource,
} from './flight-status';

// AeroDataBox writes instants as '2026-11-28 13:05Z' (utc) and '2026-11-28 14:05+01:00' (local).
const instant = z.object({ utc: z.string().regex(/^\d{4}-\d\d-\d\d[ T]\d\d:\d\d(:\d\d)?Z$/) });
const flightLeg = z.object({
  number: z.string().optional(),
  status: z.string().optional(),
  arrival: z.object({
    airport: z.object({ iata: z.string().optional(), icao: z.string().optional() }).partial().optional(),
    scheduledTime: instant.optional(),
    revisedTime: instant.optional(),
    predictedTime: instant.optional(),
    runwayTime: instant.optional(),
  }),
});
const answer = z.array(flightLeg).max(50);

type Leg = z.infer<typeof flightLeg>;

const at = (t: { utc: string }) => new Date(t.utc.replace(' ', 'T'));

/** The landing one flight leg tells: actual once landed, else the latest expected time. */
function landingOf(leg: Leg): FlightLanding | null {
  const a = leg.arrival;
  if (a.runwayTime) return { landingAt: at(a.runwayTime), landed: true };
  const expected = a.revisedTime ?? a.predictedTime ?? a.scheduledTime;
  if (!expected) return null;
  return { landingAt: at(expected), landed: leg.status === 'Arrived' };
}

/** The AeroDataBox source for `config`. */
export function aeroDataBoxSource(config: FlightStatusConfig): FlightStatusSource {
  return {
    name: 'aerodatabox',
    async landing(q: FlightQuestion) {
      const number = q.flight.replace(/\s+/g, '').toUpperCase();
      const url =
        `${config.url}/flights/number/${encodeURIComponent(number)}/${q.date.replaceAll('/', '-')}` +
        '?dateLocalRole=Arrival&withAircraftImage=false&withLocation=false';
      let res: Response;
      let body: unknown;
      try {
        res = await fetch(url, {
          headers: {
            'X-RapidAPI-Key': config.key,
            'X-RapidAPI-Host': config.host,
            accept: 'application/json',
          },
          signal: AbortSignal.timeout(config.timeoutMs),
        });
        if (res.status === 204 || res.status === 404) return null;
        if (!res.ok) throw new FlightStatusUnavailable(`AeroDataBox answered HTTP ${res.status}.`);
        body = await res.json();
      } catch (e) {
        if (e instanceof FlightStatusUnavailable) throw e;
        throw new FlightStatusUnavailable(
          `AeroDataBox could not be asked: ${e instanceof Error ? e.message : String(e)}`,
        );
      }
      const parsed = answer.safeParse(body);
      if (!parsed.success)
        throw new FlightStatusUnavailable('AeroDataBox answered something else than a list of flights.');
      // A number may fly several legs a day: the one landing at the leg's airport, else the only one.
      const legs = parsed.data.filter(
        (l) => !q.airport || !l.arrival.airport?.iata || l.arrival.airport.iata === q.airport,
      );
      const leg = legs.length === 1 ? legs[0] : legs.find((l) => l.arrival.airport?.iata === q.airport);
      const landing = leg ? landingOf(leg) : null;
      if (landing && Number.isNaN(landing.landingAt.getTime()))
        throw new FlightStatusUnavailable('AeroDataBox answered a time that is not one.');
      return landing;
    },
  };
}
