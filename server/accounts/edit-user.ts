import { langPath, type AccountUser } from '../../core';
import type { AppContext } from '../context';
import { ApiError } from '../http/envelope';
import { sendMail } from '../mail/mailer';
import { emailChangeMail } from './email-change-mail';
import { checkCredentials } from './login';
import { checkVat } from './vat';
import { updateUser, type UserChanges } from './users-repo';
import { log } from '../log';

/** The contact page of the site in `lang` (core's path rule: Dutch pages have no language prefix). */
const contactPage = (publicUrl: string, lang: AccountUser['lang']) =>
  `${publicUrl}${langPath(lang, 'contact')}`;

/**
 * Applies `billousers/edituser` to `user`. A new e-mail address (not merely another spelling of the
 * current one) needs the current `password`, checked and throttled like a login from `client`,
 * because whoever controls the address controls the password reset; the OLD address is then told of
 * the change in the account's language before anything is stored, so a change the owner did not make
 * cannot go unnoticed (503 `mail_unavailable`, nothing changed, when that mail cannot be sent).
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
  if (newEmail !== undefined) {
    const name = [user.firstname, user.lastname].filter(Boolean).join(' ') || user.username;
    const mail = emailChangeMail(
      user.lang,
      name,
      user.username,
      { from: user.email, to: newEmail },
      contactPage(ctx.config.publicUrl, user.lang),
    );
    try {
      await sendMail(ctx, { to: user.email, ...mail });
    } catch (e) {
      log.error({ user: user.id, err: e }, 'accounts: the e-mail change notice failed');
      throw new ApiError(
        503,
        'mail_unavailable',
        'The e-mail address cannot be changed right now because we cannot write to the current one; please try again later.',
      );
    }
  }
  await updateUser(ctx.db, user.id, changes);
}
