/**
 * The operator's pickup time of a leg (issue 13): a 24-hour 'HH:mm' time on the leg's own day. The
 * departure leg drives the customer to their flight, so its pickup lies before the flight's time; the
 * return leg meets the customer at arrivals, so its pickup is not before the landing time.
 */
import { isValidTime } from './dates';

/** Why a pickup time cannot be given to a leg. */
export type PickupTimeProblem = 'format' | 'not_before_flight' | 'before_landing';

/**
 * Checks `time` as the pickup time of leg `leg` ('H' departure, 'T' return) whose flight time (or
 * landing time) is `flightTime` ('' when unknown): null when it may be set, else the problem.
 */
export function pickupTimeProblem(
  leg: 'H' | 'T',
  time: string,
  flightTime: string,
): PickupTimeProblem | null {
  if (!isValidTime(time)) return 'format';
  if (!isValidTime(flightTime)) return null;
  if (leg === 'H' && time >= flightTime) return 'not_before_flight';
  if (leg === 'T' && time < flightTime) return 'before_landing';
  return null;
}
