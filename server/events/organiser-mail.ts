import type { Lang } from '../../core';
import { langPath } from '../../core';
import type { Queryable } from '../data/database';
import { mailText } from '../mail/mail-texts';
import { sendMail } from '../mail/mailer';
import { oweMail, type OwedMailSender } from '../mail/owed-mails';
import { findOrganiser, type OrganiserRow } from '../data/events/organisers-repo';

/** The step of an organiser request an e-mail tells about. */
export type OrganiserStep = 'requested' | 'approved' | 'refused';

/** Writes the e-mail of one step of an organiser request in the requester's language. */
export function organiserMail(
  publicUrl: string,
  o: Pick<OrganiserRow, 'organisation' | 'contact_name' | 'username' | 'slug' | 'lang'>,
  step: OrganiserStep,
  reason: string | null,
): { subject: string; text: string; lang: Lang } {
  const lang: Lang = o.lang;
  const t = mailText(lang);
  const base = publicUrl.replace(/\/$/, '');
  const lines = [t('mail.greeting', { name: o.contact_name }), ''];
  if (step === 'requested') lines.push(t('organiser.requested.body', { organisation: o.organisation }));
  if (step === 'approved') {
    lines.push(t('organiser.approved.body', { organisation: o.organisation, username: o.username }));
    lines.push(`${base}${langPath(lang, 'my-events')}`, '');
    lines.push(t('organiser.approved.page'), `${base}${langPath(lang, `events/${o.slug}`)}`);
  }
  if (step === 'refused') {
    lines.push(t('organiser.refused.body', { organisation: o.organisation }));
    if (reason) lines.push(t('organiser.refused.reason', { reason }));
  }
  return { subject: t(`organiser.${step}.subject`), text: lines.join('\n'), lang };
}

/** Owed-mail kind of an organiser request's mails; params `{user_id, step, reason}`. */
export const ORGANISER_MAIL = 'organiser';

/**
 * Owes, in `tx` (the transaction of the request or the decision), the e-mail of one step of the
 * organiser request of `userId`; the scheduler sends it ({@link sendOrganiserOwed}) and retries it.
 */
export function oweOrganiserMail(
  tx: Queryable,
  userId: number,
  step: OrganiserStep,
  reason: string | null = null,
): Promise<void> {
  return oweMail(tx, ORGANISER_MAIL, null, { user_id: userId, step, reason });
}

/** Sends the e-mail of one step of an organiser request to the requester; nothing when it is gone. */
export const sendOrganiserOwed: OwedMailSender = async (ctx, _orderId, params) => {
  const o = await findOrganiser(ctx.db, Number(params.user_id));
  if (!o) return 'skipped';
  const step: OrganiserStep =
    params.step === 'approved' || params.step === 'refused' ? params.step : 'requested';
  const reason = typeof params.reason === 'string' ? params.reason : null;
  await sendMail(ctx, { to: o.email, ...organiserMail(ctx.config.publicUrl, o, step, reason) });
  return 'sent';
};
