/**
 * The e-mails the product owes an account holder (issue 24): the password-reset link, the answer to a
 * reset asked for an address without an account, and the notice to the old address of an e-mail
 * change. Each is owed work (../mail/owed-mails.ts): the call writes its row, the scheduler sends it
 * through these senders, retries a failure and never sends one twice.
 */
import { DEFAULT_LANG, LANGS, langPath, type Lang } from '../../core';
import { findUserById } from '../data/accounts/users-repo';
import { insertPasswordReset } from '../data/accounts/password-resets-repo';
import { hashSecret, newSecret } from '../auth/secrets';
import { sendMail } from '../mail/mailer';
import type { OwedMailSender } from '../mail/owed-mails';
import { emailChangeMail } from './email-change-mail';
import { noAccountMail, resetMail } from './reset-mail';

/** How long a reset link works, in minutes, counted from its mail. */
export const RESET_CODE_MINUTES = 60;

/** Owed-mail kind of the reset link; params `{user_id, lang}` (`lang` null: the account's language). */
export const RESET_MAIL = 'password_reset';
/** Owed-mail kind of the answer to a reset for an address without an account; params `{email, lang}`. */
export const RESET_NO_ACCOUNT_MAIL = 'reset_no_account';
/** Owed-mail kind of the notice of an e-mail change; params of {@link EmailChangeParams}. */
export const EMAIL_CHANGE_MAIL = 'email_change';

/** What the notice of an e-mail change needs, written when the change is made (the row changes after). */
export interface EmailChangeParams {
  [key: string]: unknown;
  from: string;
  to: string;
  lang: Lang;
  name: string;
  username: string;
}

const langParam = (v: unknown): Lang | null =>
  (LANGS as readonly unknown[]).includes(v) ? (v as Lang) : null;

/**
 * Sends the reset link of account `params.user_id` to its address: the code is minted here, at the
 * send, and only its hash stored, so no usable link waits in the database; each attempt mints its own
 * (a failed attempt's code never left the server). Nothing to send when the account is gone.
 */
export const sendPasswordResetOwed: OwedMailSender = async (ctx, _orderId, params) => {
  const user = await findUserById(ctx.db, Number(params.user_id));
  if (!user) return 'skipped';
  const code = newSecret();
  await insertPasswordReset(ctx.db, user.id, hashSecret(code), RESET_CODE_MINUTES);
  const lang = langParam(params.lang) ?? user.lang;
  const query = new URLSearchParams({ username: user.username, code });
  // The link opens the reset page in the language of the e-mail (/fr/reset-password, SPEC 2 paths).
  const link = `${ctx.config.publicUrl}${langPath(lang, 'reset-password')}?${query}`;
  const name = [user.firstname, user.lastname].filter(Boolean).join(' ') || user.username;
  await sendMail(ctx, { to: user.email, lang, ...resetMail(lang, name, link, RESET_CODE_MINUTES) });
  return 'sent';
};

/** Sends the answer to a reset asked for `params.email`, which has no account: what to do instead. */
export const sendNoAccountOwed: OwedMailSender = async (ctx, _orderId, params) => {
  const email = String(params.email);
  const lang = langParam(params.lang) ?? DEFAULT_LANG;
  const site = ctx.config.publicUrl;
  const mail = noAccountMail(
    lang,
    email,
    `${site}${langPath(lang, 'register')}`,
    `${site}${langPath(lang, 'login')}#forgot`,
  );
  await sendMail(ctx, { to: email, lang, ...mail });
  return 'sent';
};

/** Sends the notice of an e-mail change to the OLD address (`params.from`), in the account's language. */
export const sendEmailChangeOwed: OwedMailSender = async (ctx, _orderId, params) => {
  const p = params as EmailChangeParams;
  const lang = langParam(p.lang) ?? DEFAULT_LANG;
  const contact = `${ctx.config.publicUrl}${langPath(lang, 'contact')}`;
  const mail = emailChangeMail(lang, p.name, p.username, { from: p.from, to: p.to }, contact);
  await sendMail(ctx, { to: p.from, lang, ...mail });
  return 'sent';
};
