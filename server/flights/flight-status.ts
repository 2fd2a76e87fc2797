/**
 * The flight-status source's interface (issue 26): what the flight check (./flight-check-job.ts) asks
 * and what any provider adapter answers, so the check never knows which provider answers.
 */
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
}
