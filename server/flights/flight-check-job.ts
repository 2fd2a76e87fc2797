/**
 * The flight check as scheduled work (issue 26), claimed in the database like the reminders: for each
 * return leg of today and tomorrow with a flight number whose scheduled landing is at most 4 hours
 * away (core's FLIGHT_WATCH_HOURS) and not more than 12 hours past, the configured flight-status
 * source is asked at most once per 15 minutes (core's FLIGHT_CHECK_MINUTES) until the flight has
 * landed, and its answer is recorded (./landing-service.ts), moving the pickup and owing the driver
 * a message when it moves more than 15 minutes. A unit is one leg in one 15-minute slot, so two
 * processes ask once. A provider that is down, slow or answers nonsense changes no landing and no
 * pickup: the leg is asked again in the next slot. A landing set by the dispatcher is left alone.
 */
import {
  FLIGHT_CHECK_MINUTES,
  FLIGHT_WATCH_HOURS,
  SCHEDULED_STATUSES,
  addDays,
  brusselsInstant,
  brusselsToday,
  isScheduled,
  isValidTime,
} from '../../core';
import {
  findReturnLegLanding,
  listLegsToCheck,
  touchLandingCheck,
  type ReturnLegLandingRow,
} from '../data/flights/flight-landings-repo';
import type { JobKind } from '../jobs/scheduler';
import { log } from '../log';
import { wakeDriverPickupMoved } from './driver-pickup-moved';
import { ServiceRefusal } from '../service-refusal';
import { flightStatusSource } from './flight-status-source';
import { recordLanding } from './landing-service';

/** The kind name of the flight check in `job_units`. */
export const FLIGHT_CHECK_KIND = 'flight-check';

const SLOT_MS = FLIGHT_CHECK_MINUTES * 60_000;
/** A flight not landed this long after its scheduled landing is not chased further. */
const GIVE_UP_MS = 12 * 3_600_000;

/** Whether leg `row` is to be asked about at `now` (see the file's comment). */
function isDue(row: ReturnLegLandingRow, now: Date): boolean {
  if (!isScheduled(row.status) || row.heenterug === 'H' || row.event_id !== null || !row.flight) return false;
  if (row.source === 'dispatcher' || row.landed) return false;
  if (row.checked_at && now.getTime() - row.checked_at.getTime() < SLOT_MS) return false;
  // Without a booked landing time, the flight is watched through the whole day.
  const scheduled = isValidTime(row.flight_time)
    ? brusselsInstant(row.date, row.flight_time)
    : brusselsInstant(row.date, '12:00');
  if (!scheduled) return false;
  const watchFrom =
    scheduled.getTime() - (isValidTime(row.flight_time) ? FLIGHT_WATCH_HOURS * 3_600_000 : GIVE_UP_MS);
  return now.getTime() >= watchFrom && now.getTime() <= scheduled.getTime() + GIVE_UP_MS;
}

/** The flight check as a job kind. */
export const flightCheckJob: JobKind = {
  kind: FLIGHT_CHECK_KIND,
  async findDue(ctx, now, limit) {
    if (!flightStatusSource(ctx.config)) return [];
    const today = brusselsToday(now);
    const rows = await listLegsToCheck(ctx.db, {
      from: today,
      to: addDays(today, 1),
      statuses: SCHEDULED_STATUSES,
      checkedBefore: new Date(now.getTime() - SLOT_MS),
      limit: limit * 4,
    });
    const slot = Math.floor(now.getTime() / SLOT_MS);
    return rows
      .filter((r) => isDue(r, now))
      .slice(0, limit)
      .map((r) => `${r.order_id}@${slot}`);
  },
  async run(ctx, key, now) {
    const source = flightStatusSource(ctx.config);
    const orderId = Number(key.split('@')[0]);
    if (!source || !Number.isInteger(orderId)) return;
    const row = await findReturnLegLanding(ctx.db, orderId);
    if (!row || !isDue(row, now)) return;
    let answer;
    try {
      answer = await source.landing({ flight: row.flight, date: row.date, airport: row.airport });
    } catch (e) {
      // Down, slow or nonsense: nothing changes; asked again in the next slot, never a failed unit.
      log.warn({ job: FLIGHT_CHECK_KIND, unit: key, err: e }, `flights: ${source.name} gave no answer`);
      await touchLandingCheck(ctx.db, orderId, row.flight, now);
      return;
    }
    if (!answer) {
      await touchLandingCheck(ctx.db, orderId, row.flight, now);
      return;
    }
    try {
      const done = await recordLanding(ctx.db, {
        orderId,
        landingAt: answer.landingAt,
        landed: answer.landed,
        source: 'provider',
        actor: 'system',
        now,
      });
      if (done.driverTold) wakeDriverPickupMoved(ctx);
    } catch (e) {
      if (!(e instanceof ServiceRefusal)) throw e;
      // A landing days away from the ride is another flight of that number: not this leg's.
      log.warn(
        { job: FLIGHT_CHECK_KIND, unit: key },
        `flights: ${source.name} answered another day's flight`,
      );
      await touchLandingCheck(ctx.db, orderId, row.flight, now);
    }
  },
};
