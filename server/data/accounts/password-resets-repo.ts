/** The `password_resets` table: one row per reset link sent, holding only the hash of its code. */
import type { Queryable } from '../database';

/** Stores a reset code of `userId` by its hash, working for `minutes` from now. */
export async function insertPasswordReset(
  db: Queryable,
  userId: number,
  codeHash: string,
  minutes: number,
): Promise<void> {
  await db.query(
    `INSERT INTO password_resets (user_id, code_hash, expires_at)
     VALUES ($1, $2, now() + make_interval(mins => $3))`,
    [userId, codeHash, minutes],
  );
}

/** The user whose live (unused, unexpired) code hashes to `codeHash` and was issued for `username`. */
export async function findLiveResetUser(
  db: Queryable,
  username: string,
  codeHash: string,
): Promise<number | null> {
  const { rows } = await db.query<{ user_id: number }>(
    `SELECT r.user_id FROM password_resets r JOIN users u ON u.id = r.user_id
      WHERE r.code_hash = $1 AND lower(u.username) = lower($2) AND r.used_at IS NULL AND r.expires_at > now()`,
    [codeHash, username],
  );
  return rows[0]?.user_id ?? null;
}

/** Spends every unused code of `userId`; answers how many were spent (0: another call spent them). */
export async function spendPasswordResets(db: Queryable, userId: number): Promise<number> {
  const { affectedRows } = await db.query(
    'UPDATE password_resets SET used_at = now() WHERE user_id = $1 AND used_at IS NULL',
    [userId],
  );
  return affectedRows;
}
