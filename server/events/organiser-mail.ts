import type { Lang } from '../../core';
import { langPath } from '../../core';
import type { AppContext } from '../context';
import { mailText } from '../mail/i18n';
import { sendMail } from '../mail/mailer';
import type { OrganiserRow } from '../data/events/organisers-repo';

/** The step of an organiser request an e-mail tells about. */
export type OrganiserStep = 'requested' | 'approved' | 'refused';

/** Writes the e-mail of one step of an organiser request in the requester's language. */
export function organiserMail(
  publicUrl: string,
  o: Pick<OrganiserRow, 'organisation' | 'contact_name' | 'username' | 'slug' | 'lang'>,
  step: OrganiserStep,
  reason: string | null,
): { subject: string; text: string } {
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
  lines.push('', t('organiser.closing'));
  return { subject: t(`organiser.${step}.subject`), text: lines.join('\n') };
}

/** Sends the e-mail of one step of an organiser request to the requester. */
export async function sendOrganiserMail(
  ctx: AppContext,
  o: OrganiserRow,
  step: OrganiserStep,
  reason: string | null = null,
): Promise<void> {
  await sendMail(ctx, { to: o.email, ...organiserMail(ctx.config.publicUrl, o, step, reason) });
}
