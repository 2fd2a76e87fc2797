/**
 * What staff change on one leg of an order (issue 13): its pickup time (operator and dispatcher) and
 * its outcome once driven, done or no-show (operator and dispatcher: the dispatcher hears it from the
 * driver). Each change locks the order's row, checks the leg, writes the change and its audit entry in
 * one transaction; setting what is already there changes nothing and writes nothing.
 */
import {
  brusselsToday,
  isScheduled,
  outcomeTooEarly,
  pickupTimeProblem,
  type LegOutcome,
  type PickupTimeProblem,
} from '../../core';
import { oweMail } from '../mail/owed-mails';
import type { Database, Queryable } from '../data/database';
import {
  lockOrderLeg,
  writeLegOutcome,
  writePickupTime,
  type LegCode,
  type LegRow,
} from '../data/orders/backoffice-leg-actions-repo';
import { ApiError } from '../http/envelope';
import { recordAudit } from './audit';
import type { Staff } from './staff';

export type { LegCode };

/** What a leg can become once driven ('' clears the mark): core's answer type. */
export type { LegOutcome };

/**
 * Checks that order `id` (its `row` as locked, null when there is none) has leg `leg` and rides: 404
 * for an unknown order or a leg it does not have, 409 for an order that is not planned and driven.
 * Every staff change of a leg (pickup time, outcome, driver and vehicle) asks this first.
 */
export function assertLegRides<R extends { status: string; heenterug: string }>(
  row: R | null,
  id: number,
  leg: LegCode,
): R {
  if (!row) throw new ApiError(404, 'not_found', `There is no order ${id}.`, 'id');
  const booked = leg === 'H' ? row.heenterug !== 'T' : row.heenterug !== 'H';
  if (!booked)
    throw new ApiError(
      404,
      'not_found',
      `Order ${id} has no ${leg === 'H' ? 'departure' : 'return'} leg.`,
      'leg',
    );
  if (!isScheduled(row.status))
    throw new ApiError(
      409,
      'not_riding',
      `Order ${id} is ${row.status}: only paid, invoiced and free orders are planned and driven.`,
      'id',
    );
  return row;
}

/** Locks order `id` and reads leg `leg`; {@link assertLegRides} refuses what cannot be changed. */
async function lockLeg(tx: Queryable, id: number, leg: LegCode): Promise<LegRow> {
  return assertLegRides(await lockOrderLeg(tx, id, leg), id, leg);
}

const PICKUP_MESSAGES: Record<PickupTimeProblem, string> = {
  format: 'a 24-hour time HH:mm is required',
  not_before_flight: 'the departure pickup must lie before the flight time',
  before_landing: 'the return pickup cannot lie before the landing time',
};

/**
 * What else a pickup change must respect, asked in its transaction before the write: the driver's and
 * vehicle's other legs (server/fleet/, which sits above this folder and is passed in by the route).
 */
export type PickupCheck = (tx: Queryable) => Promise<void>;

/**
 * Sets the pickup time of leg `leg` of order `id` to `time` ('HH:mm' on the leg's own day, core's
 * pickupTimeProblem) as `staff`, answering the time it replaced ('' for none) and whether it changed.
 * 409 for a leg whose day has passed (Brussels, `now`). `customerMail` false leaves the customer's
 * pickup-time mail to the caller (an accepted pickup-time wish tells the new time in its own answer).
 */
export async function setPickupTime(
  db: Database,
  staff: Staff,
  id: number,
  leg: LegCode,
  time: string,
  now: Date,
  fits?: PickupCheck,
  customerMail = true,
): Promise<{ before: string; changed: boolean }> {
  return db.transaction(async (tx) => {
    const row = await lockLeg(tx, id, leg);
    const problem = pickupTimeProblem(leg, time, row.flight_time);
    if (problem)
      throw new ApiError(
        400,
        'invalid_request',
        `The field "pickup_time" is invalid: ${PICKUP_MESSAGES[problem]}${row.flight_time ? ` (flight ${row.flight_time})` : ''}.`,
        'pickup_time',
      );
    if (row.date < brusselsToday(now))
      throw new ApiError(409, 'too_late', `The ride of ${row.date} has already taken place.`, 'leg');
    if (row.pickup_time === time) return { before: time, changed: false };
    await fits?.(tx);
    await writePickupTime(tx, id, leg, time);
    await recordAudit(tx, staff, {
      action: 'order.pickup_time',
      entity: 'order',
      entityId: id,
      before: { leg, pickup_time: row.pickup_time },
      after: { leg, pickup_time: time },
    });
    // The customer is owed a mail with the new time, sent by the scheduler once this commits.
    if (customerMail) await oweMail(tx, 'pickup_time', id, { leg, before: row.pickup_time });
    return { before: row.pickup_time, changed: true };
  });
}

/**
 * Marks leg `leg` of order `id` as `outcome` as `staff`. A leg is marked once its day has come
 * (Brussels, `now`): 409 for a ride still ahead.
 */
export async function setLegOutcome(
  db: Database,
  staff: Staff,
  id: number,
  leg: LegCode,
  outcome: LegOutcome,
  now: Date,
): Promise<{ changed: boolean }> {
  return db.transaction(async (tx) => {
    const row = await lockLeg(tx, id, leg);
    // The driver's day reports the same outcome by the same day rule (core/leg-states.ts).
    if (outcomeTooEarly(row.date, brusselsToday(now)))
      throw new ApiError(409, 'too_early', `The ride of ${row.date} has not taken place yet.`, 'leg');
    if (row.outcome === outcome) return { changed: false };
    await writeLegOutcome(tx, id, leg, outcome);
    await recordAudit(tx, staff, {
      action: 'order.leg_outcome',
      entity: 'order',
      entityId: id,
      before: { leg, outcome: row.outcome },
      after: { leg, outcome },
    });
    return { changed: true };
  });
}
