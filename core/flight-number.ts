/**
 * The flight-number format (SPEC 5: a placeholder like AB1234), a module of its own so that only the
 * parts that need it carry it (core/formats.ts re-exports it).
 */

// IATA airline designator (two characters, letters or digits but not two digits, since then the
// airline code and the number could not be told apart), 1 to 4 digits, an optional suffix letter.
const FLIGHT_PATTERN = /^(?:[A-Z]{2}|[A-Z]\d|\d[A-Z])\d{1,4}[A-Z]?$/;

/**
 * Writes a flight number the way the airline prints it: upper case, without spaces or hyphens.
 *
 * @example normalizeFlightNumber(' sn 2153 ') // 'SN2153'
 */
export function normalizeFlightNumber(flight: string): string {
  return flight.replace(/[\s-]/g, '').toUpperCase();
}

/**
 * Tells whether `flight` is a flight number like the placeholder AB1234: a two-character airline code
 * (letters, or a letter and a digit), 1 to 4 digits and an optional letter. Case, spaces and hyphens
 * are ignored ('sn 2153', 'FR-1234'), because customers copy them from tickets in many styles.
 */
export function isValidFlightNumber(flight: string): boolean {
  return FLIGHT_PATTERN.test(normalizeFlightNumber(flight));
}
