/**
 * The customer's pickup-time wish (issue 27, SPEC 9 "Terms": the pickup time is changeable up to 24
 * hours before): up to 24 hours before a leg's pickup the customer asks for an earlier or later pickup,
 * at most an hour away from the current one; the dispatcher accepts or refuses it. Pure: the moment of
 * the question is a parameter.
 */
import { brusselsInstant, CHANGE_CUTOFF_MINUTES, minutesUntil } from './cancellation';
import { isValidTime } from './dates';

/** A wish is taken until this long before the leg's pickup (the terms' 24 hours). */
export const PICKUP_WISH_CUTOFF_MINUTES = CHANGE_CUTOFF_MINUTES;

/** How far, in minutes, the wished pickup may lie from the current one, earlier or later. */
export const PICKUP_WISH_MAX_SHIFT_MINUTES = 60;

/** The longest note a customer may add to a wish, in characters. */
export const PICKUP_WISH_NOTE_MAX = 200;

/** Why a wish cannot be taken. */
export type PickupWishProblem = 'format' | 'too_late' | 'too_far' | 'same';

/** What the rule needs to know about one leg and the wish. */
export interface PickupWishInput {
  /** The leg's date, 'YYYY/MM/DD' in Brussels. */
  date: string;
  /** The leg's pickup as it stands (core's pickupInstant), undefined when unknown. */
  pickup: Date | undefined;
  /** The wished pickup, 'HH:mm' on the leg's own day. */
  wished: string;
  /** The moment of the question. */
  now: Date;
}

/**
 * Checks a wish: null when it may be sent to the dispatcher, else the problem. 'too_late' when less
 * than 24 hours remain before the pickup as it stands (or it is unknown), 'too_far' when the wished
 * pickup lies more than an hour from it, 'same' when it is the current pickup.
 */
export function pickupWishProblem(input: PickupWishInput): PickupWishProblem | null {
  if (!isValidTime(input.wished)) return 'format';
  if (!input.pickup || minutesUntil(input.pickup, input.now) < PICKUP_WISH_CUTOFF_MINUTES) return 'too_late';
  const wished = brusselsInstant(input.date, input.wished);
  if (!wished) return 'format';
  const shift = Math.round((wished.getTime() - input.pickup.getTime()) / 60_000);
  if (shift === 0) return 'same';
  if (Math.abs(shift) > PICKUP_WISH_MAX_SHIFT_MINUTES) return 'too_far';
  return null;
}

/** Where a wish stands: open until the dispatcher accepts or refuses it. */
export type PickupWishStatus = 'open' | 'accepted' | 'refused';

/** A wish as the manage page and the back office show it. */
export interface PickupWishView {
  id: number;
  order_id: number;
  leg: 'H' | 'T';
  /** The pickup the customer had when asking ('HH:mm'). */
  from_time: string;
  wished_time: string;
  note: string;
  status: PickupWishStatus;
  /** The dispatcher's reason for a refusal ('' otherwise). */
  reason: string;
  created_at: string;
  decided_at: string | null;
}
