import { DEFAULT_LANG, langPath, type Lang } from '../../core';
import type { AppContext } from '../context';
import type { Queryable } from '../data/database';
import { hashPassword } from '../auth/password';
import { hashSecret, newSecret } from '../auth/secrets';
import { claimResetMail } from '../auth/account-throttles';
import { revokeUserSessions } from '../auth/tokens';
import { ApiError } from '../http/envelope';
import { sendMail } from '../mail/mailer';
import { noAccountMail, resetMail } from './reset-mail';
import { findUsersByEmail, setPasswordHash } from './users-repo';
import { log } from '../log';

/** How long a reset link works, in minutes. */
export const RESET_CODE_MINUTES = 60;

/**
 * Sends a password-reset link to every account registered with `email` (one e-mail each, since the
 * link names the username). An address without an account gets an e-mail that says so and what to do
 * (register, or ask again with the account's address), and the call answers exactly as for a known
 * address, so it tells nobody but the mailbox's owner whether the address has an account. The
 * throttle (per e-mail address, per client address and per pair of both, claimed before the lookup)
 * keeps either kind of e-mail from becoming a mail bomb.
 */
export async function requestPasswordReset(
  ctx: AppContext,
  email: string,
  lang: Lang | undefined,
  client: string,
): Promise<void> {
  await claimResetMail(ctx.db, email, client);
  const users = await findUsersByEmail(ctx.db, email);
  if (users.length === 0) {
    const mailLang = lang ?? DEFAULT_LANG;
    const site = ctx.config.publicUrl;
    const mail = noAccountMail(
      mailLang,
      email,
      `${site}${langPath(mailLang, 'register')}`,
      `${site}${langPath(mailLang, 'login')}#forgot`,
    );
    await sendOrRefuse(ctx, email, mail, null);
    return;
  }
  for (const user of users) {
    const code = newSecret();
    await ctx.db.query(
      `INSERT INTO password_resets (user_id, code_hash, expires_at)
       VALUES ($1, $2, now() + make_interval(mins => $3))`,
      [user.id, hashSecret(code), RESET_CODE_MINUTES],
    );
    const query = new URLSearchParams({ username: user.username, code });
    const mailLang = lang ?? user.lang;
    // The link opens the reset page in the language of the e-mail (/fr/reset-password, SPEC 2 paths).
    const link = `${ctx.config.publicUrl}${langPath(mailLang, 'reset-password')}?${query}`;
    const name = [user.firstname, user.lastname].filter(Boolean).join(' ') || user.username;
    const mail = resetMail(mailLang, name, link, RESET_CODE_MINUTES);
    await sendOrRefuse(ctx, user.email, mail, user.id);
  }
}

/** Sends a reset e-mail; a failure is the same 503 for a known address (`userId`) as for an unknown one. */
async function sendOrRefuse(
  ctx: AppContext,
  to: string,
  mail: { subject: string; text: string; html: string },
  userId: number | null,
): Promise<void> {
  try {
    await sendMail(ctx, { to, ...mail });
  } catch (e) {
    log.error({ user: userId, err: e }, 'accounts: the password-reset e-mail failed');
    throw new ApiError(
      503,
      'mail_unavailable',
      'The e-mail could not be sent right now; please try again later.',
    );
  }
}

/** Finds the user whose live (unused, unexpired) reset code `code` was issued for `username`. */
export async function findResetUser(db: Queryable, username: string, code: string): Promise<number | null> {
  const { rows } = await db.query<{ user_id: number }>(
    `SELECT r.user_id FROM password_resets r JOIN users u ON u.id = r.user_id
      WHERE r.code_hash = $1 AND lower(u.username) = lower($2) AND r.used_at IS NULL AND r.expires_at > now()`,
    [hashSecret(code), username],
  );
  return rows[0]?.user_id ?? null;
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
    const claimed = await tx.query(
      'UPDATE password_resets SET used_at = now() WHERE user_id = $1 AND used_at IS NULL',
      [userId],
    );
    if (claimed.affectedRows === 0) throw invalidCode();
    await setPasswordHash(tx, userId, hash);
    await revokeUserSessions(tx, userId);
    return userId;
  });
}
