/**
 * The operator's vehicles (issue 26, migration 030): list, read, insert, update, disable. The rules
 * (who may, what is valid, the audit entry) are server/fleet/'s.
 */
import type { BackofficeVehicle } from '../../../core';
import type { Queryable } from '../database';

const VEHICLE_COLUMNS = `id, plate, model, colour, seats, luggage_units, vehicle_type, wheelchair_accessible,
  disabled_at IS NOT NULL AS disabled`;

/** A vehicle's fields as the operator writes them. */
export type VehicleFields = Omit<BackofficeVehicle, 'id' | 'disabled'>;

const FIELDS = [
  'plate',
  'model',
  'colour',
  'seats',
  'luggage_units',
  'vehicle_type',
  'wheelchair_accessible',
] as const satisfies readonly (keyof VehicleFields)[];

/** Every vehicle, enabled ones first, then by plate. */
export async function listVehicles(db: Queryable): Promise<BackofficeVehicle[]> {
  const { rows } = await db.query<BackofficeVehicle>(
    `SELECT ${VEHICLE_COLUMNS} FROM vehicles ORDER BY disabled_at IS NOT NULL, plate`,
  );
  return rows;
}

/** Vehicle `id`, or null; `lock` takes its row (FOR UPDATE) for the rest of the transaction. */
export async function vehicleById(db: Queryable, id: number, lock = false): Promise<BackofficeVehicle | null> {
  const { rows } = await db.query<BackofficeVehicle>(
    `SELECT ${VEHICLE_COLUMNS} FROM vehicles WHERE id = $1 ${lock ? 'FOR UPDATE' : ''}`,
    [id],
  );
  return rows[0] ?? null;
}

/** The id of the vehicle with plate `plate`, or null. */
export async function vehicleIdByPlate(db: Queryable, plate: string): Promise<number | null> {
  const { rows } = await db.query<{ id: number }>('SELECT id FROM vehicles WHERE plate = $1', [plate]);
  return rows[0]?.id ?? null;
}

/** Inserts a vehicle; answers its id, or null when its plate is taken. */
export async function insertVehicle(tx: Queryable, f: VehicleFields): Promise<number | null> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO vehicles (${FIELDS.join(', ')}) VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (plate) DO NOTHING RETURNING id`,
    FIELDS.map((k) => f[k]),
  );
  return rows[0]?.id ?? null;
}

/** Writes the given fields of vehicle `id`. */
export async function updateVehicle(tx: Queryable, id: number, f: Partial<VehicleFields>): Promise<void> {
  const sets: string[] = [];
  const values: unknown[] = [id];
  for (const key of FIELDS) {
    if (f[key] === undefined) continue;
    values.push(f[key]);
    sets.push(`${key} = $${values.length}`);
  }
  if (sets.length === 0) return;
  await tx.query(`UPDATE vehicles SET ${sets.join(', ')}, updated_at = now() WHERE id = $1`, values);
}

/** Disables (or enables again) vehicle `id`. */
export async function writeVehicleDisabled(tx: Queryable, id: number, disabled: boolean): Promise<void> {
  await tx.query(
    `UPDATE vehicles SET disabled_at = CASE WHEN $2 THEN coalesce(disabled_at, now()) END, updated_at = now()
      WHERE id = $1`,
    [id, disabled],
  );
}
