/**
 * Staff accounts in the `users` table (issue 13): users of type `operator` or `dispatcher`. The back
 * office's role check reads them on every call; operators list them and disable or re-enable one.
 */
import type { BackofficeStaffRow } from '../../../core';
import type { Queryable } from '../database';

/** The user types that are staff, as the `users.user_type` column holds them. */
const STAFF_TYPES = `('operator', 'dispatcher')`;

/** An enabled staff account as the role check reads it. */
export interface ActiveStaffRow {
  id: number;
  email: string;
  user_type: 'operator' | 'dispatcher';
  lang: string;
}

/** Reads the enabled staff account `userId`, or null when it is not (or no longer) staff, or disabled. */
export async function findActiveStaff(db: Queryable, userId: number): Promise<ActiveStaffRow | null> {
  const { rows } = await db.query<ActiveStaffRow>(
    `SELECT id, email, user_type, lang FROM users WHERE id = $1 AND user_type IN ${STAFF_TYPES} AND disabled_at IS NULL`,
    [userId],
  );
  return rows[0] ?? null;
}

/** A staff account as the back office lists it: core's shape of the answer. */
export type StaffRow = BackofficeStaffRow;

const STAFF_COLUMNS = `id, email, user_type AS role, firstname, lastname, lang, disabled_at IS NOT NULL AS disabled`;

/** Every staff account, operators first. */
export async function listStaff(db: Queryable): Promise<StaffRow[]> {
  const { rows } = await db.query<StaffRow>(
    `SELECT ${STAFF_COLUMNS} FROM users WHERE user_type IN ${STAFF_TYPES} ORDER BY user_type DESC, id`,
  );
  return rows;
}

/** Reads staff account `id` (disabled or not), or null when there is no such staff account. */
export async function staffById(db: Queryable, id: number): Promise<StaffRow | null> {
  const { rows } = await db.query<StaffRow>(
    `SELECT ${STAFF_COLUMNS} FROM users WHERE id = $1 AND user_type IN ${STAFF_TYPES}`,
    [id],
  );
  return rows[0] ?? null;
}

/** Marks staff account `id` disabled (keeping the first moment it was) or enabled again. */
export async function writeStaffDisabled(tx: Queryable, id: number, disabled: boolean): Promise<void> {
  await tx.query(
    `UPDATE users SET disabled_at = CASE WHEN $2 THEN coalesce(disabled_at, now()) END
      WHERE id = $1 AND user_type IN ${STAFF_TYPES}`,
    [id, disabled],
  );
}
