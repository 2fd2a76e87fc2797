/**
 * The operator's drivers (issue 26, migration 030): list, read, insert, update, disable, their photo
 * and their login. The rules (who may, what is valid, the audit entry) are server/fleet/'s.
 */
import type { BackofficeDriver } from '../../../core';
import type { Queryable } from '../database';

const DRIVER_COLUMNS = `d.id, d.first_name, d.last_name, d.mobile, d.languages, d.photo IS NOT NULL AS has_photo,
  coalesce(u.email, '') AS email, d.disabled_at IS NOT NULL AS disabled`;

/** A driver's fields as the operator writes them. */
export interface DriverFields {
  first_name: string;
  last_name: string;
  mobile: string;
  languages: string[];
}

/** A driver's photo: the bytes and their type. */
export interface DriverPhoto {
  bytes: Uint8Array;
  type: 'image/jpeg' | 'image/png';
}

/** Every driver, enabled ones first, then by name. */
export async function listDrivers(db: Queryable): Promise<BackofficeDriver[]> {
  const { rows } = await db.query<BackofficeDriver>(
    `SELECT ${DRIVER_COLUMNS} FROM drivers d LEFT JOIN users u ON u.id = d.user_id
      ORDER BY d.disabled_at IS NOT NULL, lower(d.first_name), lower(d.last_name), d.id`,
  );
  return rows;
}

/** Driver `id`, or null; `lock` takes its row (FOR UPDATE) for the rest of the transaction. */
export async function driverById(db: Queryable, id: number, lock = false): Promise<BackofficeDriver | null> {
  const { rows } = await db.query<BackofficeDriver>(
    `SELECT ${DRIVER_COLUMNS} FROM drivers d LEFT JOIN users u ON u.id = d.user_id WHERE d.id = $1
     ${lock ? 'FOR UPDATE OF d' : ''}`,
    [id],
  );
  return rows[0] ?? null;
}

/** Inserts a driver; answers its id. */
export async function insertDriver(tx: Queryable, f: DriverFields): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO drivers (first_name, last_name, mobile, languages) VALUES ($1, $2, $3, $4) RETURNING id`,
    [f.first_name, f.last_name, f.mobile, f.languages],
  );
  return rows[0]!.id;
}

/** Writes the given fields of driver `id`. */
export async function updateDriver(tx: Queryable, id: number, f: Partial<DriverFields>): Promise<void> {
  const sets: string[] = [];
  const values: unknown[] = [id];
  for (const key of ['first_name', 'last_name', 'mobile', 'languages'] as const) {
    if (f[key] === undefined) continue;
    values.push(f[key]);
    sets.push(`${key} = $${values.length}`);
  }
  if (sets.length === 0) return;
  await tx.query(`UPDATE drivers SET ${sets.join(', ')}, updated_at = now() WHERE id = $1`, values);
}

/** Stores (or, with null, removes) driver `id`'s photo. */
export async function writeDriverPhoto(tx: Queryable, id: number, photo: DriverPhoto | null): Promise<void> {
  await tx.query(`UPDATE drivers SET photo = $2, photo_type = $3, updated_at = now() WHERE id = $1`, [
    id,
    photo?.bytes ?? null,
    photo?.type ?? '',
  ]);
}

/** Driver `id`'s photo, or null. */
export async function readDriverPhoto(db: Queryable, id: number): Promise<DriverPhoto | null> {
  const { rows } = await db.query<{ photo: Uint8Array | null; photo_type: DriverPhoto['type'] }>(
    'SELECT photo, photo_type FROM drivers WHERE id = $1',
    [id],
  );
  const row = rows[0];
  return row?.photo ? { bytes: row.photo, type: row.photo_type } : null;
}

/** Disables (or enables again) driver `id`. */
export async function writeDriverDisabled(tx: Queryable, id: number, disabled: boolean): Promise<void> {
  await tx.query(
    `UPDATE drivers SET disabled_at = CASE WHEN $2 THEN coalesce(disabled_at, now()) END, updated_at = now()
      WHERE id = $1`,
    [id, disabled],
  );
}

/** Links driver `id` to the login `userId`. */
export async function writeDriverLogin(tx: Queryable, id: number, userId: number): Promise<void> {
  await tx.query('UPDATE drivers SET user_id = $2, updated_at = now() WHERE id = $1', [id, userId]);
}

/** The login (users.id) of driver `id`, or null while they have none. */
export async function driverLoginId(db: Queryable, id: number): Promise<number | null> {
  const { rows } = await db.query<{ user_id: number | null }>('SELECT user_id FROM drivers WHERE id = $1', [
    id,
  ]);
  return rows[0]?.user_id ?? null;
}
