/**
 * Why Combi cannot be booked for a trip (issue 17): the vehicle cards name the reason and the server's
 * prices of all types carry it. A module of its own because core/combi.ts loads with the wizard's first
 * step, and Rollup keeps a module whole in one chunk: this rule loads with step 2 instead.
 */
import { type CombiAvailabilityInput, isCombiAvailable } from './combi';
import { isValidDate } from './dates';

/** Why Combi cannot be booked: a leg on or after the cut-off, or a leg inside the notice period. */
export type CombiRefusal = 'cutoff' | 'notice';

/**
 * Tells why {@link isCombiAvailable} refuses Combi for a trip, or null when it allows it. The cut-off
 * wins over the notice period, because a valid PO lifts only the latter. A trip without (valid) dates
 * counts as past the cut-off: there is no date Combi could run on.
 */
export function combiRefusal(input: CombiAvailabilityInput): CombiRefusal | null {
  if (isCombiAvailable(input)) return null;
  const { legDates, settings } = input;
  const pastCutoff =
    legDates.length === 0 || legDates.some((d) => !isValidDate(d) || d >= settings.combiCutoff);
  return pastCutoff ? 'cutoff' : 'notice';
}
