/**
 * The dispatch sheet with each leg's driver and vehicle (issue 26): the sheet's own query
 * (server/data/orders/backoffice-dispatch-repo.ts) stays as it is, and the assignments of its legs are
 * read in one more query and set on each leg, for the JSON, the CSV and the screen.
 */
import type { SheetLeg } from '../../core';
import type { Queryable } from '../data/database';
import { assignmentViews } from '../data/fleet/leg-assignments-repo';

/** `legs` with each leg's driver name and vehicle plate and model ('' and null where none is set). */
export async function withAssignments(db: Queryable, legs: SheetLeg[]): Promise<SheetLeg[]> {
  const views = await assignmentViews(db, [...new Set(legs.map((l) => l.order_id))]);
  return legs.map((l) => {
    const v = views.get(`${l.order_id}-${l.leg}`);
    return {
      ...l,
      driver_id: v?.driver_id ?? null,
      driver_name: v?.driver_name ?? '',
      vehicle_id: v?.vehicle_id ?? null,
      vehicle_plate: v?.vehicle_plate ?? '',
      vehicle_model: v?.vehicle_model ?? '',
    };
  });
}
