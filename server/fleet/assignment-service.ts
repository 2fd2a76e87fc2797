/**
 * Who drives a leg in which vehicle (issue 26): the dispatcher or operator sets, changes or clears the
 * driver and the vehicle of one leg of a scheduled order. In one transaction: the order's row, then the
 * driver's, then the vehicle's are locked (always in that order, so two assignments cannot deadlock),
 * so two dispatchers assigning the same driver or vehicle at once are served one after the other and
 * the second sees the first's leg; the rules of core/fleet.ts are checked (type, seats, luggage,
 * wheelchair, overlap with the driver's and the vehicle's other legs); the change, its audit entry and,
 * when the leg now has both and either changed, the customer's notice of who comes are written.
 */
import {
  SCHEDULED_STATUSES,
  addDays,
  brusselsToday,
  legWindow,
  luggageUnits,
  vehicleProblem,
  windowStartText,
  windowsOverlap,
  type BackofficeAssignmentSaved,
  type VehicleProblem,
} from '../../core';
import { recordAudit } from '../backoffice/audit';
import { assertLegRides } from '../backoffice/leg-actions';
import type { Staff } from '../backoffice/staff';
import type { Database, Queryable } from '../data/database';
import { driverById } from '../data/fleet/drivers-repo';
import {
  assignmentViews,
  busyLegs,
  lockAssignableLeg,
  readAssignment,
  writeAssignment,
  type AssignLeg,
  type AssignableLeg,
  type BusyLeg,
} from '../data/fleet/leg-assignments-repo';
import { vehicleById } from '../data/fleet/vehicles-repo';
import { ApiError } from '../http/envelope';
import { oweDriverNotice } from '../messages/driver-notice';

/** What the caller asks: the driver and the vehicle of the leg, null to clear one. */
export interface AssignmentWish {
  driverId: number | null;
  vehicleId: number | null;
}

const fullName = (d: { first_name: string; last_name: string }) =>
  [d.first_name, d.last_name].filter(Boolean).join(' ');

const legName = (leg: AssignLeg) => (leg === 'H' ? 'departure' : 'return');

/** A 409 naming `field`, with `reason` for the back office to say it in the user's language. */
const refused = (field: string, reason: string, description: string) =>
  new ApiError(409, 'assignment_refused', description, field, { reason });

function vehicleRefusal(problem: VehicleProblem, plate: string, leg: AssignableLeg): ApiError {
  const say: Record<VehicleProblem, string> = {
    type: `Vehicle ${plate} does not serve a ${leg.vehicle_type} order (a business vehicle may serve comfort; otherwise the types must match).`,
    seats: `Vehicle ${plate} has too few seats for the ${leg.pax} passengers of order ${leg.bonnr}.`,
    luggage: `Vehicle ${plate} has too few luggage units for the ${luggageUnits(leg)} suitcases and bulky items of order ${leg.bonnr}.`,
    wheelchair: `Vehicle ${plate} is not wheelchair accessible, and order ${leg.bonnr} brings a wheelchair.`,
  };
  return refused('vehicle_id', problem, say[problem]);
}

/** Locks and reads the order's leg: 404 for an unknown order or leg, 409 for one that does not ride. */
async function lockLeg(tx: Parameters<typeof lockAssignableLeg>[0], id: number, leg: AssignLeg, now: Date) {
  const row = assertLegRides(await lockAssignableLeg(tx, id, leg), id, leg);
  if (row.date < brusselsToday(now))
    throw new ApiError(409, 'too_late', `The ride of ${row.date} has already taken place.`, 'leg');
  return row;
}

/** The first other leg in `busy` held by the same driver (or vehicle) whose time overlaps `row`'s. */
function clash(row: AssignableLeg, busy: readonly BusyLeg[], held: (b: BusyLeg) => boolean) {
  const mine = legWindow(row);
  if (!mine) return null;
  for (const b of busy) {
    const theirs = legWindow(b);
    if (held(b) && theirs && windowsOverlap(mine, theirs)) return { leg: b, window: theirs };
  }
  return null;
}

/**
 * Sets the driver and vehicle of leg `leg` of order `id` to `wish` as `staff`, at `now`, and answers
 * what the leg has now. The caller wakes the owed mails after the commit when `notice_owed`.
 */
export async function assignLeg(
  db: Database,
  staff: Staff,
  id: number,
  leg: AssignLeg,
  wish: AssignmentWish,
  now: Date,
): Promise<BackofficeAssignmentSaved> {
  return db.transaction(async (tx) => {
    const row = await lockLeg(tx, id, leg, now);
    const before = await readAssignment(tx, id, leg);
    const driverChanged = wish.driverId !== before.driver_id;
    const vehicleChanged = wish.vehicleId !== before.vehicle_id;
    // Locked in a fixed order (order, driver, vehicle): a second assignment of the same driver waits here.
    const driver = wish.driverId === null ? null : await driverById(tx, wish.driverId, true);
    const vehicle = wish.vehicleId === null ? null : await vehicleById(tx, wish.vehicleId, true);
    if (wish.driverId !== null && !driver)
      throw new ApiError(400, 'invalid_request', `There is no driver ${wish.driverId}.`, 'driver_id');
    if (wish.vehicleId !== null && !vehicle)
      throw new ApiError(400, 'invalid_request', `There is no vehicle ${wish.vehicleId}.`, 'vehicle_id');
    if (driverChanged && driver?.disabled)
      throw refused('driver_id', 'driver_disabled', `Driver ${fullName(driver)} is disabled.`);
    if (vehicleChanged && vehicle?.disabled)
      throw refused('vehicle_id', 'vehicle_disabled', `Vehicle ${vehicle.plate} is disabled.`);
    if (vehicleChanged && vehicle) {
      const problem = vehicleProblem(vehicle, row);
      if (problem) throw vehicleRefusal(problem, vehicle.plate, row);
    }
    const checkDriver = driverChanged && driver !== null;
    const checkVehicle = vehicleChanged && vehicle !== null;
    if (checkDriver || checkVehicle) {
      const busy = await busyLegs(tx, {
        id,
        leg,
        driverId: checkDriver ? driver.id : null,
        vehicleId: checkVehicle ? vehicle.id : null,
        from: addDays(row.date, -1),
        to: addDays(row.date, 1),
        statuses: SCHEDULED_STATUSES,
      });
      const byDriver = checkDriver ? clash(row, busy, (b) => b.driver_id === driver.id) : null;
      if (byDriver)
        throw refused(
          'driver_id',
          'driver_busy',
          `Driver ${driver!.first_name} already drives order ${byDriver.leg.bonnr} (${legName(byDriver.leg.leg)}) from ${windowStartText(byDriver.window)}, which overlaps this leg.`,
        );
      const byVehicle = checkVehicle ? clash(row, busy, (b) => b.vehicle_id === vehicle.id) : null;
      if (byVehicle)
        throw refused(
          'vehicle_id',
          'vehicle_busy',
          `Vehicle ${vehicle!.plate} already serves order ${byVehicle.leg.bonnr} (${legName(byVehicle.leg.leg)}) from ${windowStartText(byVehicle.window)}, which overlaps this leg.`,
        );
    }
    const changed = driverChanged || vehicleChanged;
    const noticeOwed = changed && wish.driverId !== null && wish.vehicleId !== null;
    if (changed) {
      await writeAssignment(tx, id, leg, wish.driverId, wish.vehicleId, staff.userId);
      await recordAudit(tx, staff, {
        action: 'order.leg_assignment',
        entity: 'order',
        entityId: id,
        before: { leg, ...before },
        after: { leg, driver_id: wish.driverId, vehicle_id: wish.vehicleId },
      });
      if (noticeOwed) await oweDriverNotice(tx, id, leg);
    }
    const view = (await assignmentViews(tx, [id])).get(`${id}-${leg}`);
    return {
      id,
      leg,
      driver_id: wish.driverId,
      vehicle_id: wish.vehicleId,
      driver_name: view?.driver_name ?? '',
      vehicle_plate: view?.vehicle_plate ?? '',
      vehicle_model: view?.vehicle_model ?? '',
      changed,
      notice_owed: noticeOwed,
    };
  });
}

/**
 * Checks, in the transaction `tx` that moves the pickup of leg `leg` of order `id` to `pickupTime`
 * (its order row locked), that the leg still fits the other legs of its driver and vehicle: 409
 * `assignment_refused` naming `pickup_time`, with the reason `driver_busy` or `vehicle_busy`, when the
 * moved leg would overlap one. The driver's and vehicle's rows are locked as an assignment locks them,
 * so a pickup change and an assignment of the same driver cannot both pass at once.
 */
export async function assertPickupFitsAssignment(
  tx: Queryable,
  id: number,
  leg: AssignLeg,
  pickupTime: string,
): Promise<void> {
  const current = await readAssignment(tx, id, leg);
  if (current.driver_id === null && current.vehicle_id === null) return;
  const row = await lockAssignableLeg(tx, id, leg);
  if (!row) return;
  const driver = current.driver_id === null ? null : await driverById(tx, current.driver_id, true);
  const vehicle = current.vehicle_id === null ? null : await vehicleById(tx, current.vehicle_id, true);
  const moved = { ...row, pickup_time: pickupTime };
  const busy = await busyLegs(tx, {
    id,
    leg,
    driverId: driver?.id ?? null,
    vehicleId: vehicle?.id ?? null,
    from: addDays(row.date, -1),
    to: addDays(row.date, 1),
    statuses: SCHEDULED_STATUSES,
  });
  const byDriver = driver ? clash(moved, busy, (b) => b.driver_id === driver.id) : null;
  if (byDriver)
    throw refused(
      'pickup_time',
      'driver_busy',
      `At ${pickupTime}, driver ${driver!.first_name} would overlap order ${byDriver.leg.bonnr} (${legName(byDriver.leg.leg)}) from ${windowStartText(byDriver.window)}.`,
    );
  const byVehicle = vehicle ? clash(moved, busy, (b) => b.vehicle_id === vehicle.id) : null;
  if (byVehicle)
    throw refused(
      'pickup_time',
      'vehicle_busy',
      `At ${pickupTime}, vehicle ${vehicle!.plate} would overlap order ${byVehicle.leg.bonnr} (${legName(byVehicle.leg.leg)}) from ${windowStartText(byVehicle.window)}.`,
    );
}
