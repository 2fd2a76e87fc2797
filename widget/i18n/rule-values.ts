/**
 * The numbers of core's rules that the widget's texts state, as ICU placeholder values: a text says
 * `{maxChildSeats}`, never "2", so it cannot drift from the rule it describes. The booking settings'
 * numbers (Combi lead time, cut-off) are passed where the Combi notice is shown, from the server's
 * answer.
 */
import { CHILD_SEAT_AGES, MAX_CHILD_SEATS_TOTAL, MIN_PASSWORD_LENGTH } from '../../core';
import type { MessageValues } from './index';

/** The placeholder values every error text and the child seats' labels may use. */
export const RULE_VALUES: Readonly<MessageValues> = {
  maxChildSeats: MAX_CHILD_SEATS_TOTAL,
  minPasswordLength: MIN_PASSWORD_LENGTH,
  childSeatAge1: CHILD_SEAT_AGES[0],
  childSeatAge2: CHILD_SEAT_AGES[1],
  childSeatAge3: CHILD_SEAT_AGES[2],
};
