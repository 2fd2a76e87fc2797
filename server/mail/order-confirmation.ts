import type { AppContext } from '../context';
import type { Queryable } from '../db/database';
import { sendMail, type SentMail } from './mailer';
import { minusMinutes, orderCalendar, type CalendarLeg } from './order-confirmation-ics';
import { CONFIRMATION_TEXTS, type MailLang, type Settlement } from './order-confirmation-texts';

/** The order fields the confirmation shows (columns of `orders`, airport names joined). */
export interface ConfirmationOrder {
  bonnr: string;
  ecode: string;
  status: string;
  taal: string;
  total_cents: number;
  voornaam: string;
  naam: string;
  emailklant: string;
  heenterug: string;
  soortvervoer: string;
  pax: number;
  datumheen: string;
  uurvluchtheen: string;
  vluchtnrheen: string;
  vroegeropluchthaven: string | number | null;
  heenadres: string;
  reistijdheen: number | null;
  airportheen: string;
  datumterug: string;
  uurvluchtterug: string;
  vluchtnrterug: string;
  terugherkomst: string;
  terugadres: string;
  reistijdterug: number | null;
  airportterug: string;
}

/** A composed confirmation: subject, plain text and the calendar file. */
export interface ComposedConfirmation {
  subject: string;
  text: string;
  ics: string;
}

// Used when a leg's driving time is unknown, so the calendar still shows a sensible block.
const FALLBACK_RIDE_MINUTES = 60;
// The airport driver waits up to 30 minutes after landing (SPEC 9, Terms).
const RETURN_WAIT_MINUTES = 30;

/** Builds the e-mail and its calendar for `order` in the order's language; pure apart from `now`. */
export function composeConfirmation(order: ConfirmationOrder, host: string, now: Date): ComposedConfirmation {
  const lang = (
    ['nl', 'fr', 'en'].includes(order.taal.toLowerCase()) ? order.taal.toLowerCase() : 'nl'
  ) as MailLang;
  const t = CONFIRMATION_TEXTS[lang];
  const money = new Intl.NumberFormat(t.locale, { style: 'currency', currency: 'EUR' }).format(
    order.total_cents / 100,
  );
  const settlement = (
    ['paid', 'invoiced', 'free'].includes(order.status) ? order.status : 'paid'
  ) as Settlement;
  const lines = [
    t.greeting(`${order.voornaam} ${order.naam}`.trim()),
    '',
    t.received,
    '',
    `${t.receipt}: ${order.bonnr}`,
    `${t.bookingCode}: ${order.ecode}`,
    t.bookingCodeHint,
    t.settlement[settlement](money),
    `${t.transport}: ${t.types[order.soortvervoer] ?? order.soortvervoer}`,
    `${t.passengers}: ${order.pax}`,
  ];
  const legs: CalendarLeg[] = [];
  if (order.heenterug.includes('H')) {
    const margin = Math.round(Number(order.vroegeropluchthaven ?? 2) * 60);
    const ride = order.reistijdheen ?? FALLBACK_RIDE_MINUTES;
    const pickup = minusMinutes(order.datumheen, order.uurvluchtheen, margin + ride);
    lines.push('', `${t.departure}: ${t.flight(order.vluchtnrheen, order.datumheen, order.uurvluchtheen)}`);
    lines.push(`${t.from}: ${order.heenadres}`, `${t.to}: ${order.airportheen}`);
    if (pickup) {
      lines.push(t.pickup(pickup.time));
      legs.push({
        kind: 'heen',
        date: pickup.date,
        start: pickup.time,
        minutes: ride,
        summary: `${t.toAirport(order.airportheen)} (${order.bonnr})`,
        location: order.heenadres,
        description: `${t.flight(order.vluchtnrheen, order.datumheen, order.uurvluchtheen)}. ${t.eventPickupNote}`,
      });
    }
  }
  if (order.heenterug.includes('T')) {
    const landing = t.landing(
      order.vluchtnrterug,
      order.datumterug,
      order.uurvluchtterug,
      order.terugherkomst,
    );
    lines.push(
      '',
      `${t.ret}: ${landing}`,
      `${t.from}: ${order.airportterug}`,
      `${t.to}: ${order.terugadres}`,
    );
    legs.push({
      kind: 'terug',
      date: order.datumterug,
      start: order.uurvluchtterug,
      minutes: RETURN_WAIT_MINUTES + (order.reistijdterug ?? FALLBACK_RIDE_MINUTES),
      summary: `${t.fromAirport(order.airportterug)} (${order.bonnr})`,
      location: order.airportterug,
      description: `${landing}. ${t.eventReturnNote}`,
    });
  }
  lines.push('', t.calendar, '', t.closing);
  return {
    subject: t.subject(order.bonnr),
    text: `${lines.join('\n')}\n`,
    ics: orderCalendar(legs, order.bonnr, host, now),
  };
}

/** Reads what the confirmation of order `id` shows, or null when the order does not exist. */
export async function loadConfirmationOrder(db: Queryable, id: number): Promise<ConfirmationOrder | null> {
  const { rows } = await db.query<ConfirmationOrder>(
    `SELECT o.bonnr, o.ecode, o.status, o.taal, o.total_cents, o.voornaam, o.naam, o.emailklant, o.heenterug,
            o.soortvervoer, o.pax, o.datumheen, o.uurvluchtheen, o.vluchtnrheen, o.vroegeropluchthaven,
            trim(concat_ws(' ', o.heenstraat, o.heennr) || ', ' || concat_ws(' ', o.heenpostnr, o.heenstad)) AS heenadres,
            o.reistijdheen, coalesce(ah.name, o.idluchthavenheen) AS airportheen,
            o.datumterug, o.uurvluchtterug, o.vluchtnrterug, o.terugherkomst,
            trim(concat_ws(' ', o.terugstraat, o.terugnr) || ', ' || concat_ws(' ', o.terugpostnr, o.terugstad)) AS terugadres,
            o.reistijdterug, coalesce(at.name, o.idluchthaventerug) AS airportterug
       FROM orders o
       LEFT JOIN airports ah ON ah.id = o.idluchthavenheen
       LEFT JOIN airports at ON at.id = o.idluchthaventerug
      WHERE o.id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

/**
 * Sends the confirmation of order `id` (booking code, settlement, legs, and `booking-<BONNR>.ics`) to
 * the customer. Callers make sure it runs once per order (server/payment/confirmation.ts).
 */
export async function sendOrderConfirmation(ctx: AppContext, id: number): Promise<SentMail> {
  const order = await loadConfirmationOrder(ctx.db, id);
  if (!order) throw new Error(`Order ${id} does not exist.`);
  const host = new URL(ctx.config.publicUrl).hostname || 'localhost';
  const mail = composeConfirmation(order, host, new Date());
  return sendMail(ctx, {
    to: order.emailklant,
    subject: mail.subject,
    text: mail.text,
    attachments: [
      {
        filename: `booking-${order.bonnr}.ics`,
        content: mail.ics,
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
      },
    ],
  });
}
