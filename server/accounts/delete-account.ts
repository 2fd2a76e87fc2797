/**
 * A customer deletes their own account (issue 13 "Privacy", `POST billousers/deleteuser`): after the
 * password check, in one transaction, every session is revoked, the account's orders are anonymised as
 * the six-month erasure does (amounts, dates and postal codes stay; each audited as the system), and
 * the account with its addresses and reset codes is deleted. Agent, organiser and staff accounts are
 * the operator's to remove.
 */
import type { AccountUser } from '../../core';
import type { AppContext } from '../context';
import { recordAudit } from '../backoffice/audit';
import { revokeUserSessions } from '../auth/tokens';
import { ApiError } from '../http/envelope';
import { log } from '../log';
import { eraseOrder, eraseOutboxCopies, type ErasedOrder } from '../privacy/erase';
import { checkCredentials } from './login';
import { deleteUserRow, lockUserOrderIds } from '../data/accounts/users-repo';

/** The account types a customer may delete themselves. */
const SELF_SERVICE = ['consumer', 'company'];

/**
 * Deletes `user` when `password` is theirs (checked and throttled as a login from `client`). Throws
 * 403 for an account the operator manages, 400 `invalid_credentials` (field `password`) for a wrong
 * password, 429 while the login throttle asks to wait.
 */
export async function deleteAccount(
  ctx: AppContext,
  user: AccountUser,
  password: string,
  client: string,
): Promise<void> {
  if (!SELF_SERVICE.includes(user.user_type))
    throw new ApiError(403, 'forbidden', 'This account is managed by the operator; ask them to remove it.');
  if (!(await checkCredentials(ctx.db, user.username, password, client)))
    throw new ApiError(400, 'invalid_credentials', 'The password is not right.', 'password');
  const erased = await ctx.db.transaction(async (tx) => {
    await revokeUserSessions(tx, user.id);
    const done: ErasedOrder[] = [];
    for (const id of await lockUserOrderIds(tx, user.id)) {
      const order = await eraseOrder(tx, id);
      if (!order) continue;
      done.push(order);
      await recordAudit(tx, 'system', {
        action: 'order.erase_personal_data',
        entity: 'order',
        entityId: order.id,
        before: { bonnr: order.bonnr },
        after: { erased: true, reason: 'account_deleted' },
      });
    }
    // Addresses, token families with their tokens, and reset codes go with the row (ON DELETE CASCADE);
    // the orders keep their amounts with user_id NULL.
    await deleteUserRow(tx, user.id, user.username);
    return done;
  });
  for (const order of erased) eraseOutboxCopies(ctx.config.dataDir, order);
  log.info({ user: user.id, orders: erased.length }, 'privacy: account deleted by its owner');
}
