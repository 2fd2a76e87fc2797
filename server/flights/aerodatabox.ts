/**
 * The AeroDataBox adapter of the flight-status source (issue 26): `GET /flights/number/{number}/{date}`
 * (the flights of that number on that local date), authenticated by the `X-RapidAPI-Key` and
 * `X-RapidAPI-Host` headers of its RapidAPI marketplace. `dateLocalRole` says which end's local date
 * counts: `Arrival` for a landing (the flight check), `Departure` or `Arrival` for a schedule (the
 * flight look-up of step 1, issue 31). The answer is a list of flight legs; each `departure` and
 * `arrival` holds its `airport` ({iata, name, shortName, municipalityName, ...}), the `scheduledTime`,
 * and as the day goes on a `revisedTime` or `predictedTime` (expected) and a `runwayTime` (actual),
 * each as `{utc, local}`. HTTP 204 means the provider knows no such flight. Anything else than that
 * shape is refused.
 */
import { z } from 'zod';
import { brusselsDateTime, normalizeFlightNumber, type FlightPlace, type FlightRole } from '../../core';
import type { FlightStatusConfig } from '../config';
import {
  FlightStatusUnavailable,
  type FlightLanding,
  type FlightQuestion,
  type FlightSchedule,
  type FlightStatusSource,
  type ScheduleQuestion,
} from './flight-status';

// AeroDataBox writes instants as '2026-11-28 13:05Z' (utc) and '2026-11-28 14:05+01:00' (local).
const instant = z.object({ utc: z.string().regex(/^\d{4}-\d\d-\d\d[ T]\d\d:\d\d(:\d\d)?Z$/) });
const airport = z
  .object({
    iata: z.string(),
    icao: z.string(),
    name: z.string(),
    shortName: z.string(),
    municipalityName: z.string(),
  })
  .partial();
const movement = z.object({
  airport: airport.optional(),
  scheduledTime: instant.optional(),
  revisedTime: instant.optional(),
  predictedTime: instant.optional(),
  runwayTime: instant.optional(),
});
const flightLeg = z.object({
  number: z.string().optional(),
  status: z.string().optional(),
  departure: movement.optional(),
  arrival: movement,
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

type Movement = z.infer<typeof movement>;
type Airport = z.infer<typeof airport>;

/** An airport of the answer as the look-up names it; `city` names it by the city it serves. */
function placeOf(a: Airport | undefined, city: boolean): FlightPlace {
  const names = city ? [a?.municipalityName, a?.shortName, a?.name] : [a?.name, a?.shortName];
  return { iata: a?.iata ?? '', name: names.find((n) => n?.trim())?.trim() ?? '' };
}

/** The leg's schedule at the end `role` names, when that end's time falls on `date` (Brussels). */
function scheduleOf(leg: Leg, role: FlightRole, date: string): FlightSchedule | null {
  const [here, there]: [Movement | undefined, Movement | undefined] =
    role === 'departure' ? [leg.departure, leg.arrival] : [leg.arrival, leg.departure];
  if (!here?.scheduledTime) return null;
  const at = new Date(here.scheduledTime.utc.replace(' ', 'T'));
  if (Number.isNaN(at.getTime()))
    throw new FlightStatusUnavailable('AeroDataBox answered a time that is not one.');
  const local = brusselsDateTime(at);
  if (local.date !== date) return null;
  return { airport: placeOf(here.airport, false), time: local.time, other: placeOf(there?.airport, true) };
}

/** The AeroDataBox source for `config`. */
export function aeroDataBoxSource(config: FlightStatusConfig): FlightStatusSource {
  /**
   * The legs of flight `flight` on local date `date` ('YYYY/MM/DD') by the end `role` names, null when
   * the provider knows no such flight.
   */
  async function legsOf(flight: string, date: string, role: 'Arrival' | 'Departure'): Promise<Leg[] | null> {
    const number = normalizeFlightNumber(flight);
    const url =
      `${config.url}/flights/number/${encodeURIComponent(number)}/${date.replaceAll('/', '-')}` +
      `?dateLocalRole=${role}&withAircraftImage=false&withLocation=false`;
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
    return parsed.data;
  }

  return {
    name: 'aerodatabox',
    async landing(q: FlightQuestion) {
      const all = await legsOf(q.flight, q.date, 'Arrival');
      if (!all) return null;
      // A number may fly several legs a day: the one landing at the leg's airport, else the only one.
      const legs = all.filter(
        (l) => !q.airport || !l.arrival.airport?.iata || l.arrival.airport.iata === q.airport,
      );
      const leg = legs.length === 1 ? legs[0] : legs.find((l) => l.arrival.airport?.iata === q.airport);
      const landing = leg ? landingOf(leg) : null;
      if (landing && Number.isNaN(landing.landingAt.getTime()))
        throw new FlightStatusUnavailable('AeroDataBox answered a time that is not one.');
      return landing;
    },
    async schedule(q: ScheduleQuestion) {
      const legs = await legsOf(q.flight, q.date, q.role === 'departure' ? 'Departure' : 'Arrival');
      return (legs ?? []).flatMap((leg) => scheduleOf(leg, q.role, q.date) ?? []);
    },
  };
}
