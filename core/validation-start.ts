/**
 * Step 0's check (SPEC 5 "Per step") and what every step's check needs, apart from the checks of steps 1
 * to 3 (validation-steps.ts): the widget's first step needs only this, and loads the rest with step 1.
 */
import type { BookingDraft } from './draft';
import { isBookableDate } from './dates';
import { MESSAGE_KEYS, type FieldErrors } from './messages';

/** What validation needs besides the draft; all of it comes from lookups outside core. */
export interface ValidationContext {
  /** The instant of the check; dates before the earliest booking date are refused. */
  now: Date;
  /** Days from today to the earliest booking date (the booking settings' `earliestBookingDays`). */
  earliestBookingDays: number;
  /** Whether the street lookup found a city for the postal code of each leg. */
  knownCity: { departure: boolean; retour: boolean };
  /** The street names the lookup suggested for each leg. */
  suggestedStreets: { departure: string[]; retour: string[] };
  /**
   * Tells whether a phone number is a valid mobile number: core's isMobilePhone (core/phone.ts) over
   * the mobile metadata. Injected because the widget loads that metadata only for step 3.
   */
  isMobilePhone: (phone: string) => boolean;
  /**
   * True for a ride to or from an event (core/events.ts): the event's venue is the other end of each
   * leg, so no airport, flight number, airport margin or origin abroad is asked; the flight times are
   * the arrival time at the venue and the pick-up time after the event, and stay required.
   */
  event?: boolean;
}

/** Step 0: the date of each booked leg, a postal code with a known city and an airport. */
export function checkStart(draft: BookingDraft, ctx: ValidationContext, errors: FieldErrors): void {
  if (!draft.departure && !draft.arrival) errors.departureFlight = true;
  if (!ctx.knownCity.departure || !hasText(draft.pickupAddress.postal)) errors.departureCity = true;
  // Step 0 shows one airport field, the departure's, which a return-only trip copies to its return.
  if (!ctx.event && !hasText(draft.airportDeparture)) errors.departureAirport = true;
  // Step 0 asks the date of every booked leg (issue 31). A return before the pickup cannot be entered
  // (the dates move together, SPEC 4); step 1's check still refuses one.
  if (draft.departure && !isBookableDate(draft.pickupDate, ctx.now, ctx.earliestBookingDays))
    errors.departureDate = true;
  if (draft.arrival && !isBookableDate(draft.retourDate, ctx.now, ctx.earliestBookingDays))
    errors.retourDate = true;
}

/** The outcome of step 0's check alone: whether it passes and its message keys. */
export function validateStart(
  draft: BookingDraft,
  ctx: ValidationContext,
): { valid: boolean; errors: FieldErrors } {
  const errors: FieldErrors = {};
  checkStart(draft, ctx, errors);
  return { valid: !MESSAGE_KEYS.some((key) => errors[key] === true), errors };
}

/** Tells whether a text has more than white space. */
export function hasText(value: string): boolean {
  return value.trim() !== '';
}
