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

/**
 * The keys of SPEC 5's three consents (privacy, terms, placing the order). Since issue 31 the wizard
 * asks them with one box and one sentence, so one message tells any of them is missing; none has a
 * text of its own, and no field shows them one by one.
 */
export const CONSENT_KEYS = ['gdpr', 'terms', 'consent'] as const satisfies readonly MessageKey[];

/** A key of {@link CONSENT_KEYS}. */
export type ConsentKey = (typeof CONSENT_KEYS)[number];

/** The problems found, as a set of message keys (a key is present only when it applies). */
export type FieldErrors = Partial<Record<MessageKey, true>>;

/** A non-blocking warning the customer confirms before booking (SPEC 4 "Order flow" step 2). */
export type BookingWarning = 'noSuitcases' | 'sameDates';
