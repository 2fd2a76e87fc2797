/**
 * The flight-status source (issue 26): one interface for asking when a flight lands, so the flight
 * check (./flight-check-job.ts) never knows which provider answers. The one adapter is AeroDataBox
 * (./aerodatabox.ts, docs/flights.md says why); without `AERODATABOX_KEY` there is no source and the
 * dispatcher sets the landing time by hand.
 */
import type { Config } from '../config';
import { aeroDataBoxSource } from './aerodatabox';
import type { FlightStatusSource } from './flight-status';

export type {
  FlightLanding,
  FlightQuestion,
  FlightSchedule,
  FlightStatusSource,
  ScheduleQuestion,
} from './flight-status';
export { FlightStatusUnavailable } from './flight-status';

/** The source the configuration selects, or null when none is configured. */
export function flightStatusSource(config: Pick<Config, 'flightStatus'>): FlightStatusSource | null {
  return config.flightStatus ? aeroDataBoxSource(config.flightStatus) : null;
}
