/**
 * The mails a booking changed in place owes (issue 27), written by ./revision-effects.ts in the change's
 * transaction and sent by the owed-mail scheduler (server/product-jobs.ts): the customer's confirmation
 * in the order's language, with the old and new values in words, the old and new price, how the
 * difference is settled and a new calendar file; and, when a changed leg had been planned, the
 * dispatcher's notice (to the operator's address, in Dutch, as the manage page's change notice).
 */
import { DEFAULT_LANG, LOCALE, formatEuros, langOf, type RevisionSettlement } from '../../core';
import type { AppContext } from '../context';
import { insertOrderMail } from '../data/orders/backoffice-order-mails-repo';
import { findManagedOrder } from '../data/orders/manage-orders-repo';
import type { LegPlan } from '../data/orders/revision-effects-repo';
import { operatorAddress } from '../mail/manage-mails';
import { mailText } from '../mail/mail-texts';
import { sendMail } from '../mail/mailer';
import { composeConfirmation, loadConfirmationOrder } from '../mail/order-confirmation';
import type { OwedMailSender } from '../mail/owed-mails';
import { loadPlaceNames } from '../places/place-names';
import { beforeAndAfter, changeLines, legAddress, legDate, type OrderValues } from './revision-words';

/** The owed-mail kind of the customer's confirmation of a change. */
export const REVISION_MAIL = 'revision';
/** The owed-mail kind of the dispatcher's notice that a planned leg must be planned again. */
export const REVISION_PLAN_MAIL = 'revision_plan';

/** The params of both owed mails, as ./revision-effects.ts writes them. */
export interface RevisionMailParams {
  changes: Record<string, [string, string]>;
  oldTotalCents: number;
  newTotalCents: number;
  settlement: RevisionSettlement;
  couponCode: string | null;
  /** The numbers of the credited invoice, its credit note and the new invoice; null without an invoice. */
  invoice: { old: string; credit: string; number: string } | null;
  /** The planned legs as they stood (the dispatcher's notice). */
  planned: LegPlan[];
}

/** What the customer reads about the difference: paid, coupon, card, invoice, or an unchanged price. */
function settlementLine(t: ReturnType<typeof mailText>, p: RevisionMailParams, locale: string): string {
  const amount = formatEuros(Math.abs(p.newTotalCents - p.oldTotalCents), locale);
  if (p.newTotalCents === p.oldTotalCents) return t('revision.settle.none');
  switch (p.settlement) {
    case 'pay':
      return t('revision.settle.pay', { amount });
    case 'coupon':
      return t('revision.settle.coupon', { amount, code: p.couponCode ?? '' });
    case 'card':
      return t('revision.settle.card', { amount });
    case 'invoice':
      return t('revision.settle.invoice', { amount });
    case 'none':
      // A booking not paid yet: the new price is what its payment asks.
      return t('revision.settle.open', { amount: formatEuros(p.newTotalCents, locale) });
  }
}

/** Sends the customer the confirmation of their change, with the booking's new calendar file. */
export const sendRevisionMail: OwedMailSender = async (ctx, orderId, params) => {
  const order = orderId === null ? null : await findManagedOrder(ctx.db, orderId);
  const mailOrder = orderId === null ? null : await loadConfirmationOrder(ctx.db, orderId);
  if (!order || !mailOrder) return 'skipped';
  const p = params as unknown as RevisionMailParams;
  const lang = langOf(order.taal);
  const t = mailText(lang);
  const money = (cents: number) => formatEuros(cents, LOCALE[lang]);
  const { before, after } = beforeAndAfter(order as unknown as Record<string, unknown>, p.changes);
  const names = await placeNames(ctx, before, after, lang);
  const host = new URL(ctx.config.publicUrl).hostname || 'localhost';
  // The calendar of the booking as it now stands, built as the confirmation's (one builder).
  const { ics } = composeConfirmation(mailOrder, host, new Date());
  const lines = [
    t('mail.greeting', { name: `${order.voornaam} ${order.naam}`.trim() }),
    '',
    t('revision.body', { bonnr: order.bonnr }),
    '',
    ...changeLines(t, lang, before, after, names),
    t('revision.price', { before: money(p.oldTotalCents), after: money(p.newTotalCents) }),
    '',
    settlementLine(t, p, LOCALE[lang]),
    ...(p.invoice ? [t('revision.invoice', p.invoice)] : []),
    '',
    t('revision.calendar'),
  ];
  const subject = t('revision.subject', { bonnr: order.bonnr });
  const sent = await sendMail(ctx, {
    to: order.emailklant,
    subject,
    text: `${lines.join('\n')}\n`,
    attachments: [{ filename: `booking-${order.bonnr}.ics`, content: ics, contentType: 'text/calendar' }],
  });
  // Listed on the order's page in the back office with what else the customer was told.
  await insertOrderMail(ctx.db, {
    orderId: order.id,
    kind: REVISION_MAIL,
    recipient: order.emailklant,
    subject,
    messageId: sent.messageId,
  });
  return 'sent';
};

/** Sends the operator's dispatchers which planned legs the change cleared, old and new, and their driver. */
export const sendRevisionPlanMail: OwedMailSender = async (ctx, orderId, params) => {
  const order = orderId === null ? null : await findManagedOrder(ctx.db, orderId);
  if (!order) return 'skipped';
  const p = params as unknown as RevisionMailParams;
  const t = mailText(DEFAULT_LANG);
  const { before, after } = beforeAndAfter(order as unknown as Record<string, unknown>, p.changes);
  const names = await placeNames(ctx, before, after, DEFAULT_LANG);
  const where = (o: OrderValues, s: 'heen' | 'terug') => ({
    when: t('revisionPlan.when', {
      date: legDate(o[`datum${s}`], DEFAULT_LANG),
      time: o[`uurvlucht${s}`] ?? '',
    }),
    address: legAddress(o, s, names),
    airport: names.airport(o[`idluchthaven${s}`] ?? ''),
  });
  const lines = [
    t('revisionPlan.body', { bonnr: order.bonnr, name: `${order.voornaam} ${order.naam}`.trim() }),
  ];
  for (const plan of p.planned) {
    const s = plan.leg === 'H' ? 'heen' : 'terug';
    lines.push(
      '',
      `${t(plan.leg === 'H' ? 'confirmation.departure' : 'confirmation.return')}:`,
      t('revisionPlan.before', where(before, s)),
      t('revisionPlan.after', where(after, s)),
      ...(plan.pickupTime ? [t('revisionPlan.pickup', { time: plan.pickupTime })] : []),
      plan.driver ? t('revisionPlan.driver', { driver: plan.driver }) : t('revisionPlan.noDriver'),
    );
  }
  await sendMail(ctx, {
    to: operatorAddress(ctx),
    subject: t('revisionPlan.subject', { bonnr: order.bonnr }),
    text: `${lines.join('\n')}\n`,
  });
  return 'sent';
};

/** The names of the places and airports of both sides of the change, in `lang`. */
function placeNames(
  ctx: AppContext,
  before: OrderValues,
  after: OrderValues,
  lang: ReturnType<typeof langOf>,
) {
  const of = (o: OrderValues) => ({
    postals: [o.heenpostnr ?? '', o.terugpostnr ?? ''],
    airports: [o.idluchthavenheen ?? '', o.idluchthaventerug ?? ''],
  });
  const [b, a] = [of(before), of(after)];
  return loadPlaceNames(
    ctx.db,
    { postals: [...b.postals, ...a.postals], airports: [...b.airports, ...a.airports] },
    lang,
  );
}
