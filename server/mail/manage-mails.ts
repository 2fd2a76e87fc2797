/**
 * The e-mails of the manage calls: the customer's cancellation with the refund coupon, and the
 * operator's notice of each change a customer made.
 */
import {
  DEFAULT_LANG,
  LOCALE,
  cancellationScaleLines,
  formatLetterDate,
  formatEuros,
  langOf,
  type TermsVersion,
} from '../../core';
import type { AppContext } from '../context';
import { MAIL_MESSAGES, mailText, type MailMessageId } from './mail-texts';
import { sendMail, type SentMail } from './mailer';
import { operatorWebsite } from './operator-footer';

/** The order fields these e-mails show. */
export interface MailOrder {
  /** The booking number: the operator's reference (the change notice). */
  bonnr: string;
  /** The booking code: the customer's one reference (issue 31), in the subjects of their e-mails. */
  ecode: string;
  taal: string;
  voornaam: string;
  naam: string;
  emailklant: string;
}

/** The cancellation's refund coupon, or null when nothing was refunded. */
export interface MailRefund {
  code: string;
  amountCents: number;
  validUntil: string;
}

/**
 * Sends the customer, in the order's language, that the booking is cancelled and its refund coupon.
 * With `charged`, the scale the cancellation was priced by (issue 27: one scale for every language),
 * listed with both ends of each step, so the customer sees why part of the price was kept.
 */
export async function sendCancellationMail(
  ctx: AppContext,
  order: MailOrder,
  refund: MailRefund | null,
  charged?: TermsVersion,
): Promise<SentMail> {
  const lang = langOf(order.taal);
  const t = mailText(lang);
  const lines = [
    t('mail.greeting', { name: `${order.voornaam} ${order.naam}`.trim() }),
    '',
    t('cancel.body', { bonnr: order.bonnr }),
    '',
    refund
      ? t('cancel.refund', {
          amount: formatEuros(refund.amountCents, LOCALE[lang]),
          code: refund.code,
          date: formatLetterDate(refund.validUntil, lang),
        })
      : t('cancel.noRefund'),
    // How to spend the coupon, with the way back to booking (copy review 2.5).
    ...(refund ? [t('cancel.couponUse', { url: operatorWebsite(ctx.config.publicUrl, lang) })] : []),
    ...(charged
      ? [
          '',
          t('cancel.scale.title'),
          ...cancellationScaleLines(
            charged,
            (key, vars) => t(`cancel.${key}`, vars),
            (cents) => formatEuros(cents, LOCALE[lang]),
          ).map((line) => `- ${line}`),
        ]
      : []),
  ];
  return sendMail(ctx, {
    to: order.emailklant,
    lang,
    subject: t('cancel.subject', { code: order.ecode }),
    text: `${lines.join('\n')}\n`,
  });
}

/** The operator's address for notices: the contact address of the operator's identity (operator.json). */
export function operatorAddress(ctx: AppContext): string {
  return ctx.config.operator.email;
}

/**
 * The operator's word for a changed field: the manage form's label (`change.field.*`) for a column the
 * manage call keys its changes by, and any other key as given (a paid revision's notice arrives with its
 * fields already in words, server/manage/revision-mails.ts). Mapped when sent, so notices owed before
 * this label existed read alike.
 */
export function changedFieldLabel(field: string): string {
  // The catalogue names the columns the manage call changes (server/manage/change.ts's CHANGEABLE); a
  // test holds the two lists equal.
  const key = `change.field.${field}`;
  return key in MAIL_MESSAGES[DEFAULT_LANG] ? mailText(DEFAULT_LANG)(key as MailMessageId) : field;
}

/** Sends the operator, in Dutch, what a customer changed: each field with its old and new value. */
export async function sendChangeNotice(
  ctx: AppContext,
  order: MailOrder,
  changes: Readonly<Record<string, readonly [string, string]>>,
): Promise<SentMail> {
  const t = mailText(DEFAULT_LANG);
  const lines = [
    t('change.body', { bonnr: order.bonnr, name: `${order.voornaam} ${order.naam}`.trim() }),
    '',
    ...Object.entries(changes).map(([field, [before, after]]) =>
      t('change.line', { field: changedFieldLabel(field), before: before || '—', after }),
    ),
  ];
  return sendMail(ctx, {
    to: operatorAddress(ctx),
    lang: DEFAULT_LANG,
    subject: t('change.subject', { bonnr: order.bonnr }),
    text: `${lines.join('\n')}\n`,
  });
}
