/**
 * The driver's day (issue 26): a driver's own legs of today and tomorrow (Brussels), and the state the
 * driver reports of one of them. A leg that is not the driver's, or not of those days, is 404 whatever
 * the id: nothing tells a driver that another driver's leg exists.
 */
import {
  addDays,
  brusselsToday,
  driverPickupTime,
  legStateRefusal,
  mapsUrl,
  type DriverLeg,
  type LegState,
  type LegLanding,
  type LegStateRefusal,
} from '../../core';
import type { Database } from '../data/database';
import {
  assignedLegs,
  lockAssignedLeg,
  writeReportedState,
  type DriverLegRow,
} from '../data/driver/driver-day-repo';
import { returnLegLandings } from '../flights/landing-service';
import { ApiError } from '../http/envelope';

/** The days a driver sees at `now`: today and tomorrow in Brussels ('YYYY/MM/DD'). */
export function driverDays(now: Date): [string, string] {
  const today = brusselsToday(now);
  return [today, addDays(today, 1)];
}

/** A stored leg as the driver's screen reads it. */
function driverLeg(r: DriverLegRow): DriverLeg {
  const pickup = driverPickupTime({
    leg: r.leg,
    date: r.date,
    pickupTime: r.pickup_time,
    flightTime: r.flight_time,
    marginHours: r.margin_hours ?? 0,
    rideMinutes: r.ride_minutes ?? 0,
  });
  return {
    order_id: r.order_id,
    bonnr: r.bonnr,
    leg: r.leg,
    date: r.date,
    pickup_time: pickup.time,
    pickup_estimated: pickup.estimated,
    pickup_moved_from: '',
    landing_time: '',
    flight: r.flight,
    flight_time: r.flight_time,
    airport: r.airport,
    street: r.street,
    number: r.number,
    postcode: r.postcode,
    locality: r.locality,
    maps_url: mapsUrl(r),
    pax: r.pax,
    luggage: r.luggage,
    pets: r.pets,
    child_seats_small: r.child_seats_small,
    child_seats_medium: r.child_seats_medium,
    child_seats_large: r.child_seats_large,
    items: r.items,
    remarks: r.remarks,
    name: r.name,
    phone: r.phone,
    vehicle: r.plate ? { plate: r.plate, model: r.model ?? '' } : null,
    state: r.state,
    state_at: r.state_at ? new Date(r.state_at).toISOString() : null,
  };
}

/** `leg` with what its flight's landing changed: the landing, and the pickup that follows it. */
function withLanding(leg: DriverLeg, landing: LegLanding | undefined): DriverLeg {
  if (!landing?.landing_time) return leg;
  const moved = landing.effective_pickup
    ? { pickup_time: landing.effective_pickup, pickup_estimated: false }
    : {};
  return {
    ...leg,
    ...moved,
    landing_time: landing.landing_time,
    pickup_moved_from: landing.pickup_moved_from,
  };
}

/** The legs of driver `driverId` today and tomorrow at `now`, by date and pickup. */
export async function driverDay(db: Database, driverId: number, now: Date): Promise<DriverLeg[]> {
  const rows = await assignedLegs(db, driverId, driverDays(now));
  // A return leg's pickup follows its flight's landing (late flights): the driver sees the new time.
  const landings = await returnLegLandings(
    db,
    rows.filter((r) => r.leg === 'T').map((r) => r.order_id),
  );
  // The SQL sorts by the set pickup; a derived or moved one sorts in among them on the driver's screen.
  return rows
    .map((r) => withLanding(driverLeg(r), r.leg === 'T' ? landings.get(r.order_id) : undefined))
    .sort((a, b) =>
      a.date === b.date ? pickupKey(a).localeCompare(pickupKey(b)) : a.date < b.date ? -1 : 1,
    );
}

// Legs without any pickup time go last on their day.
const pickupKey = (l: DriverLeg) => `${l.pickup_time || '99:99'} ${l.flight_time} ${l.order_id} ${l.leg}`;

const REFUSALS: Record<LegStateRefusal, [string, string]> = {
  final: ['leg_closed', 'This ride is already marked done or no show; ask the dispatcher to change it.'],
  not_forward: ['not_forward', 'A ride’s state only moves forward: on the way, on board, then done.'],
  too_early: ['too_early', 'This ride is not today: only "on the way" may be reported the day before.'],
};

/**
 * Reports state `state` of leg `leg` of order `orderId` as driver `driverId` at `now`: 404 when the leg
 * is not theirs today or tomorrow, 409 for a move core's legStateRefusal refuses. Reporting the state
 * the leg already has changes nothing.
 */
export async function reportLegState(
  db: Database,
  driverId: number,
  orderId: number,
  leg: 'H' | 'T',
  state: LegState,
  now: Date,
): Promise<{ changed: boolean }> {
  const days = driverDays(now);
  return db.transaction(async (tx) => {
    const row = await lockAssignedLeg(tx, driverId, orderId, leg, days);
    if (!row) throw new ApiError(404, 'not_found', 'There is no such ride in your day.', 'order');
    const refusal = legStateRefusal(row.state, state, row.date, days[0]);
    if (refusal) {
      const [code, text] = REFUSALS[refusal];
      throw new ApiError(409, code, text, 'state');
    }
    if (row.state === state) return { changed: false };
    await writeReportedState(tx, driverId, orderId, leg, state);
    return { changed: true };
  });
}
