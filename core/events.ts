/**
 * The rules of events (SPEC 1 "extra areas", 3 "Event", 8 "Events"): when an event counts as past,
 * when a ride to it can still be booked, which language its texts are shown in, the default times of
 * the rides to and from it, and what an organiser's event needs. Dates are 'YYYY/MM/DD' and times
 * 'HH:mm' in Europe/Brussels; `today` is passed in (core reads no clock).
 */
import { addDays, isValidDate, isValidTime } from './dates';
import { LANGS, type Lang } from './locales';

/** The statuses an event is stored with; 'past' is never stored but read from its dates. */
export const EVENT_STATUSES = ['draft', 'published', 'withdrawn'] as const;

/** A stored event status. */
export type EventStatus = (typeof EVENT_STATUSES)[number];

/** What an event is today: its stored status, or 'past' once its last day is over. */
export type EventPhase = EventStatus | 'past';

/** The dates and times of an event. */
export interface EventDates {
  startDate: string;
  startTime: string;
  /** Null when the event gives no end. */
  endDate: string | null;
  endTime: string | null;
  /** The last day (inclusive) a ride to the event can be booked. */
  bookingDeadline: string;
}

/** Minutes before the start at which a ride to an event arrives, unless the customer chooses. */
export const EVENT_ARRIVAL_MARGIN_MINUTES = 30;

/** The longest reason an operator gives when refusing an organiser's request (it goes into the e-mail). */
export const ORGANISER_REFUSAL_REASON_MAX = 500;

/** Hours after the start at which the ride home picks up when the event gives no end. */
export const EVENT_DEFAULT_HOURS = 3;

/** The last day of an event: its end date, else its start date. */
export function eventLastDay(d: EventDates): string {
  return d.endDate ?? d.startDate;
}

/**
 * Tells whether an event's booking deadline (the last day a ride can be booked, inclusive,
 * 'YYYY/MM/DD') has passed on `today` (Brussels).
 *
 * @example isBookingDeadlinePassed('2026/05/01', '2026/05/01') // false
 * @example isBookingDeadlinePassed('2026/05/01', '2026/05/02') // true
 */
export function isBookingDeadlinePassed(bookingDeadline: string, today: string): boolean {
  return bookingDeadline < today;
}

/** Tells what an event is on `today`: 'past' after its last day, else its stored status. */
export function eventPhase(status: EventStatus, d: EventDates, today: string): EventPhase {
  return eventLastDay(d) < today ? 'past' : status;
}

/** Why a ride to an event cannot be booked on `today`. */
export type EventRefusal = 'withdrawn' | 'past' | 'deadline' | 'unpublished';

/**
 * Tells why a ride to an event cannot be booked on `today`, or null when it can: a withdrawn event,
 * a past one, one whose booking deadline has passed, or a draft.
 *
 * @example eventBookingRefusal('published', { ...dates, bookingDeadline: '2026/05/01' }, '2026/05/02') // 'deadline'
 */
export function eventBookingRefusal(status: EventStatus, d: EventDates, today: string): EventRefusal | null {
  if (status === 'withdrawn') return 'withdrawn';
  if (eventLastDay(d) < today) return 'past';
  if (status !== 'published') return 'unpublished';
  if (isBookingDeadlinePassed(d.bookingDeadline, today)) return 'deadline';
  return null;
}

/**
 * Tells whether `date` can be the day of a ride of an event: the ride to it (`heen`) on its first day
 * or the day before (an early start), the ride home (`terug`) from its first day to the day after its
 * last (a night that ends after midnight).
 */
export function isEventRideDate(d: EventDates, leg: 'heen' | 'terug', date: string): boolean {
  if (!isValidDate(date)) return false;
  return leg === 'heen'
    ? date >= addDays(d.startDate, -1) && date <= eventLastDay(d)
    : date >= d.startDate && date <= addDays(eventLastDay(d), 1);
}

/** An event's name and description in each language it is offered in. */
export type EventTexts = Partial<Record<Lang, { name: string; description: string }>>;

/**
 * Picks the texts of an event for a reader of `lang`: that language when the event offers it, else
 * the first offered one in the order nl, fr, en. `lang` of the answer says which language it is in
 * (the page marks it with a `lang` attribute); null when the event offers none.
 */
export function eventText(
  texts: EventTexts,
  lang: Lang,
): { lang: Lang; name: string; description: string } | null {
  const pick = texts[lang]?.name ? lang : LANGS.find((l) => texts[l]?.name);
  if (!pick) return null;
  const t = texts[pick]!;
  return { lang: pick, name: t.name, description: t.description };
}

function minutesOf(time: string): number {
  const [h, m] = time.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

function timeOf(minutes: number): string {
  const m = ((minutes % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

/** The default times of the rides to and from an event. */
export interface EventRideTimes {
  /** The day and time the ride to the event arrives at the venue. */
  arrivalDate: string;
  arrivalTime: string;
  /** The day and time the ride home picks up at the venue. */
  pickupDate: string;
  pickupTime: string;
}

/**
 * The default times of the rides of an event: arrival {@link EVENT_ARRIVAL_MARGIN_MINUTES} minutes
 * before the start, pick-up at the end, or {@link EVENT_DEFAULT_HOURS} hours after the start when
 * the event gives no end (the day moves on past midnight).
 */
export function eventRideTimes(d: EventDates): EventRideTimes {
  const start = minutesOf(d.startTime);
  const arrival = start - EVENT_ARRIVAL_MARGIN_MINUTES;
  const arrivalDate = arrival < 0 ? addDays(d.startDate, -1) : d.startDate;
  if (d.endDate !== null && d.endTime !== null) {
    return { arrivalDate, arrivalTime: timeOf(arrival), pickupDate: d.endDate, pickupTime: d.endTime };
  }
  const pickup = start + EVENT_DEFAULT_HOURS * 60;
  return {
    arrivalDate,
    arrivalTime: timeOf(arrival),
    pickupDate: pickup >= 1440 ? addDays(d.startDate, 1) : d.startDate,
    pickupTime: timeOf(pickup),
  };
}

/** The fields of an event an organiser fills in that core checks. */
export interface EventInput extends EventDates {
  texts: EventTexts;
}

/**
 * Lists the fields of an organiser's event that are wrong, in form order: no language with a name
 * (`names`), a start that is no date or time, an end before the start or only half given (`endDate`,
 * `endTime`), a deadline that is no date or after the start (`bookingDeadline`). Empty when it is fine.
 */
export function eventInputProblems(e: EventInput): string[] {
  const problems: string[] = [];
  if (!LANGS.some((l) => (e.texts[l]?.name ?? '').trim() !== '')) problems.push('names');
  if (!isValidDate(e.startDate)) problems.push('startDate');
  if (!isValidTime(e.startTime)) problems.push('startTime');
  const hasEnd = e.endDate !== null || e.endTime !== null;
  if (hasEnd) {
    if (e.endDate === null || !isValidDate(e.endDate)) problems.push('endDate');
    else if (e.endTime === null || !isValidTime(e.endTime)) problems.push('endTime');
    else if (`${e.endDate} ${e.endTime}` <= `${e.startDate} ${e.startTime}`) problems.push('endDate');
  }
  // A deadline is only compared with a start that is a date.
  const afterStart = isValidDate(e.startDate) && e.bookingDeadline > e.startDate;
  if (!isValidDate(e.bookingDeadline) || afterStart) problems.push('bookingDeadline');
  return problems;
}

/**
 * Makes the public slug of an organisation: lower case, accents dropped, every run of other
 * characters one hyphen, at most 60 characters; 'organiser' when nothing is left. The server adds a
 * number when the slug is taken.
 *
 * @example organiserSlug('Gentse Feesten vzw') // 'gentse-feesten-vzw'
 */
export function organiserSlug(organisation: string): string {
  const slug = organisation
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || 'organiser';
}

/** Tells whether `slug` has the form {@link organiserSlug} gives (with an optional number added). */
export function isOrganiserSlug(slug: string): boolean {
  return /^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug) && slug.length <= 64;
}

/**
 * Tells whether an organiser's phone number looks like one: digits with an optional leading +, and
 * spaces, dots, slashes, hyphens or brackets between them, 6 to 30 characters. A landline is fine
 * here (it is the organisation's number, not a booking's mobile number).
 */
export function isOrganiserPhone(phone: string): boolean {
  return /^\+?[0-9][0-9 ()./-]{5,29}$/.test(phone.trim());
}

/** Tells whether an organiser's website is an http or https address with a host name. */
export function isWebsite(url: string): boolean {
  return /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(url.trim());
}
