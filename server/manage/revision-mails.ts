/**
 * The messages of a booking changed in place (issue 27), owed in the transaction that applies the
 * change (server/mail/owed-mails.ts) and sent by the scheduler after the commit: the customer's
 * confirmation in the order's language, with what changed in words, the price, how the difference
 * was settled and a new calendar file (the confirmation's own builder); the dispatcher's notice when
 * a changed leg had a pickup time or a driver (both cleared: the leg must be planned again), else the
 * operator's usual change notice; and the customer's word that a paid change could not be made and
 * the amount came back as a coupon.
 */
import { DEFAULT_LANG, LOCALE, formatEuros, formatLetterDate, isFinal, langOf, type Lang } from '../../core';
import type { AppContext } from '../context';
import { findCoupon } from '../data/coupons/coupons-repo';
import type { Queryable } from '../data/database';
import { insertOrderMail } from '../data/orders/backoffice-order-mails-repo';
import { findRevision, findWholeOrder } from '../data/orders/revision-repo';
import { mailText } from '../mail/mail-texts';
import { sendMail } from '../mail/mailer';
import { manageLink } from '../mail/manage-link';
import { operatorAddress } from '../mail/manage-mails';
import { composeConfirmation, loadConfirmationOrder } from '../mail/order-confirmation';
import { oweMail, type OwedMailSender } from '../mail/owed-mails';
import { loadPlaceNames } from '../places/place-names';
import { changeLines, changeWords, priceLines, type OrderColumns } from './revision-mail-text';

/** Owed-mail kind of the customer's confirmation of a change; params `{revision_id, changes}`. */
export const REVISION_MAIL = 'revision';
/** Owed-mail kind of the dispatcher's notice; params `{revision_id, changes, legs}`. */
export const REVISION_DISPATCH_MAIL = 'revision_dispatch';
/** Owed-mail kind of "your paid change was not made"; params `{coupon_code}`. */
export const REVISION_FAILED_MAIL = 'revision_failed';

/** Changed columns: column → [before, after], as text. */
type Changes = Record<string, [string, string]>;

/**
 * Owes, in `tx`, the customer's confirmation of applied change `revisionId` and the operator's word of
 * it: the dispatcher's notice when `plannedLegs` had a pickup time or a driver, else the same change
 * notice as a change on the manage page gets (one notice per change, never two).
 */
export async function oweRevisionMails(
  tx: Queryable,
  orderId: number,
  revisionId: number,
  changes: Changes,
  plannedLegs: readonly ('H' | 'T')[],
  totals: { oldCents: number; newCents: number },
): Promise<void> {
  await oweMail(tx, REVISION_MAIL, orderId, { revision_id: revisionId, changes });
  if (plannedLegs.length > 0) {
    await oweMail(tx, REVISION_DISPATCH_MAIL, orderId, {
      revision_id: revisionId,
      changes,
      legs: plannedLegs,
    });
  } else {
    // The manage page's notice, its fields named in the operator's words rather than by column.
    const s = await sides(tx, orderId, changes, DEFAULT_LANG);
    const words = s ? changeWords(s.before, s.after, DEFAULT_LANG, s.names) : {};
    const t = mailText(DEFAULT_LANG);
    const oneLine = (v: unknown) => String(v ?? '').replace(/\s*[\r\n\u2028\u2029]+\s*/g, ' / ') || '—';
    if (s && String(s.before.remarks ?? '') !== String(s.after.remarks ?? '')) {
      words[t('revision.field.remarks')] = [oneLine(s.before.remarks), oneLine(s.after.remarks)];
    }
    if (totals.oldCents !== totals.newCents) {
      const euros = (c: number) => formatEuros(c, LOCALE[DEFAULT_LANG]);
      words[t('revision.field.price')] = [euros(totals.oldCents), euros(totals.newCents)];
    }
    await oweMail(tx, 'change_notice', orderId, { changes: words });
  }
}

/** Owes, in `tx`, the customer's word that their paid change was not made and its coupon `code`. */
export async function oweRevisionFailedMail(tx: Queryable, orderId: number, code: string): Promise<void> {
  await oweMail(tx, REVISION_FAILED_MAIL, orderId, { coupon_code: code });
}

/** The order before and after `changes` (read through `db`), and the place names each side needs in `lang`. */
async function sides(db: Queryable, orderId: number, changes: Changes, lang: Lang) {
  const row = (await findWholeOrder(db, orderId)) as OrderColumns | null;
  if (!row) return null;
  const side = (i: 0 | 1): OrderColumns => ({
    ...row,
    ...Object.fromEntries(Object.entries(changes).map(([c, v]) => [c, v[i]])),
  });
  const [before, after] = [side(0), side(1)];
  const places = (o: OrderColumns) =>
    loadPlaceNames(
      db,
      {
        postals: [String(o.heenpostnr ?? ''), String(o.terugpostnr ?? '')],
        airports: [String(o.idluchthavenheen ?? ''), String(o.idluchthaventerug ?? '')],
      },
      lang,
    );
  return { before, after, names: { before: await places(before), after: await places(after) } };
}

/** The lines telling what `changes` changed on order `orderId`, in words, in `lang`; null when it is gone. */
async function describe(ctx: AppContext, orderId: number, changes: Changes, lang: Lang) {
  const s = await sides(ctx.db, orderId, changes, lang);
  return s ? { lines: changeLines(s.before, s.after, lang, s.names) } : null;
}

/**
 * Sends the customer the confirmation of change `params.revision_id` in the order's language, with
 * `booking-<BONNR>.ics` as the order now stands (the UIDs of the confirmation's file, so a calendar
 * updates its events), and records it among the order's mails. The settlement is read at the send:
 * a card refund the provider refused became a coupon after the change was applied.
 */
export const sendRevisionOwed: OwedMailSender = async (ctx, orderId, params) => {
  const revision = await findRevision(ctx.db, Number(params.revision_id));
  const order = orderId === null ? null : await loadConfirmationOrder(ctx.db, orderId);
  if (!order || !revision || orderId === null) return 'skipped';
  // A booking still to be paid has had no confirmation yet: the one its payment sends shows it as
  // changed, and "nothing to pay" would mislead while its whole total is due.
  if (!isFinal(order.status)) return 'skipped';
  const lang = langOf(order.taal);
  const t = mailText(lang);
  const described = await describe(ctx, orderId, (params.changes ?? {}) as Changes, lang);
  if (!described) return 'skipped';
  const coupon = revision.refund_coupon_code ? await findCoupon(ctx.db, revision.refund_coupon_code) : null;
  const settlement = coupon ? 'coupon' : revision.settlement;
  const host = new URL(ctx.config.publicUrl).hostname || 'localhost';
  const url = manageLink(ctx.config.publicUrl, lang, order.ecode, order.emailklant);
  const { ics } = composeConfirmation(order, host, new Date(), url);
  const subject = t('revision.subject', { code: order.ecode });
  const lines = [
    t('mail.greeting', { name: `${order.voornaam} ${order.naam}`.trim() }),
    '',
    t('revision.body', { bonnr: order.bonnr }),
    '',
    ...described.lines,
    '',
    ...priceLines(
      lang,
      revision.old_total_cents,
      revision.new_total_cents,
      settlement,
      coupon ? { code: coupon.code, validUntil: coupon.validUntil } : null,
    ),
    '',
    t('revision.calendar'),
    '',
    t('confirmation.manage', { url }),
    '',
    t('confirmation.closing'),
  ];
  const sent = await sendMail(ctx, {
    to: order.emailklant,
    lang,
    subject,
    text: `${lines.join('\n')}\n`,
    attachments: [
      {
        filename: `booking-${order.bonnr}.ics`,
        content: ics,
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
      },
    ],
  });
  await insertOrderMail(ctx.db, {
    orderId,
    kind: REVISION_MAIL,
    recipient: order.emailklant,
    subject,
    messageId: sent.messageId,
  });
  return 'sent';
};

/**
 * Sends the operator's dispatch address, in Dutch like the other operator notices, that booking
 * `orderId` changed on the legs `params.legs` that were planned: what changed in words, and that the
 * pickup time and the driver of those legs were cleared, so they must be planned again.
 */
export const sendRevisionDispatchOwed: OwedMailSender = async (ctx, orderId, params) => {
  const order = orderId === null ? null : await loadConfirmationOrder(ctx.db, orderId);
  if (!order || orderId === null) return 'skipped';
  const t = mailText(DEFAULT_LANG);
  const described = await describe(ctx, orderId, (params.changes ?? {}) as Changes, DEFAULT_LANG);
  if (!described) return 'skipped';
  const planned = ((params.legs ?? []) as string[]).map((l) => (l === 'T' ? 'T' : 'H'));
  const leg = planned.map((l) => t(`revisionDispatch.leg.${l}`)).join(', ');
  // Each leg to plan again as it now stands, whatever changed on it.
  const when = planned.map((l) =>
    t('revisionDispatch.when', {
      leg: t(`revisionDispatch.leg.${l}`),
      date: formatLetterDate(l === 'H' ? order.datumheen : order.datumterug, DEFAULT_LANG),
      time: l === 'H' ? order.uurvluchtheen : order.uurvluchtterug,
    }),
  );
  const lines = [
    t('revisionDispatch.body', { bonnr: order.bonnr, name: `${order.voornaam} ${order.naam}`.trim(), leg }),
    '',
    ...when,
    '',
    ...described.lines,
  ];
  await sendMail(ctx, {
    to: operatorAddress(ctx),
    lang: DEFAULT_LANG,
    subject: t('revisionDispatch.subject', { bonnr: order.bonnr, leg }),
    text: `${lines.join('\n')}\n`,
  });
  return 'sent';
};

/** Sends the customer that their paid change was not made and the amount came back as a coupon. */
export const sendRevisionFailedOwed: OwedMailSender = async (ctx, orderId, params) => {
  const order = orderId === null ? null : await loadConfirmationOrder(ctx.db, orderId);
  const coupon = await findCoupon(ctx.db, String(params.coupon_code ?? ''));
  if (!order || !coupon || orderId === null) return 'skipped';
  const lang = langOf(order.taal);
  const t = mailText(lang);
  const amount = formatEuros(coupon.amountCents ?? 0, LOCALE[lang]);
  const subject = t('revisionFailed.subject', { code: order.ecode });
  const lines = [
    t('mail.greeting', { name: `${order.voornaam} ${order.naam}`.trim() }),
    '',
    t('revisionFailed.body', { amount, bonnr: order.bonnr }),
    '',
    t('revisionFailed.coupon', {
      amount,
      code: coupon.code,
      date: formatLetterDate(coupon.validUntil, lang),
    }),
    '',
    t('confirmation.manage', {
      url: manageLink(ctx.config.publicUrl, lang, order.ecode, order.emailklant),
    }),
  ];
  const sent = await sendMail(ctx, { to: order.emailklant, lang, subject, text: `${lines.join('\n')}\n` });
  await insertOrderMail(ctx.db, {
    orderId,
    kind: REVISION_FAILED_MAIL,
    recipient: order.emailklant,
    subject,
    messageId: sent.messageId,
  });
  return 'sent';
};
