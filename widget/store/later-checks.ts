/** The checks of steps 1 to 3 and the booking warnings, a chunk of their own (see checks.ts). */
export { bookingWarnings, validateStep } from '../../core';
