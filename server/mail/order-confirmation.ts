import {
  bookedExtras,
  type BookedExtra,
  EXTRA_PRICES,
  LANDING_WAIT_MINUTES,
  LOCALE,
  eventText,
  formatLetterDate,
  formatEuros,
  isFinal,
  type FinalStatus,
  langOf,
  type Lang,
} from '../../core';
import { loadPlaceNames } from '../places/place-names';
import type { AppContext } from '../context';
import type { Queryable } from '../data/database';
import { findMailOrderRow } from '../data/orders/mail-confirmation-order-repo';
import { extrasLines } from './booked-extras-lines';
import { labelLine, mailText, type MailMessageId } from './mail-texts';
import { sendMail, type SentMail } from './mailer';
import { manageLink } from './manage-link';
import { minusMinutes, orderCalendar, type CalendarLeg } from './order-confirmation-ics';

/** How an order was settled, which the e-mail states. */
export type Settlement = FinalStatus;

/**
 * The order fields the confirmation shows (columns of `orders`), with the addresses written out in the
 * order's language and the airports by name.
 */
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
  /** Pets booked (issue 17). */
  huisdieren: number;
  /**
   * Issue 31: everything booked besides the passengers (core's bookedExtras of the order), listed back
   * line by line; pets among them keep their own line with the price. Absent: nothing else was booked.
   */
  extras?: BookedExtra[];
  /** The customer's remarks for the driver: plain text, quoted line by line in the e-mail. */
  remarks: string;
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
  /**
   * The event of an event order (its name in the order's language and its venue on one line): the
   * venue takes the airport's place, the arrival time at the venue the flight's, the pick-up time after
   * the event the landing's. Null for an airport order.
   */
  event: { name: string; venue: string } | null;
  /** How often the booking was changed since it was placed: its calendar file's SEQUENCE (0 if absent). */
  changes?: number;
}

/** A composed confirmation: subject, plain text and the calendar file. */
export interface ComposedConfirmation {
  subject: string;
  text: string;
  ics: string;
}

// Used when a leg's driving time is unknown, so the calendar still shows a sensible block.
const FALLBACK_RIDE_MINUTES = 60;

/**
 * Builds the e-mail and its calendar for `order` in the order's language (`taal`, Dutch when unknown);
 * dates as SPEC 3 writes them; with `manageUrl`, the link to the manage page. Pure apart from `now`.
 */
export function composeConfirmation(
  order: ConfirmationOrder,
  host: string,
  now: Date,
  manageUrl = '',
): ComposedConfirmation {
  const lang: Lang = langOf(order.taal);
  const t = mailText(lang);
  const money = formatEuros(order.total_cents, LOCALE[lang]);
  const settlement: Settlement = isFinal(order.status) ? order.status : 'paid';
  const typeKey = `confirmation.type.${order.soortvervoer}` as MailMessageId;
  const type = ['combinatie', 'comfort', 'business'].includes(order.soortvervoer)
    ? t(typeKey)
    : order.soortvervoer;
  const day = (date: string) => formatLetterDate(date, lang);
  const lines = [
    t('mail.greeting', { name: `${order.voornaam} ${order.naam}`.trim() }),
    '',
    t('confirmation.received'),
    '',
    // One reference for the customer (issue 31): the booking code, which opens the manage page; the
    // subject names it too.
    labelLine(t, 'confirmation.bookingCode', order.ecode),
    t('confirmation.bookingCodeHint'),
    t(`confirmation.settlement.${settlement}`, { amount: money }),
    labelLine(t, 'confirmation.transport', type),
    labelLine(t, 'confirmation.passengers', order.pax),
    ...extrasLines(
      t,
      (order.extras ?? []).filter((x) => x.kind !== 'huisdieren'),
    ),
  ];
  if (order.huisdieren > 0) {
    const price = formatEuros(EXTRA_PRICES.pet, LOCALE[lang]);
    lines.push(t('confirmation.pets', { count: order.huisdieren, price }));
  }
  const remarks = remarksBlock(order.remarks);
  // The heading is a label: its colon comes from the language's label pattern (French spaces it).
  const remarksHeading = t('mail.label', { label: t('confirmation.remarks') });
  if (remarks.length > 0) lines.push('', remarksHeading, ...remarks);
  // The calendar repeats the remarks for the driver's sake; cleanText keeps them inside DESCRIPTION.
  const note = order.remarks.trim() === '' ? '' : `\n${remarksHeading}\n${order.remarks.trim()}`;
  const legs: CalendarLeg[] = [];
  if (order.heenterug.includes('H')) {
    const ev = order.event;
    // To an event the arrival time at the venue is the time to be there: no airport margin.
    const margin = ev ? 0 : Math.round(Number(order.vroegeropluchthaven ?? 2) * 60);
    const ride = order.reistijdheen ?? FALLBACK_RIDE_MINUTES;
    const pickup = minusMinutes(order.datumheen, order.uurvluchtheen, margin + ride);
    const at = { date: day(order.datumheen), time: order.uurvluchtheen };
    const flight = ev
      ? t('confirmation.eventArrival', { event: ev.name, ...at })
      : t('confirmation.flight', { flight: order.vluchtnrheen, ...at });
    const to = ev ? ev.venue : order.airportheen;
    lines.push('', labelLine(t, 'confirmation.departure', flight));
    lines.push(labelLine(t, 'confirmation.from', order.heenadres), labelLine(t, 'confirmation.to', to));
    if (pickup) {
      lines.push(t('confirmation.pickup', { time: pickup.time }));
      legs.push({
        kind: 'heen',
        date: pickup.date,
        start: pickup.time,
        minutes: ride,
        summary: `${ev ? t('confirmation.toEvent', { event: ev.name }) : t('confirmation.toAirport', { airport: order.airportheen })} (${order.bonnr})`,
        location: order.heenadres,
        description: `${flight}. ${t('confirmation.eventPickupNote')}${note}`,
      });
    }
  }
  if (order.heenterug.includes('T')) {
    const ev = order.event;
    const at = { date: day(order.datumterug), time: order.uurvluchtterug };
    const landing = ev
      ? t('confirmation.eventPickup', { event: ev.name, ...at })
      : t('confirmation.landing', { flight: order.vluchtnrterug, origin: order.terugherkomst, ...at });
    const from = ev ? ev.venue : order.airportterug;
    lines.push(
      '',
      labelLine(t, 'confirmation.return', landing),
      labelLine(t, 'confirmation.from', from),
      labelLine(t, 'confirmation.to', order.terugadres),
    );
    legs.push({
      kind: 'terug',
      date: order.datumterug,
      start: order.uurvluchtterug,
      // After an event the driver is there at the pick-up time; after a flight it waits for the landing.
      minutes: (ev ? 0 : LANDING_WAIT_MINUTES) + (order.reistijdterug ?? FALLBACK_RIDE_MINUTES),
      summary: `${ev ? t('confirmation.fromEvent', { event: ev.name }) : t('confirmation.fromAirport', { airport: order.airportterug })} (${order.bonnr})`,
      location: from,
      description: ev
        ? `${landing}${note}`
        : `${landing}. ${t('confirmation.eventReturnNote', { minutes: LANDING_WAIT_MINUTES })}${note}`,
    });
  }
  lines.push('', t('confirmation.calendar'));
  if (manageUrl) lines.push('', t('confirmation.manage', { url: manageUrl }));
  lines.push('', t('confirmation.closing'));
  return {
    subject: t('confirmation.subject', { code: order.ecode }),
    text: `${lines.join('\n')}\n`,
    ics: orderCalendar(legs, order.bonnr, host, now, order.changes ?? 0),
  };
}

/**
 * The customer's remarks as quoted lines ('> ' before each): the text is the customer's, so in the
 * plain-text e-mail it must not pass for a line of ours (a forged 'Paid: EUR 0.00'). Line breaks in any
 * spelling start a new quoted line; control characters never reach here (refused at input).
 */
export function remarksBlock(remarks: string): string[] {
  const text = remarks.trim();
  return text === '' ? [] : text.split(/\r\n|\r|\n|\u2028|\u2029/).map((line) => `> ${line}`);
}

/** Writes an address on one line: 'Korenmarkt 1, 9000 Gent'. */
function addressLine(street: string, nr: string, postal: string, city: string): string {
  return `${[street, nr].filter(Boolean).join(' ')}, ${[postal, city].filter(Boolean).join(' ')}`.trim();
}

/**
 * Reads what the confirmation of order `id` shows, or null when the order does not exist: airports by
 * name, and the cities in the order's language (core's place-name rule).
 */
export async function loadConfirmationOrder(db: Queryable, id: number): Promise<ConfirmationOrder | null> {
  const row = await findMailOrderRow(db, id);
  if (!row) return null;
  const {
    heenstraat,
    heennr,
    heenpostnr,
    heenstad,
    terugstraat,
    terugnr,
    terugpostnr,
    terugstad,
    event_id,
    event_names,
    venue,
    ...rest
  } = row;
  const lang = langOf(row.taal);
  const texts = Object.fromEntries(
    Object.entries(event_names ?? {}).map(([l, name]) => [l, { name, description: '' }]),
  );
  const event = event_id !== null ? { name: eventText(texts, lang)?.name ?? '', venue: venue ?? '' } : null;
  const names = await loadPlaceNames(db, { postals: [heenpostnr, terugpostnr], airports: [] }, lang);
  return {
    ...rest,
    extras: bookedExtras(row),
    event,
    heenadres: addressLine(heenstraat, heennr, heenpostnr, names.city(heenpostnr, heenstad)),
    terugadres: addressLine(terugstraat, terugnr, terugpostnr, names.city(terugpostnr, terugstad)),
  };
}

/**
 * Sends the confirmation of order `id` (booking code, settlement, legs, and `booking-<BONNR>.ics`) to
 * the customer. Callers make sure it runs once per order (server/payment/confirmation.ts).
 */
export async function sendOrderConfirmation(ctx: AppContext, id: number): Promise<SentMail> {
  const order = await loadConfirmationOrder(ctx.db, id);
  if (!order) throw new Error(`Order ${id} does not exist.`);
  const host = new URL(ctx.config.publicUrl).hostname || 'localhost';
  const mail = composeConfirmation(
    order,
    host,
    new Date(),
    manageLink(ctx.config.publicUrl, langOf(order.taal), order.ecode, order.emailklant),
  );
  return sendMail(ctx, {
    to: order.emailklant,
    lang: langOf(order.taal),
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
