/**
 * The checks of wizard steps 1 to 3 (SPEC 5 "Per step"), one function per step, each filling a set of
 * message keys (step 0's is in validation-start.ts, so the widget's first step carries only that one). The airport and the date of each leg have their own keys (departureAirport,
 * departureDate, retourAirport, retourDate); the flight time and the margin count under the flight key
 * of the leg, and the return's postal code under its address.
 */
import type { Address, BookingDraft } from './draft';
import type { FieldErrors } from './messages';
import { cargoFits } from './cargo';
import { isBookableDate, isValidTime } from './dates';
import { isValidEmail } from './formats';
import { CHILD_SEAT_FIELDS, COUNT_FIELDS, childSeatsFit, isCountInRange, isTimeMargin } from './limits';
import { PET_LIMITS } from './remarks';
import { isKnownStreet } from './streets';
import { hasText, type ValidationContext } from './validation-start';

export type { ValidationContext };

/** Step 1: the full address and flight of every ticked leg. */
export function checkAddresses(draft: BookingDraft, ctx: ValidationContext, errors: FieldErrors): void {
  if (draft.departure) {
    if (!ctx.knownCity.departure || !hasText(draft.pickupAddress.postal)) errors.departureCity = true;
    if (!addressComplete(draft.pickupAddress, ctx.suggestedStreets.departure)) errors.departureAddress = true;
    const afterReturn = draft.arrival && draft.pickupDate > draft.retourDate;
    if (!ctx.event && !hasText(draft.airportDeparture)) errors.departureAirport = true;
    if (!isBookableDate(draft.pickupDate, ctx.now, ctx.earliestBookingDays) || afterReturn)
      errors.departureDate = true;
    // To an event: only the arrival time at the venue (departureTime) counts.
    const flightAsked = !ctx.event;
    if (
      (flightAsked && !hasText(draft.flightDeparture)) ||
      !isValidTime(draft.departureTime) ||
      (flightAsked && !isTimeMargin(draft.timeMargin))
    ) {
      errors.departureFlight = true;
    }
  }
  if (draft.arrival) {
    if (
      !ctx.knownCity.retour ||
      !hasText(draft.retourAddress.postal) ||
      !addressComplete(draft.retourAddress, ctx.suggestedStreets.retour)
    ) {
      errors.retourAddress = true;
    }
    if (!ctx.event && !hasText(draft.airportAbroadRetour)) errors.origin = true;
    const beforePickup = draft.departure && draft.retourDate < draft.pickupDate;
    if (!ctx.event && !hasText(draft.airportRetour)) errors.retourAirport = true;
    if (!isBookableDate(draft.retourDate, ctx.now, ctx.earliestBookingDays) || beforePickup)
      errors.retourDate = true;
    // From an event: only the pick-up time after it (retourTime) counts.
    if ((!ctx.event && !hasText(draft.flightRetour)) || !isValidTime(draft.retourTime))
      errors.retourFlight = true;
  }
}

/** Step 2: every count in range, the cargo fits one vehicle and at most two child seats. */
export function checkCargo(draft: BookingDraft, errors: FieldErrors): void {
  const seatFields: readonly string[] = CHILD_SEAT_FIELDS;
  for (const field of COUNT_FIELDS) {
    if (!isCountInRange(field, draft[field])) errors[seatFields.includes(field) ? 'chairs' : 'cargo'] = true;
  }
  const pets = draft.pets ?? 0;
  if (!Number.isInteger(pets) || pets < PET_LIMITS.min || pets > PET_LIMITS.max) errors.cargo = true;
  if (!cargoFits(draft)) errors.cargo = true;
  if (!childSeatsFit(draft)) errors.chairs = true;
}

/** Step 3: names, a valid email and mobile phone, and the three consent boxes. */
export function checkPerson(draft: BookingDraft, ctx: ValidationContext, errors: FieldErrors): void {
  if (!hasText(draft.firstName)) errors.firstname = true;
  if (!hasText(draft.lastName)) errors.lastname = true;
  if (!isValidEmail(draft.email.trim())) errors.email = true;
  if (!hasText(draft.phone) || !ctx.isMobilePhone(draft.phone)) errors.phone = true;
  if (!draft.consentPrivacy) errors.gdpr = true;
  if (!draft.consentTerms) errors.terms = true;
  if (!draft.consentOrder) errors.consent = true;
}

/**
 * Tells whether the street is one of the suggested streets (core's isKnownStreet: case, accents,
 * apostrophes, hyphens and spacing do not count) and a house number is filled in. Only suggested
 * streets are accepted because the price and the driver's route need an address the geodata knows.
 */
export function addressComplete(address: Address, suggestedStreets: readonly string[]): boolean {
  return isKnownStreet(address.street, suggestedStreets) && hasText(address.nr);
}
