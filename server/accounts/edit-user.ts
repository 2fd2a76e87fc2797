import type { AccountUser } from '../../core';
import type { AppContext } from '../context';
import { ApiError } from '../http/envelope';
import { oweMail, wakeOwedMails } from '../mail/owed-mails';
import { EMAIL_CHANGE_MAIL, type EmailChangeParams } from './account-mails';
import { checkCredentials } from './login';
import { checkVat } from './vat-check';
import { updateUser, type UserChanges } from '../data/accounts/users-repo';

/**
 * Applies `billousers/edituser` to `user`. A new e-mail address (not merely another spelling of the
 * current one) needs the current `password`, checked and throttled like a login from `client`,
 * because whoever controls the address controls the password reset; the OLD address is then told of
 * the change in the account's language, owed in the same transaction as the change, so a change the owner
 * did not make cannot go unnoticed (the scheduler retries the notice; a failure is logged and kept).
 */
export async function editUser(
  ctx: AppContext,
  user: AccountUser,
  changes: UserChanges,
  password: string | undefined,
  client: string,
  viesUrl: string | undefined,
): Promise<void> {
  const newEmail =
    changes.email !== undefined && changes.email.toLowerCase() !== user.email.toLowerCase()
      ? changes.email
      : undefined;
  if (newEmail !== undefined) {
    if (!password) {
      throw new ApiError(
        400,
        'invalid_request',
        'The field "password" (your current password) is required to change the e-mail address.',
        'password',
      );
    }
    if (!(await checkCredentials(ctx.db, user.username, password, client))) {
      throw new ApiError(400, 'invalid_credentials', 'The current password is not correct.', 'password');
    }
  }
  if (typeof changes.vat === 'string' && !(await checkVat(changes.vat, viesUrl)).valid) {
    throw new ApiError(400, 'invalid_vat', 'This VAT number is not registered in VIES.', 'vat');
  }
  if (newEmail === undefined) {
    await updateUser(ctx.db, user.id, changes);
    return;
  }
  const name = [user.firstname, user.lastname].filter(Boolean).join(' ') || user.username;
  const notice: EmailChangeParams = {
    from: user.email,
    to: newEmail,
    lang: user.lang,
    name,
    username: user.username,
  };
  // The notice is owed in the change's own transaction (issue 24): the address never changes without
  // it, and the scheduler sends it, retrying while SMTP is down, instead of the call waiting on SMTP.
  await ctx.db.transaction(async (tx) => {
    await updateUser(tx, user.id, changes);
    await oweMail(tx, EMAIL_CHANGE_MAIL, null, notice);
  });
  wakeOwedMails(ctx);
}
