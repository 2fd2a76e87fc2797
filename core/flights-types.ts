/**
 * The late-flight answers of the back office (issue 26, docs/flights.md), written once: the server
 * builds them and the site reads them.
 */
/** Who last gave a return leg's landing time. */
export type LandingSource = 'provider' | 'dispatcher';

/**
 * A return leg's landing and moved pickup as the dispatch sheet, its CSV and the driver's day show them
 * (issue 26). Times are Brussels 'HH:mm'; every field is '' while nothing is known.
 */
export interface LegLanding {
  /** The expected or actual landing ('HH:mm'), '' when no source gave one. */
  landing_time: string;
  /** 'provider' or 'dispatcher', '' when no landing is known. */
  landing_source: LandingSource | '';
  /** Whether the flight has landed (the provider's runway time, or a dispatcher's entry). */
  landed: boolean;
  /** The pickup that follows the landing ('HH:mm'), '' when no landing is known. */
  effective_pickup: string;
  /** The pickup the driver was told before the last move of more than 15 minutes, '' when none. */
  pickup_moved_from: string;
}

/** The answer of `PUT backoffice/orders/:id/legs/T/landing`. */
export interface BackofficeLandingSaved extends LegLanding {
  id: number;
  leg: 'T';
  /** Whether the driver is owed a message about a moved pickup. */
  driver_told: boolean;
}

/** The driver's free waiting times as `GET`/`PUT backoffice/waiting-times` answer them, in minutes. */
export interface BackofficeWaitingTimes {
  after_landing_minutes: number;
  at_home_minutes: number;
}
