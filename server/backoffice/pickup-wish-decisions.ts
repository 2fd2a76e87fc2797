/**
 * The dispatcher's answer to a customer's pickup-time wish (issue 27): accepting sets the leg's pickup
 * time through {@link setPickupTime} (its checks and audit entry, and the fit with the leg's driver and
 * vehicle passed in by the route; not its pickup-time mail, which the wish's answer replaces) and marks the wish accepted in that same
 * transaction; refusing needs a reason. Either way the customer is owed an e-mail in the order's
 * language (kind 'pickup_wish', server/backoffice/pickup-wish-mail.ts).
 */
import type { PickupWishView } from '../../core';
import type { Database, Queryable } from '../data/database';
import { decidePickupWish, lockPickupWish } from '../data/orders/pickup-wish-repo';
import { ApiError } from '../http/envelope';
import { oweMail } from '../mail/owed-mails';
import { recordAudit } from './audit';
import { setPickupTime, type PickupCheck } from './leg-actions';
import { PICKUP_WISH_MAIL } from './pickup-wish-mail';
import type { Staff } from './staff';

/** Locks wish `id` and refuses one that is missing (404) or already answered (409). */
async function lockOpenWish(tx: Queryable, id: number): Promise<PickupWishView> {
  const wish = await lockPickupWish(tx, id);
  if (!wish) throw new ApiError(404, 'not_found', `There is no pickup-time wish ${id}.`, 'id');
  if (wish.status !== 'open')
    throw new ApiError(409, 'already_decided', `Pickup-time wish ${id} was already ${wish.status}.`, 'id');
  return wish;
}

/**
 * Reads wish `id` without a lock, for the order and leg whose row {@link setPickupTime} locks first
 * (the order before the wish, like every other change of the order).
 */
async function peekWish(db: Database, id: number): Promise<PickupWishView> {
  return db.transaction((tx) => lockOpenWish(tx, id));
}

/**
 * Accepts wish `id` as `staff` at `now`: the leg's pickup becomes the wished time (setPickupTime, with
 * `fits` the driver's and vehicle's check), the wish is marked accepted and the customer's mail owed,
 * all in one transaction. Answers the wish as it was asked.
 */
export async function acceptPickupWish(
  db: Database,
  staff: Staff,
  id: number,
  now: Date,
  fits: (wish: PickupWishView) => PickupCheck,
): Promise<PickupWishView> {
  const wish = await peekWish(db, id);
  const decide = async (tx: Queryable) => {
    await lockOpenWish(tx, id);
    await decidePickupWish(tx, id, 'accepted', '', staff.userId);
    await oweMail(tx, PICKUP_WISH_MAIL, wish.order_id, { wish: id });
  };
  // The wish's answer names the new time, so setPickupTime owes no pickup-time mail of its own: the
  // customer gets one message, not two.
  const done = await setPickupTime(
    db,
    staff,
    wish.order_id,
    wish.leg,
    wish.wished_time,
    now,
    async (tx) => {
      await fits(wish)(tx);
      await decide(tx);
    },
    false,
  );
  // The leg already had the wished time (the dispatcher set it by hand): nothing to write but the answer.
  if (!done.changed) await db.transaction(decide);
  return wish;
}

/** Refuses wish `id` as `staff` with `reason` (told to the customer); the customer's mail is owed. */
export async function refusePickupWish(
  db: Database,
  staff: Staff,
  id: number,
  reason: string,
): Promise<PickupWishView> {
  return db.transaction(async (tx) => {
    const wish = await lockOpenWish(tx, id);
    await decidePickupWish(tx, id, 'refused', reason, staff.userId);
    await recordAudit(tx, staff, {
      action: 'order.pickup_wish_refused',
      entity: 'order',
      entityId: wish.order_id,
      before: { leg: wish.leg, wished_time: wish.wished_time },
      after: { reason },
    });
    await oweMail(tx, PICKUP_WISH_MAIL, wish.order_id, { wish: id });
    return wish;
  });
}
