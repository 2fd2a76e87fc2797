/**
 * The per-leg route data (distance, coordinates, travel time) that the price call fills in and that an
 * address change invalidates (SPEC 4).
 */
import type { BookingDraft } from './draft';

/** The optional per-leg route fields that an address change invalidates. */
export const ROUTE_FIELDS = [
  'distanceDeparture',
  'distanceRetour',
  'travelTimeDeparture',
  'travelTimeRetour',
  'latLonFromDeparture',
  'latLonToDeparture',
  'latLonFromRetour',
  'latLonToRetour',
] as const satisfies readonly (keyof BookingDraft)[];

/**
 * Drops the distances, coordinates and travel times of both legs, as an address change requires
 * (SPEC 4): stale routes must not price a trip to a different address.
 */
export function clearRoutes(draft: BookingDraft): BookingDraft {
  const copy: Partial<BookingDraft> = { ...draft };
  for (const field of ROUTE_FIELDS) delete copy[field];
  return copy as BookingDraft;
}
