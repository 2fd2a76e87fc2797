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

/** One leg of the day e-mail: its heading line, the customer and the mobile, its lines, the remarks. */
interface DayMailLeg {
  head: string;
  name: string;
  phone: string;
  lines: string[];
  remarks: string[];
}

/**
 * The day e-mail's subject, plain text and HTML for the legs of `date` ('YYYY/MM/DD') in `lang`. The
 * HTML carries the same text, the customer's mobile as a tel: link a dispatcher taps on a phone.
 */
export function composeDispatchDay(
  legs: readonly SheetLeg[],
  date: string,
  lang: Lang,
): { subject: string; text: string; html: string } {
  const t = mailText(lang);
  const day = formatLetterDate(date, lang);
  const intro = t(legs.length ? 'dispatchDay.intro' : 'dispatchDay.none', { date: day });
  const blocks = legs.map((l): DayMailLeg => {
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
    return {
      head: [l.pickup_time || t('dispatchDay.noPickup'), t(`dispatchDay.leg.${l.leg}`), l.bonnr].join(' · '),
      name: l.name,
      phone: l.phone,
      lines: [
        l.address,
        [flight, margin].filter(Boolean).join(', '),
        load.filter(Boolean).join(', '),
        ...(who.some(Boolean) ? [who.filter(Boolean).join(' · ')] : []),
      ],
      remarks: remarksBlock(l.remarks),
    };
  });
  const lines = [intro];
  for (const b of blocks)
    lines.push(
      '',
      b.head,
      [b.name, b.phone].filter(Boolean).join(', '),
      ...b.lines,
      ...(b.remarks.length ? [t('dispatchDay.remarks'), ...b.remarks] : []),
    );
  return {
    subject: t('dispatchDay.subject', { date: day, count: legs.length }),
    text: `${lines.join('\n')}\n`,
    html: dayMailHtml(lang, intro, blocks, t('dispatchDay.remarks')),
  };
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The HTML body: every text escaped, the mobile a tel: link (digits and a leading plus only). */
function dayMailHtml(lang: Lang, intro: string, blocks: readonly DayMailLeg[], remarksLabel: string): string {
  const legs = blocks.map((b) => {
    const tel = b.phone ? `<a href="tel:${b.phone.replace(/[^\d+]/g, '')}">${escapeHtml(b.phone)}</a>` : '';
    const who = [escapeHtml(b.name), tel].filter(Boolean).join(', ');
    const lines = [who, ...b.lines.map(escapeHtml)].filter(Boolean).join('<br>');
    // The remarks as the customer typed them, quoted (remarksBlock's "> " marks dropped).
    const remarks = b.remarks.length
      ? `<p>${escapeHtml(remarksLabel)}</p><blockquote>${b.remarks
          .map((r) => escapeHtml(r.replace(/^> ?/, '')))
          .join('<br>')}</blockquote>`
      : '';
    return `<h2 style="font-size:1rem;margin:1.25rem 0 0.25rem">${escapeHtml(b.head)}</h2><p style="margin:0">${lines}</p>${remarks}`;
  });
  return `<!doctype html><html lang="${lang}"><body><p>${escapeHtml(intro)}</p>${legs.join('')}</body></html>`;
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
  await sendMail(ctx, {
    to: staff.email,
    lang: langOf(staff.lang),
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
  });
  return 'sent';
};
