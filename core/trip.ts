/**
 * The two legs of a transfer: departure (home to airport, "heen", H) and return (airport to home,
 * "terug", T). At least one leg is always ticked.
 */
import type { TripKind } from './transport';

/** The two leg flags of a booking draft. */
export interface LegFlags {
  departure: boolean;
  arrival: boolean;
}

/** One leg of a trip, named after its draft flag. */
export type Leg = keyof LegFlags;

/**
 * Gives the trip kind of the order payload: HT for both legs, H for departure only, T for return only.
 *
 * @throws RangeError when neither leg is ticked, which {@link setLegFlag} never lets happen.
 */
export function tripKind(departure: boolean, arrival: boolean): TripKind {
  if (departure && arrival) return 'HT';
  if (departure) return 'H';
  if (arrival) return 'T';
  throw new RangeError('A trip needs a departure leg, a return leg or both.');
}

/** Gives the leg flags that belong to a trip kind; the inverse of {@link tripKind}. */
export function legsOf(kind: TripKind): LegFlags {
  return { departure: kind !== 'T', arrival: kind !== 'H' };
}

/**
 * Ticks or unticks one leg. Unticking the only ticked leg is refused and returns the input unchanged,
 * because a booking without any leg has nothing to transport.
 */
export function setLegFlag<T extends LegFlags>(draft: T, leg: Leg, on: boolean): T {
  if (!on && !draft[otherLeg(leg)]) return draft;
  return { ...draft, [leg]: on };
}

/** Tells whether the checkbox of `leg` is disabled: it is while the other leg is unticked. */
export function legFlagDisabled(draft: Readonly<LegFlags>, leg: Leg): boolean {
  return !draft[otherLeg(leg)];
}

/** Gives the leg that is not `leg`. */
export function otherLeg(leg: Leg): Leg {
  return leg === 'departure' ? 'arrival' : 'departure';
}

/**
 * Applies a departure-airport choice made on step 0, which also sets the return airport because a
 * return usually lands where the outbound flight left (SPEC 4).
 */
export function changeDepartureAirport(airport: string): { airportDeparture: string; airportRetour: string } {
  return { airportDeparture: airport, airportRetour: airport };
}

/** The legs and dates of a trip, as a booking draft holds them ('YYYY/MM/DD'). */
export interface TripLegDates extends LegFlags {
  pickupDate: string;
  retourDate: string;
}

/**
 * Gives the trip date: the pickup date, or the return date of a return-only trip. It is the one date
 * step 0 shows, the `datum` of the price request and the date the lead time of both legs counts to.
 */
export function tripDate(trip: Readonly<TripLegDates>): string {
  return trip.departure ? trip.pickupDate : trip.retourDate;
}

/**
 * Gives the date of every booked leg: the pickup date for the departure, the return date for the
 * return. A rule that must hold on the whole trip (Combi runs) holds on each of these.
 */
export function legDates(trip: Readonly<TripLegDates>): string[] {
  const dates: string[] = [];
  if (trip.departure) dates.push(trip.pickupDate);
  if (trip.arrival) dates.push(trip.retourDate);
  return dates;
}
