/**
 * The customer's message of who comes (issue 26): the driver's first name and mobile, the car's model,
 * colour and plate, and the meeting point. It is owed when a leg has both a driver and a vehicle and
 * either is set or changed, in the transaction of that change, so it is sent at most once per change
 * by the scheduler (ARCHITECTURE.md, scheduled work).
 */
import type { Queryable } from '../data/database';
import type { LegCode } from '../data/orders/backoffice-leg-actions-repo';
import { oweMail } from '../mail/owed-mails';

/** The kind of the owed customer message about a leg's driver and vehicle. */
export const DRIVER_NOTICE_KIND = 'driver_notice';

/** Owes, in the assigning transaction `tx`, the customer's message about leg `leg` of order `orderId`. */
export async function oweDriverNotice(tx: Queryable, orderId: number, leg: LegCode): Promise<void> {
  await oweMail(tx, DRIVER_NOTICE_KIND, orderId, { leg });
}
