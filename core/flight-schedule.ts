/**
 * The flight look-up of step 1 (issue 31): from a flight number and a date, the scheduled time at our
 * airport and, for a landing, the city the flight comes from, so a customer on a phone types the flight
 * number only. The question's rules and the answer's shape are written here once: the server checks
 * the question with them (`GET flights/schedule`) and the widget reads the answer.
 */
import { addDays, brusselsToday, isValidDate } from './dates';

/**
 * Which end of the flight is at our airport: `departure` when the flight takes off there (the
 * outbound leg), `arrival` when it lands there (the return leg).
 */
export type FlightRole = 'departure' | 'arrival';

/** The roles a look-up may ask about. */
export const FLIGHT_ROLES = ['departure', 'arrival'] as const satisfies readonly FlightRole[];

/**
 * How many days ahead a flight may be looked up: a schedule a year ahead is as far as airlines (and
 * the provider) publish.
 */
export const FLIGHT_LOOKUP_DAYS_AHEAD = 365;

/** The dates a flight may be looked up on at the instant `now`: from today (Brussels) to a year ahead. */
export function flightLookupDates(now: Date): { from: string; to: string } {
  const today = brusselsToday(now);
  return { from: today, to: addDays(today, FLIGHT_LOOKUP_DAYS_AHEAD) };
}

/** Tells whether `date` ('YYYY/MM/DD') may be looked up at the instant `now`. */
export function isFlightLookupDate(date: string, now: Date): boolean {
  if (!isValidDate(date)) return false;
  const { from, to } = flightLookupDates(now);
  // Zero-padded 'YYYY/MM/DD' strings sort like the dates they name.
  return date >= from && date <= to;
}

/** An airport as the look-up names it: its IATA code and a name ('' when the provider gave none). */
export interface FlightPlace {
  iata: string;
  /** For our airport its name, for the other end the city it serves. */
  name: string;
}

/** What the look-up found: the flight's scheduled time at our airport and the airport at its other end. */
export interface FlightScheduleFound {
  state: 'found';
  /** The flight number as the airline prints it ('SN2153'). */
  flight: string;
  /** The date asked ('YYYY/MM/DD'). */
  date: string;
  role: FlightRole;
  /** The scheduled time at our airport, Brussels wall clock ('HH:mm'). */
  time: string;
  /** Our airport, where the flight takes off (`departure`) or lands (`arrival`). */
  airport: FlightPlace;
  /** The other end: the destination of a departure, the origin of an arrival (its city as `name`). */
  other: FlightPlace;
}

/**
 * The answer of `GET flights/schedule`: found; `not_found` when the provider knows no such flight
 * at that airport on that date; `unavailable` when no provider is configured, it could not be asked,
 * or the caller asked too often. The widget asks the customer in both last cases.
 */
export type FlightScheduleAnswer = FlightScheduleFound | { state: 'not_found' } | { state: 'unavailable' };
