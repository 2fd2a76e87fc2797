/**
 * `POST billousers/linkorder` (SPEC 7, issue 23): adding a booking to the logged-in customer's
 * account. The booking code alone is printed on receipts and passed around, so linking needs the code
 * and the e-mail address the booking was made with, proved and throttled exactly like the manage
 * page's look-up (server/manage/open.ts), and the booker is told by e-mail (./link-notice.ts).
 */
import { claimOrder } from '../data/orders/orders-repo';
import type { Database } from '../data/database';
import { ApiError } from '../http/envelope';
import { recordLink } from './link-notice';
import { provePair } from './open';

/**
 * Links the order of `ecode` and `email`, tried from client `address`, to user `userId` and returns
 * its id. A wrong pair answers the manage look-up's 404 and counts on its throttle; a booking already
 * in this or another account answers 409 and stays where it is.
 */
export async function linkByPair(
  db: Database,
  userId: number,
  address: string,
  ecode: string,
  email: string,
): Promise<number> {
  const order = await provePair(db, address, ecode, email);
  if (order.user_id === userId) {
    throw new ApiError(409, 'already_linked', 'This booking is already in your account.', 'ecode');
  }
  // The link and the record that owes the booker an e-mail commit together, or neither does.
  const linked = await db.transaction(async (tx) => {
    if (!(await claimOrder(tx, order.id, userId))) return false;
    await recordLink(tx, order.id, userId);
    return true;
  });
  if (!linked) {
    throw new ApiError(409, 'already_linked', 'This booking is already linked to an account.', 'ecode');
  }
  return order.id;
}
