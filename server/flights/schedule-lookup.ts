/**
 * The flight look-up of step 1 (issue 31): the scheduled time of a flight at our airport, and the
 * airport at its other end, from the flight-status source (./flight-status.ts), so a customer on a
 * phone types the flight number and the widget fills the time and the return flight's origin.
 *
 * The provider bills every question, and the call is public, so:
 * - answers are kept per (flight, date, role) for a while ({@link SCHEDULE_KEEP_MS}): a schedule
 *   rarely changes, and every customer of the same flight asks the same question;
 * - concurrent asks of one question wait for one provider call (single flight);
 * - a question the provider must answer is claimed first under {@link FLIGHT_LOOKUP_CLIENT}, per client
 *   address, in the database like every throttle (server/auth/throttle.ts); kept answers cost nothing
 *   and are not counted;
 * - without a provider nothing is asked and the answer is `unavailable`: the customer types the time.
 */
import type { FlightRole, FlightScheduleAnswer } from '../../core';
import { claimAttempt, type ThrottleRule } from '../auth/throttle';
import type { Database } from '../data/database';
import { cachePerDatabase } from '../data/database-caches';
import { FlightStatusUnavailable, type FlightSchedule, type FlightStatusSource } from './flight-status';

/** The look-up's question: the flight, the date, the role and our airport (IATA) at that end. */
export interface ScheduleLookup {
  flight: string;
  date: string;
  role: FlightRole;
  airport: string;
}

/**
 * Provider questions one client address may cause: 20 at once (a family's few flights, typing
 * mistakes and all), then one per 2 s, doubling to one a minute, forgotten after 15 quiet minutes.
 */
export const FLIGHT_LOOKUP_CLIENT: ThrottleRule = {
  name: 'flight-lookup-client',
  free: 20,
  baseSeconds: 2,
  capSeconds: 60,
  memorySeconds: 900,
  refusal: 'Too many flights were looked up from your address',
};

/** How long an answer is kept: a found schedule 6 hours, an unknown flight 1 hour, an outage 1 minute. */
export const SCHEDULE_KEEP_MS = { found: 6 * 3_600_000, unknown: 3_600_000, unavailable: 60_000 } as const;

/** A kept provider answer: the legs (none for an unknown flight) or the outage, and until when. */
interface Kept {
  legs: FlightSchedule[] | 'unavailable';
  until: number;
}

const kept = cachePerDatabase<Kept>('flightSchedules', 2000);
/** The provider questions under way, per database and question, shared by everyone who asks meanwhile. */
const underWay = new WeakMap<object, Map<string, Promise<Kept>>>();

/** What the look-up needs around it: the database, the source (null: none configured), the clock. */
export interface LookupDeps {
  db: Database;
  source: FlightStatusSource | null;
  /** The caller's address, for the throttle; asked only when the provider must be asked. */
  client: () => string;
  now: () => number;
}

/** The answer for `q` from the legs the provider gave for its flight, date and role. */
function answerOf(q: ScheduleLookup, legs: Kept['legs']): FlightScheduleAnswer {
  if (legs === 'unavailable') return { state: 'unavailable' };
  const leg = legs.find((l) => l.airport.iata === q.airport);
  if (!leg) return { state: 'not_found' };
  const { flight, date, role } = q;
  return { state: 'found', flight, date, role, time: leg.time, airport: leg.airport, other: leg.other };
}

/** Asks the provider once (after the throttle's claim) and says how long its answer is kept. */
async function ask(deps: LookupDeps & { source: FlightStatusSource }, q: ScheduleLookup): Promise<Kept> {
  await claimAttempt(deps.db, [{ rule: FLIGHT_LOOKUP_CLIENT, subject: deps.client() }]);
  try {
    const legs = await deps.source.schedule({ flight: q.flight, date: q.date, role: q.role });
    const keep = legs.length > 0 ? SCHEDULE_KEEP_MS.found : SCHEDULE_KEEP_MS.unknown;
    return { legs, until: deps.now() + keep };
  } catch (e) {
    if (!(e instanceof FlightStatusUnavailable)) throw e;
    return { legs: 'unavailable', until: deps.now() + SCHEDULE_KEEP_MS.unavailable };
  }
}

/**
 * Looks up `q` (already checked: a normal flight number, a date in range, a role and an IATA code).
 * Throws the throttle's 429 when the caller asked the provider too often; everyone who joined that
 * question meanwhile gets the same 429 and may ask again.
 */
export async function lookUpSchedule(deps: LookupDeps, q: ScheduleLookup): Promise<FlightScheduleAnswer> {
  const { source } = deps;
  if (!source) return { state: 'unavailable' };
  const key = `${q.flight}|${q.date}|${q.role}`;
  const cache = kept(deps.db);
  const hit = cache.get(key);
  if (hit && hit.until > deps.now()) return answerOf(q, hit.legs);
  let running = underWay.get(deps.db);
  if (!running) underWay.set(deps.db, (running = new Map()));
  let call = running.get(key);
  if (!call) {
    const asking = ask({ ...deps, source }, q);
    call = asking;
    running.set(key, asking);
    void asking.then(
      (k) => {
        cache.set(key, k);
        running.delete(key);
      },
      () => running.delete(key),
    );
  }
  return answerOf(q, (await call).legs);
}
