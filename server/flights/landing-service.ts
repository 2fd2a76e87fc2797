/**
 * The landing of a return leg's flight and the pickup that follows it (issue 26). The flight check
 * (the provider's answer, actor 'system') and the dispatcher's hand-set landing both go through
 * {@link recordLanding}: one transaction locks the order, writes the landing and the effective pickup
 * (core's returnPickupAfterLanding), and when that pickup lies more than 15 minutes from what the
 * driver was last told, marks the move (the sheet's old → new) and owes the driver a message once per
 * landing. Each change of the landing is audited.
 */
import {
  NO_LANDING,
  brusselsDateTime,
  brusselsInstant,
  daysBetween,
  isPickupMoveToTell,
  isScheduled,
  legClock,
  minutesOfTime,
  returnPickupAfterLanding,
  type LandingSource,
  type LegLanding,
} from '../../core';
import { recordAudit, type AuditActor } from '../backoffice/audit';
import type { Database, Queryable } from '../data/database';
import {
  landingsOfOrders,
  lockReturnLegLanding,
  writeLanding,
  type ReturnLegLandingRow,
} from '../data/flights/flight-landings-repo';
import { ServiceRefusal } from '../service-refusal';
import { oweDriverPickupMoved } from './driver-pickup-moved';

/** A landing to record. */
export interface LandingInput {
  orderId: number;
  /** The expected or actual landing. */
  landingAt: Date;
  landed: boolean;
  source: LandingSource;
  /** 'system' for the flight check, the staff member for a hand-set landing. */
  actor: AuditActor;
  now: Date;
}

/** What recording a landing did. */
export interface LandingRecorded {
  landing: LegLanding;
  /** Whether a message about a moved pickup was owed to the driver. */
  driverTold: boolean;
  /** Whether anything changed (an identical landing again changes nothing). */
  changed: boolean;
}

/** Brussels 'HH:mm' of an instant, '' for none. */
const clock = (at: Date | null) => (at ? brusselsDateTime(at).time : '');

/**
 * The sheet's landing fields of one stored landing row. The effective pickup is worked out again from
 * the leg as it is now, so a pickup the dispatcher planned anew after the landing is followed.
 */
export function legLandingOf(row: ReturnLegLandingRow): LegLanding {
  if (!row.landing_at || !row.source) return { ...NO_LANDING };
  return {
    landing_time: clock(row.landing_at),
    landing_source: row.source,
    landed: row.landed === true,
    effective_pickup: clock(effectivePickup(row, row.landing_at).at),
    pickup_moved_from: clock(row.moved_from_at),
  };
}

/** The effective pickup of leg `row` after a landing at `landingAt` (core's rule), in leg minutes and as an instant. */
function effectivePickup(row: ReturnLegLandingRow, landingAt: Date): { minutes: number; at: Date | null } {
  const minutes = returnPickupAfterLanding({
    plannedPickup: row.pickup_time,
    scheduledLanding: row.flight_time,
    landingMinutes: legMinutes(row.date, landingAt),
  });
  const eff = legClock(row.date, minutes);
  return { minutes, at: brusselsInstant(eff.date, eff.time) ?? null };
}

/**
 * The landing fields of the return legs of `orderIds` that have a landing, by order id: for the dispatch
 * sheet and the driver's day (server/driver/ may call it with the ids of the driver's legs).
 */
export async function returnLegLandings(
  db: Queryable,
  orderIds: readonly number[],
): Promise<Map<number, LegLanding>> {
  const rows = await landingsOfOrders(db, orderIds);
  return new Map(rows.map((r) => [r.order_id, legLandingOf(r)]));
}

/** `legs` with the landing fields added to each return leg (the dispatch sheet, JSON and CSV). */
export async function withLandings<L extends { order_id: number; leg: 'H' | 'T' }>(
  db: Queryable,
  legs: readonly L[],
): Promise<(L & Partial<LegLanding>)[]> {
  const landings = await returnLegLandings(
    db,
    legs.filter((l) => l.leg === 'T').map((l) => l.order_id),
  );
  return legs.map((l) => (l.leg === 'T' ? { ...l, ...(landings.get(l.order_id) ?? NO_LANDING) } : l));
}

/** Refuses a leg that has no flight to meet or no ride to plan. */
function checkLeg(row: ReturnLegLandingRow | null, orderId: number): asserts row is ReturnLegLandingRow {
  if (!row) throw new ServiceRefusal('not_found', ['id'], `There is no order ${orderId}.`);
  if (row.heenterug === 'H')
    throw new ServiceRefusal('not_found', ['leg'], `Order ${orderId} has no return leg.`);
  if (row.event_id !== null)
    throw new ServiceRefusal(
      'conflict',
      ['leg'],
      `Order ${orderId} rides back from an event: there is no flight to meet.`,
    );
  if (!isScheduled(row.status))
    throw new ServiceRefusal(
      'conflict',
      ['id'],
      `Order ${orderId} is ${row.status}: only paid, invoiced and free orders are planned and driven.`,
    );
}

/** Minutes from midnight of the leg's day `date` to the instant `at` (Brussels wall clock). */
function legMinutes(date: string, at: Date): number {
  const local = brusselsDateTime(at);
  return daysBetween(date, local.date) * 1440 + (minutesOfTime(local.time) ?? 0);
}

/**
 * Records the landing of `input` for the order's return leg in its own transaction (see the file's
 * comment). Refuses (ServiceRefusal) an unknown order, one without a return leg, a ride back from an
 * event and an order that does not ride; a landing more than a day from the leg's date is refused as
 * `landing_time`.
 */
export async function recordLanding(db: Database, input: LandingInput): Promise<LandingRecorded> {
  return db.transaction(async (tx) => {
    const row = await lockReturnLegLanding(tx, input.orderId);
    checkLeg(row, input.orderId);
    const minutes = legMinutes(row.date, input.landingAt);
    if (minutes < -1440 || minutes >= 2 * 1440)
      throw new ServiceRefusal(
        'invalid',
        ['landing_time'],
        `a landing on or about the ride's day ${row.date}`,
      );
    const { minutes: effMinutes, at: effectiveAt } = effectivePickup(row, input.landingAt);
    // What the driver was last told: the last move sent, else the planned pickup.
    const told = row.told_pickup_at ?? brusselsInstant(row.date, row.pickup_time) ?? null;
    const sameLanding =
      row.landing_at?.getTime() === input.landingAt.getTime() &&
      row.landed === input.landed &&
      row.source === input.source;
    let toldAt = row.told_pickup_at;
    let movedFrom = row.moved_from_at;
    let driverTold = false;
    if (told && effectiveAt && isPickupMoveToTell(legMinutes(row.date, told), effMinutes)) {
      movedFrom = told;
      toldAt = effectiveAt;
      driverTold = await oweDriverPickupMoved(tx, {
        orderId: input.orderId,
        flight: row.flight,
        landingAt: input.landingAt,
        from: told,
        to: effectiveAt,
      });
    }
    await writeLanding(tx, {
      orderId: input.orderId,
      flight: row.flight,
      landingAt: input.landingAt,
      landed: input.landed,
      source: input.source,
      checkedAt: input.now,
      setBy: typeof input.actor === 'object' && 'userId' in input.actor ? input.actor.userId : null,
      effectivePickupAt: effectiveAt,
      toldPickupAt: toldAt,
      movedFromAt: movedFrom,
    });
    if (!sameLanding)
      await recordAudit(tx, input.actor, {
        action: 'order.landing',
        entity: 'order',
        entityId: input.orderId,
        before: {
          leg: 'T',
          landing_at: row.landing_at,
          source: row.source,
          effective_pickup_at: row.effective_pickup_at,
        },
        after: {
          leg: 'T',
          landing_at: input.landingAt,
          landed: input.landed,
          source: input.source,
          effective_pickup_at: effectiveAt,
          ...(driverTold || movedFrom !== row.moved_from_at
            ? { pickup_moved_from: movedFrom, driver_told: driverTold }
            : {}),
        },
      });
    const landing = legLandingOf({
      ...row,
      landing_at: input.landingAt,
      landed: input.landed,
      source: input.source,
      effective_pickup_at: effectiveAt,
      told_pickup_at: toldAt,
      moved_from_at: movedFrom,
    });
    return { landing, driverTold, changed: !sameLanding };
  });
}
