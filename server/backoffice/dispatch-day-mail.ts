/**
 * The day's e-mail to the dispatchers (issue 26): from core's DISPATCH_DAY_MAIL_HOUR (Brussels), every
 * active dispatcher is owed the next day's sheet in their own language, with the whole order of each
 * leg: pickup, flight and airport margin, the customer's name and mobile, address, passengers,
 * suitcases, child seats per age band, pets, bulky items by name, cargo, the agency or event and the
 * customer's remarks (quoted, so they never pass for lines of ours). A unit of the job is one ride
 * date; it owes one mail per dispatcher once (owed_mails), and the owed-mail kind sends it.
 */
import { MAX_CARGO, dispatchDayDue, formatLetterDate, langOf, type Lang, type SheetLeg } from '../../core';
import type { AppContext } from '../context';
import { daySheet } from '../data/orders/backoffice-dispatch-repo';
import { listStaff, staffById } from '../data/staff/staff-repo';
import type { JobKind } from '../jobs/scheduler';
import { mailText } from '../mail/mail-texts';
import { sendMail } from '../mail/mailer';
import { remarksBlock } from '../mail/order-confirmation';
import { oweMailOnce, type OwedMailSender } from '../mail/owed-mails';
import { legExtras } from './dispatch';

/** The owed-mail kind of the dispatchers' day e-mail; params `{date, staffId}`. */
export const DISPATCH_DAY_MAIL = 'dispatch_day';

/** The day e-mail's subject and plain text for the legs of `date` ('YYYY/MM/DD') in `lang`. */
export function composeDispatchDay(
  legs: readonly SheetLeg[],
  date: string,
  lang: Lang,
): { subject: string; text: string } {
  const t = mailText(lang);
  const day = formatLetterDate(date, lang);
  const lines = [t(legs.length ? 'dispatchDay.intro' : 'dispatchDay.none', { date: day })];
  for (const l of legs) {
    const flight = l.flight
      ? t('dispatchDay.flight', { flight: l.flight, time: l.flight_time, airport: l.airport })
      : l.airport;
    const margin = l.airport_margin !== null ? t('dispatchDay.margin', { hours: l.airport_margin }) : '';
    const load = [
      t('dispatchDay.riders', { pax: l.pax, luggage: l.luggage }),
      legExtras(l, lang),
      l.pets > 0 ? t('dispatchDay.pets', { count: l.pets }) : '',
      l.cargo > 0 ? t('dispatchDay.cargo', { cargo: l.cargo, max: MAX_CARGO }) : '',
    ];
    const who = [
      l.agency ? t('dispatchDay.agency', { name: l.agency }) : '',
      l.event ? t('dispatchDay.event', { name: l.event }) : '',
    ];
    const remarks = remarksBlock(l.remarks);
    lines.push(
      '',
      [l.pickup_time || t('dispatchDay.noPickup'), t(`dispatchDay.leg.${l.leg}`), l.bonnr].join(' · '),
      [l.name, l.phone].filter(Boolean).join(', '),
      l.address,
      [flight, margin].filter(Boolean).join(', '),
      load.filter(Boolean).join(', '),
      ...(who.some(Boolean) ? [who.filter(Boolean).join(' · ')] : []),
      ...(remarks.length ? [t('dispatchDay.remarks'), ...remarks] : []),
    );
  }
  return {
    subject: t('dispatchDay.subject', { date: day, count: legs.length }),
    text: `${lines.join('\n')}\n`,
  };
}

/** The job: a unit per ride date, due from the hour the day before; it owes each dispatcher the mail. */
export const dispatchDayJob: JobKind = {
  kind: 'dispatch-day',
  async findDue(_ctx, now) {
    // A date already done is listed again until the next day; its claim refuses it at once.
    const date = dispatchDayDue(now);
    return date ? [date] : [];
  },
  async run(ctx, date) {
    const dispatchers = (await listStaff(ctx.db)).filter((s) => s.role === 'dispatcher' && !s.disabled);
    for (const s of dispatchers)
      await oweMailOnce(
        ctx.db,
        DISPATCH_DAY_MAIL,
        null,
        { date, staffId: s.id },
        `dispatch-day:${date}:${s.id}`,
      );
  },
};

/** Sends the day e-mail owed to one dispatcher; nothing when the account was disabled meanwhile. */
export const sendDispatchDayOwed: OwedMailSender = async (ctx: AppContext, _orderId, params) => {
  const staff = await staffById(ctx.db, Number(params.staffId));
  if (!staff || staff.disabled || staff.role !== 'dispatcher') return 'skipped';
  const date = String(params.date);
  const mail = composeDispatchDay(await daySheet(ctx.db, date), date, langOf(staff.lang));
  await sendMail(ctx, { to: staff.email, subject: mail.subject, text: mail.text });
  return 'sent';
};
