/**
 * What a customer may still do with a booking, and what cancelling it costs (SPEC 9 "Terms", issue 12).
 * One table holds both cancellation scales; the server's cancel call, the manage page and /terms all
 * read it. Pure: the moment of the question is a parameter, Brussels wall-clock times are turned into
 * instants with time-zone data only.
 */
import { REFUND_COUPON_VALID_YEARS } from './service-terms';
import type { Cents } from './tariff';
import { BOOKING_TIME_ZONE, dayNumber, isValidTime } from './dates';

/**
 * The two cancellation scales the specification knows (SPEC 9 "Terms"): 'intl', free until 24 hours
 * before pickup then the full price; 'nl', the Dutch terms' scale. Since issue 27 one scale, the
 * operator's setting, applies to every order whatever its language (core/READINGS.md).
 */
export type TermsVersion = 'nl' | 'intl';

/** The scale in force until the operator chooses another: free until 24 hours, then full (issue 27). */
export const DEFAULT_CANCELLATION_SCALE: TermsVersion = 'intl';

/** The scales the operator may choose from, default first. */
export const CANCELLATION_SCALE_IDS: readonly TermsVersion[] = ['intl', 'nl'];

/** Tells whether `value` names one of the two scales. */
export function isCancellationScale(value: unknown): value is TermsVersion {
  return value === 'intl' || value === 'nl';
}

/** What one step of a scale charges: nothing, a fixed fee, a share with a minimum, or the full price. */
export type CancellationCharge =
  | { kind: 'free' }
  | { kind: 'fee'; cents: Cents }
  | { kind: 'share'; percent: number; minimumCents: Cents }
  | { kind: 'full' };

/** One step of a scale: it applies from `minutesBefore` pickup (inclusive) until the step above. */
export interface CancellationStep {
  /** The step applies when at least this many minutes remain before pickup; the last step has 0. */
  minutesBefore: number;
  charge: CancellationCharge;
}

const HOUR = 60;
const DAY = 24 * HOUR;

/**
 * The two scales, earliest step first. Dutch terms: 14 days or more before pickup free; from 4 days a
 * EUR 15 administrative fee; from 24 hours 50 % with a minimum of EUR 30; less than 24 hours the full
 * price. French and English terms: free until 24 hours before pickup, then the full price. Each step
 * includes its boundary: exactly 14 days before is still free (core/READINGS.md).
 */
export const CANCELLATION_SCALES: Readonly<Record<TermsVersion, readonly CancellationStep[]>> = {
  nl: [
    { minutesBefore: 14 * DAY, charge: { kind: 'free' } },
    { minutesBefore: 4 * DAY, charge: { kind: 'fee', cents: 1500 } },
    { minutesBefore: 24 * HOUR, charge: { kind: 'share', percent: 50, minimumCents: 3000 } },
    { minutesBefore: 0, charge: { kind: 'full' } },
  ],
  intl: [
    { minutesBefore: 24 * HOUR, charge: { kind: 'free' } },
    { minutesBefore: 0, charge: { kind: 'full' } },
  ],
};

/** Changes that keep the price (flight, house number, phone, names) are taken until this long before pickup. */
export const CHANGE_CUTOFF_MINUTES = 24 * HOUR;

/**
 * The last day a refund coupon made on `today` ('YYYY/MM/DD', Brussels) can be used: the same day a
 * year later (SPEC 1: valid one year), 28 February for a coupon made on 29 February.
 */
export function refundCouponValidUntil(today: string): string {
  const year = String(Number(today.slice(0, 4)) + REFUND_COUPON_VALID_YEARS).padStart(4, '0');
  const monthDay = today.slice(5) === '02/29' ? '02/28' : today.slice(5);
  return `${year}/${monthDay}`;
}

/** The step of `scale` that applies `minutesBefore` pickup (negative: pickup has passed). */
export function cancellationStep(terms: TermsVersion, minutesBefore: number): CancellationStep {
  const scale = CANCELLATION_SCALES[terms];
  return scale.find((step) => minutesBefore >= step.minutesBefore) ?? scale[scale.length - 1]!;
}

/** What cancelling one priced leg costs and gives back, in cents. */
export interface CancellationAmounts {
  chargeCents: Cents;
  refundCents: Cents;
}

/**
 * What cancelling a leg of `priceCents` costs `minutesBefore` its pickup under `terms`. The charge never
 * exceeds the price: a EUR 10 ride cancelled under the EUR 15 fee refunds nothing, and 50 % with a
 * minimum of EUR 30 of a EUR 40 ride is EUR 30.
 */
export function cancellationAmounts(
  terms: TermsVersion,
  priceCents: Cents,
  minutesBefore: number,
): CancellationAmounts {
  const { charge } = cancellationStep(terms, minutesBefore);
  const raw =
    charge.kind === 'free'
      ? 0
      : charge.kind === 'fee'
        ? charge.cents
        : charge.kind === 'share'
          ? Math.max(charge.minimumCents, Math.round((priceCents * charge.percent) / 100))
          : priceCents;
  const chargeCents = Math.min(priceCents, raw);
  return { chargeCents, refundCents: priceCents - chargeCents };
}

const offsetFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: BOOKING_TIME_ZONE,
  timeZoneName: 'longOffset',
});

/** The offset of Brussels from UTC at instant `ms`, in minutes (60 in winter, 120 in summer). */
function brusselsOffsetMinutes(ms: number): number {
  const name = offsetFormat.formatToParts(ms).find((p) => p.type === 'timeZoneName')?.value ?? '';
  const match = /GMT([+-])(\d\d):(\d\d)/.exec(name);
  if (!match) return 0;
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
}

/**
 * The instant of a Brussels wall-clock date and time, or undefined when either is not valid. A time
 * that does not exist (the hour skipped in spring) is read with the winter offset, one that happens
 * twice (autumn) as its first occurrence.
 */
export function brusselsInstant(date: string, time: string): Date | undefined {
  const day = dayNumber(date);
  if (day === undefined || !isValidTime(time)) return undefined;
  const wall = day * DAY * 60_000 + (Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))) * 60_000;
  const first = wall - brusselsOffsetMinutes(wall) * 60_000;
  return new Date(wall - brusselsOffsetMinutes(first) * 60_000);
}

/** The leg of an order whose pickup is asked: its date, flight time and the operator's pickup time. */
export interface PickupInput {
  /** 'YYYY/MM/DD' in Brussels. */
  date: string;
  /** The pickup time the operator set ('HH:mm'), or '' while it is not set. */
  operatorTime: string;
  /** Departure leg: the flight's time; return leg: the landing time ('HH:mm'), or ''. */
  flightTime: string;
  /** Departure leg: the hours the customer wants to be at the airport early; return leg: 0. */
  marginHours: number;
  /** Departure leg: the driving minutes (0 when unknown); return leg: 0, the driver waits at arrivals. */
  rideMinutes: number;
}

/**
 * The pickup instant of a leg, against which the terms count: the operator's pickup time when set;
 * else the flight time less the airport margin and the drive (a return leg: the landing time); else
 * the leg's date at 00:00, the earliest the ride can be. Undefined for an invalid date.
 */
export function pickupInstant(leg: PickupInput): Date | undefined {
  if (isValidTime(leg.operatorTime)) return brusselsInstant(leg.date, leg.operatorTime);
  if (isValidTime(leg.flightTime)) {
    const flight = brusselsInstant(leg.date, leg.flightTime);
    if (!flight) return undefined;
    return new Date(flight.getTime() - (leg.marginHours * 60 + leg.rideMinutes) * 60_000);
  }
  return brusselsInstant(leg.date, '00:00');
}

/**
 * The pickup the cancellation scale counts from (issue 23): the earliest pickup the leg ever had, so a
 * change that moves the pickup later (a later flight time) never lowers what cancelling costs, while
 * one that moves it earlier counts from the new, earlier pickup. `earliest` is what the order kept
 * from before its changes (undefined while nothing was kept); undefined when neither is known.
 */
export function cancellationClockPickup(
  current: Date | undefined,
  earliest: Date | undefined,
): Date | undefined {
  if (current === undefined) return earliest;
  if (earliest === undefined) return current;
  return earliest.getTime() < current.getTime() ? earliest : current;
}

/** Whole minutes from `now` until `pickup` (negative once it has passed), rounded down. */
export function minutesUntil(pickup: Date, now: Date): number {
  return Math.floor((pickup.getTime() - now.getTime()) / 60_000);
}

/** Tells whether a change that keeps the price may still be made `minutesBefore` a leg's pickup. */
export function canChangeLeg(minutesBefore: number): boolean {
  return minutesBefore >= CHANGE_CUTOFF_MINUTES;
}
