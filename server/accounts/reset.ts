import type { Lang } from '../../core';
import type { AppContext } from '../context';
import type { Queryable } from '../data/database';
import { findLiveResetUser, spendPasswordResets } from '../data/accounts/password-resets-repo';
import { hashPassword } from '../auth/password';
import { hashSecret } from '../auth/secrets';
import { claimResetMail } from '../auth/account-throttles';
import { revokeUserSessions } from '../auth/tokens';
import { ApiError } from '../http/envelope';
import { oweMail, wakeOwedMails } from '../mail/owed-mails';
import { RESET_MAIL, RESET_NO_ACCOUNT_MAIL } from './account-mails';
import { findUsersByEmail, setPasswordHash } from '../data/accounts/users-repo';

/**
 * Owes a password-reset link to every account registered with `email` (one e-mail each, since the
 * link names the username). An address without an account is owed an e-mail that says so and what to
 * do (register, or ask again with the account's address), and the call answers exactly as for a known
 * address, so it tells nobody but the mailbox's owner whether the address has an account. The
 * throttle (per e-mail address, per client address and per pair of both, claimed before the lookup)
 * keeps either kind of e-mail from becoming a mail bomb.
 *
 * The mails are owed work (issue 24, ../mail/owed-mails.ts), written in one transaction and sent by the
 * scheduler (the senders of ./account-mails.ts), so the answer never waits on
 * SMTP nor tells whether it is up. The link's code is minted when the mail is sent: no usable secret
 * waits in the database, and the hour it works counts from the mail.
 */
export async function requestPasswordReset(
  ctx: AppContext,
  email: string,
  lang: Lang | undefined,
  client: string,
): Promise<void> {
  await claimResetMail(ctx.db, email, client);
  const users = await findUsersByEmail(ctx.db, email);
  await ctx.db.transaction(async (tx) => {
    if (users.length === 0) await oweMail(tx, RESET_NO_ACCOUNT_MAIL, null, { email, lang: lang ?? null });
    for (const user of users) await oweMail(tx, RESET_MAIL, null, { user_id: user.id, lang: lang ?? null });
  });
  wakeOwedMails(ctx);
}

/** Finds the user whose live (unused, unexpired) reset code `code` was issued for `username`. */
export function findResetUser(db: Queryable, username: string, code: string): Promise<number | null> {
  return findLiveResetUser(db, username, hashSecret(code));
}

/** The answer for a reset code that is unknown, used or expired (SPEC 8: "link expired or unknown"). */
export const invalidCode = () =>
  new ApiError(
    400,
    'invalid_code',
    'This reset link is unknown or has expired; please request a new one.',
    'code',
  );

/**
 * Sets a new password with a reset code. The code is claimed by one conditional UPDATE (so it works
 * once even under concurrent use), every other code of the user is spent, and every session of the
 * user is ended, since whoever held the old password may hold a token too.
 */
export async function resetPassword(
  ctx: AppContext,
  username: string,
  code: string,
  password: string,
): Promise<number> {
  const hash = await hashPassword(password);
  return ctx.db.transaction(async (tx) => {
    const userId = await findResetUser(tx, username, code);
    if (userId === null) throw invalidCode();
    if ((await spendPasswordResets(tx, userId)) === 0) throw invalidCode();
    await setPasswordHash(tx, userId, hash);
    await revokeUserSessions(tx, userId);
    return userId;
  });
}
