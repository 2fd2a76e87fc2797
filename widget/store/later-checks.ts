/**
 * The checks of steps 1 to 3, the booking warnings and the known-street rule, a chunk of their own
 * (see checks.ts).
 */
export { bookingWarnings, isKnownStreet, validateStep } from '../../core';
