/**
 * The customer's pickup-time wish from the manage page (issue 27): checked against core's rule
 * (core/pickup-wish.ts) on the order as it stands under its row lock, and stored for the dispatcher
 * (server/backoffice/pickup-wish-decisions.ts). One open wish per leg.
 */
import {
  brusselsDateTime,
  isScheduled,
  PICKUP_WISH_MAX_SHIFT_MINUTES,
  pickupWishProblem,
  type PickupWishProblem,
  type PickupWishView,
} from '../../core';
import type { Database } from '../data/database';
import { lockOrderLeg } from '../data/orders/backoffice-leg-actions-repo';
import { findManagedOrder } from '../data/orders/manage-orders-repo';
import { insertPickupWish } from '../data/orders/pickup-wish-repo';
import { ApiError } from '../http/envelope';
import { legPickup } from './rules';

/** What the customer asks: the leg, the wished time and an optional note. */
export interface PickupWishAsk {
  leg: 'H' | 'T';
  wished: string;
  note: string;
}

/** A refused time, with core's problem as `reason` so that a page can word it. */
const invalidTime = (why: string, reason: PickupWishProblem) =>
  new ApiError(400, 'invalid_request', `The field "pickup_time" is invalid: ${why}.`, 'pickup_time', {
    reason,
  });

/** The refusal of each problem of core's rule, naming the field. */
const PROBLEMS: Record<PickupWishProblem, () => ApiError> = {
  format: () => invalidTime('a 24-hour time HH:mm is required', 'format'),
  too_late: () =>
    new ApiError(
      409,
      'too_late',
      'The pickup time can be changed until 24 hours before the pickup; please call us.',
      'leg',
    ),
  too_far: () =>
    invalidTime(
      `at most ${PICKUP_WISH_MAX_SHIFT_MINUTES} minutes earlier or later than the current pickup`,
      'too_far',
    ),
  same: () => invalidTime('this is the current pickup time', 'same'),
};

/**
 * Stores the wish `ask` on order `orderId` (whose caller the route has checked) at `now`, answering it.
 * 409 `order_closed` for an order that is not planned (cancelled, unpaid), 404 for a leg it does not
 * have, the rule's refusals naming the field, 409 `wish_open` when the leg already has an open wish.
 */
export async function askPickupWish(
  db: Database,
  orderId: number,
  ask: PickupWishAsk,
  now: Date,
): Promise<PickupWishView> {
  return db.transaction(async (tx) => {
    const row = await lockOrderLeg(tx, orderId, ask.leg);
    if (!row) throw new ApiError(404, 'not_found', `There is no order ${orderId}.`, 'id');
    if (!isScheduled(row.status))
      throw new ApiError(
        409,
        'order_closed',
        'Only a confirmed booking can ask for another pickup time.',
        'id',
      );
    const booked = ask.leg === 'H' ? row.heenterug !== 'T' : row.heenterug !== 'H';
    if (!booked)
      throw new ApiError(
        400,
        'invalid_request',
        'The field "leg" is invalid: the booking has no such leg.',
        'leg',
      );
    const order = (await findManagedOrder(tx, orderId))!;
    const pickup = legPickup(order, ask.leg === 'H' ? 'heen' : 'terug');
    const problem = pickupWishProblem({ date: row.date, pickup, wished: ask.wished, now });
    if (problem) throw PROBLEMS[problem]();
    const wish = await insertPickupWish(tx, {
      orderId,
      leg: ask.leg,
      fromTime: brusselsDateTime(pickup!).time,
      wishedTime: ask.wished,
      note: ask.note,
    });
    if (!wish)
      throw new ApiError(
        409,
        'wish_open',
        'This ride already has a pickup-time wish waiting for our answer.',
        'leg',
      );
    return wish;
  });
}
