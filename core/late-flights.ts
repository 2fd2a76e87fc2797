/**
 * Late flights (issue 26): the driver's free waiting times, and where the return leg's pickup lies once
 * the flight's landing is known. One rule, used by the scheduled flight check, the dispatcher's hand-set
 * landing, the dispatch sheet and the driver's day: the pickup keeps its distance to the landing that
 * the dispatcher planned (time for passport control and baggage), follows a late landing, and never
 * comes earlier than planned (a driver cannot be asked to come sooner at short notice; the traveller
 * of an early flight waits at the meeting point). Times are Brussels wall-clock minutes counted from
 * midnight of the leg's own day, so a landing after midnight is 1440 and more.
 */
import { addDays, isValidTime } from './dates';
import { pickupTimeProblem } from './pickup-time';
import type { LegLanding } from './flights-types';
import { LANDING_WAIT_MINUTES, PICKUP_WAIT_MINUTES } from './reminders';

/** The driver's free waiting times the operator sets in the back office. */
export interface WaitingTimes {
  /** Minutes the airport driver waits after the (actual) landing, free of charge. */
  afterLandingMinutes: number;
  /** Minutes the driver waits at a home pickup, free of charge. */
  atHomeMinutes: number;
}

/** SPEC 9's waiting times, in force until the operator sets others: 30 minutes after landing, 10 at home. */
export const DEFAULT_WAITING_TIMES: Readonly<WaitingTimes> = {
  afterLandingMinutes: LANDING_WAIT_MINUTES,
  atHomeMinutes: PICKUP_WAIT_MINUTES,
};

/** The longest waiting time the back office accepts, in minutes (3 hours). */
export const MAX_WAITING_MINUTES = 180;

/** Whether `minutes` is a waiting time the operator may set: a whole number from 0 to 180. */
export function isWaitingMinutes(minutes: unknown): minutes is number {
  return Number.isInteger(minutes) && (minutes as number) >= 0 && (minutes as number) <= MAX_WAITING_MINUTES;
}

/** A pickup that moves more than this many minutes from what the driver was told is sent to the driver. */
export const PICKUP_MOVE_NOTICE_MINUTES = 15;

/** The flight-status source is asked about one flight at most once per this many minutes. */
export const FLIGHT_CHECK_MINUTES = 15;

/** Flights are watched from this many hours before their scheduled landing. */
export const FLIGHT_WATCH_HOURS = 4;

/** Reads 'HH:mm' as minutes from midnight; undefined when it is not a 24-hour time. */
export function minutesOfTime(time: string): number | undefined {
  if (!isValidTime(time)) return undefined;
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

/** Writes minutes from midnight of `date` as the Brussels wall-clock date and 'HH:mm' they fall on. */
export function legClock(date: string, minutes: number): { date: string; time: string } {
  const days = Math.floor(minutes / 1440);
  const rest = minutes - days * 1440;
  const pad = (n: number) => String(n).padStart(2, '0');
  return { date: addDays(date, days), time: `${pad(Math.floor(rest / 60))}:${pad(rest % 60)}` };
}

/** What the return pickup rule needs of one return leg. */
export interface ReturnPickupFacts {
  /** The pickup the dispatcher planned ('HH:mm', '' when none yet). */
  plannedPickup: string;
  /** The flight's scheduled landing as the customer booked it ('HH:mm', '' when unknown). */
  scheduledLanding: string;
  /** The expected or actual landing, in minutes from midnight of the leg's day. */
  landingMinutes: number;
}

/**
 * The return leg's effective pickup, in minutes from midnight of the leg's day: the landing plus the
 * planned distance between landing and pickup (never negative: core's pickupTimeProblem keeps a return
 * pickup at or after the landing), and never before the planned pickup. Without a planned pickup it is
 * the landing plus the usual distance of none, so the driver's day still shows when to be there.
 */
export function returnPickupAfterLanding(facts: ReturnPickupFacts): number {
  const planned = minutesOfTime(facts.plannedPickup);
  const scheduled = minutesOfTime(facts.scheduledLanding);
  const margin =
    planned !== undefined &&
    scheduled !== undefined &&
    pickupTimeProblem('T', facts.plannedPickup, facts.scheduledLanding) === null
      ? planned - scheduled
      : 0;
  const following = facts.landingMinutes + margin;
  return planned === undefined ? following : Math.max(planned, following);
}

/** Whether a pickup moved from `toldMinutes` to `nowMinutes` is a change the driver must be told of. */
export function isPickupMoveToTell(toldMinutes: number, nowMinutes: number): boolean {
  return Math.abs(nowMinutes - toldMinutes) > PICKUP_MOVE_NOTICE_MINUTES;
}

/** A leg with nothing known of its landing. */
export const NO_LANDING: Readonly<LegLanding> = {
  landing_time: '',
  landing_source: '',
  landed: false,
  effective_pickup: '',
  pickup_moved_from: '',
};
