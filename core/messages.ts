/**
 * The keys of the field messages (SPEC 8 "Booking field messages"). Core reports problems as these
 * keys; the widget and site translate them (nl, fr, en), the server returns them as field names.
 */

/**
 * Every message key: those of the SPEC 8 table in its order, then the keys this product adds for
 * fields the table names none for (core/READINGS.md), so a missing airport or date is not reported as
 * "check the flight number".
 */
export const MESSAGE_KEYS = [
  'departureCity',
  'departureAddress',
  'departureFlight',
  'retourAddress',
  'retourFlight',
  'origin',
  'cargo',
  'chairs',
  'firstname',
  'lastname',
  'email',
  'phone',
  'gdpr',
  'terms',
  'consent',
  'address',
  'company',
  'username',
  'vat',
  'password',
  'departureAirport',
  'departureDate',
  'retourAirport',
  'retourDate',
] as const;

/** One field message key. */
export type MessageKey = (typeof MESSAGE_KEYS)[number];

/** The problems found, as a set of message keys (a key is present only when it applies). */
export type FieldErrors = Partial<Record<MessageKey, true>>;

/** A non-blocking warning the customer confirms before booking (SPEC 4 "Order flow" step 2). */
export type BookingWarning = 'noSuitcases' | 'sameDates';
