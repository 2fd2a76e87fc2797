/**
 * The driver's day (issue 26): the states a driver reports of a leg, the rule for which move is
 * allowed, the pickup time a driver is shown and the maps link of an address. The back office's outcome
 * (done, no show) is the end of the same line, so both sides share these rules.
 */
import { brusselsDateTime, isValidTime } from './dates';
import { pickupInstant } from './cancellation';
import type { LegOutcome } from './backoffice-order-types';

/** The states a driver reports, in the order a ride goes through them (done and no show both end it). */
export const LEG_STATES = ['on_the_way', 'on_board', 'done', 'no_show'] as const;

/** A state a driver reports of a leg. */
export type LegState = (typeof LEG_STATES)[number];

// How far along a ride each mark is: a move goes strictly forward, and done and no show are final.
const STEP: Readonly<Record<LegOutcome, number>> = { '': 0, on_the_way: 1, on_board: 2, done: 3, no_show: 3 };

/** Why a leg cannot take a state: it is already done or no show, the move goes back, or its day is ahead. */
export type LegStateRefusal = 'final' | 'not_forward' | 'too_early';

/**
 * Tells whether the outcome of a leg riding on `legDate` may be marked at `today` (both 'YYYY/MM/DD',
 * Brussels): a ride is done or missed only once its day has come. The back office's outcome follows it.
 */
export function outcomeTooEarly(legDate: string, today: string): boolean {
  return legDate > today;
}

/**
 * Checks the driver's move of a leg riding on `legDate` from `from` to `to` at `today`: null when it
 * may be made (or `to` is already the state, which changes nothing), else why not. Only forward moves:
 * on the way, then on board, then done; no show from before the customer is on board. 'On the way' may
 * be reported from the day before (a pickup just after midnight); the others once the day has come.
 */
export function legStateRefusal(
  from: LegOutcome,
  to: LegState,
  legDate: string,
  today: string,
): LegStateRefusal | null {
  if (from === to) return null;
  if (STEP[from] === 3) return 'final';
  if (STEP[to] <= STEP[from] || (to === 'no_show' && from === 'on_board')) return 'not_forward';
  if (to !== 'on_the_way' && outcomeTooEarly(legDate, today)) return 'too_early';
  return null;
}

/** The next states a driver may report of a leg marked `from` (the buttons of the driver's day). */
export function nextLegStates(from: LegOutcome): LegState[] {
  if (STEP[from] === 3) return [];
  return LEG_STATES.filter((to) => STEP[to] > STEP[from] && !(to === 'no_show' && from === 'on_board'));
}

/** A leg's timing, as the orders table holds it. */
export interface DriverLegTiming {
  leg: 'H' | 'T';
  /** 'YYYY/MM/DD' in Brussels. */
  date: string;
  /** The pickup the dispatcher set ('HH:mm'), or ''. */
  pickupTime: string;
  /** The flight's time (a return: the landing), or ''. */
  flightTime: string;
  /** Departure: hours early at the airport. */
  marginHours: number;
  /** Departure: the driving minutes (0 when unknown). */
  rideMinutes: number;
}

/**
 * The pickup time a driver is shown: the dispatcher's when set; else the one the cancellation terms
 * count from (core's pickupInstant: the flight less the airport margin and the drive for a departure,
 * the landing for a return), marked `estimated`; '' when there is no flight time either.
 */
export function driverPickupTime(t: DriverLegTiming): { time: string; estimated: boolean } {
  if (isValidTime(t.pickupTime)) return { time: t.pickupTime, estimated: false };
  if (!isValidTime(t.flightTime)) return { time: '', estimated: false };
  const at = pickupInstant({
    date: t.date,
    operatorTime: '',
    flightTime: t.flightTime,
    marginHours: t.leg === 'H' ? t.marginHours : 0,
    rideMinutes: t.leg === 'H' ? t.rideMinutes : 0,
  });
  return at ? { time: brusselsDateTime(at).time, estimated: true } : { time: '', estimated: false };
}

/**
 * A link that opens the address in a maps app: Google Maps' documented cross-platform search URL,
 * which phones hand to the installed maps app (a bare geo: URI opens nothing on an iPhone).
 */
export function mapsUrl(address: {
  street: string;
  number: string;
  postcode: string;
  locality: string;
}): string {
  const query = `${address.street} ${address.number}, ${address.postcode} ${address.locality}, Belgium`;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query.replace(/\s+/g, ' ').trim())}`;
}
