/**
 * The flight-status source's interface (issue 26): what the flight check (./flight-check-job.ts) and
 * the flight look-up of step 1 (./schedule-lookup.ts, issue 31) ask and what any provider adapter
 * answers, so neither knows which provider answers.
 */
import type { FlightPlace, FlightRole } from '../../core';

/** What a source knows of one flight's landing. */
export interface FlightLanding {
  /** The expected landing, or the actual one once `landed`. */
  landingAt: Date;
  /** Whether the flight has landed (the provider gives an actual runway or arrival time). */
  landed: boolean;
}

/** The question: flight `flight` (e.g. 'SN2154') landing on `date` ('YYYY/MM/DD', Brussels) at `airport` (IATA). */
export interface FlightQuestion {
  flight: string;
  date: string;
  airport: string;
}

/**
 * The schedule question: flight `flight` (e.g. 'SN2153') on local date `date` ('YYYY/MM/DD'), taking
 * off from (`departure`) or landing at (`arrival`) the airport of that end on that date.
 */
export interface ScheduleQuestion {
  flight: string;
  date: string;
  role: FlightRole;
}

/** One leg of the flight asked about, seen from the end the question's role names. */
export interface FlightSchedule {
  /** The airport of the asked end: where the leg takes off (`departure`) or lands (`arrival`). */
  airport: FlightPlace;
  /** The scheduled time at that end, Brussels wall clock ('HH:mm'). */
  time: string;
  /** The other end: the destination of a departure, the origin of an arrival, by its city. */
  other: FlightPlace;
}

/** A provider that was down, slow, refused the key or answered what is not its answer. */
export class FlightStatusUnavailable extends Error {
  override name = 'FlightStatusUnavailable';
}

/** A flight-status provider. */
export interface FlightStatusSource {
  /** The provider's name, for the log. */
  name: string;
  /**
   * The landing of the flight asked about, or null when the provider does not know the flight. Throws
   * {@link FlightStatusUnavailable} when it could not be asked or answered nonsense.
   */
  landing(q: FlightQuestion): Promise<FlightLanding | null>;
  /**
   * The scheduled legs of the flight asked about whose asked end falls on the question's date
   * (several when one number flies several legs that day), empty when the provider does not know the
   * flight. Throws {@link FlightStatusUnavailable} when it could not be asked or answered nonsense.
   */
  schedule(q: ScheduleQuestion): Promise<FlightSchedule[]>;
}
