/**
 * The rows of `login_known_addresses` (migration 006): when an account last logged in from a client
 * address. How long that exempts the address from the brakes is the caller's rule.
 */
import type { Queryable } from '../database';

/**
 * Tells whether `address` logged in to `account` within `days` before `now` (null or absent: the
 * database's clock).
 */
export async function loggedInFromWithin(
  db: Queryable,
  account: string,
  address: string,
  days: number,
  now?: Date,
): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM login_known_addresses WHERE account = $1 AND address = $2
        AND last_success_at > coalesce($3::timestamptz, now()) - make_interval(days => $4)`,
    [account, address, now ?? null, days],
  );
  return rows.length > 0;
}

/**
 * Tells whether `address` logged in within `days` to an account whose e-mail address is `email`
 * (already lower case).
 */
export async function emailLoggedInFromWithin(
  db: Queryable,
  email: string,
  address: string,
  days: number,
): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM login_known_addresses k JOIN users u ON lower(u.username) = k.account
      WHERE lower(u.email) = $1 AND k.address = $2
        AND k.last_success_at > now() - make_interval(days => $3) LIMIT 1`,
    [email, address, days],
  );
  return rows.length > 0;
}

/** Records a successful login to `account` from `address` at `now` (absent: the database's clock). */
export async function recordLoginAddress(db: Queryable, account: string, address: string, now?: Date): Promise<void> {
  await db.query(
    `INSERT INTO login_known_addresses (account, address, last_success_at)
     VALUES ($1, $2, coalesce($3::timestamptz, now()))
     ON CONFLICT (account, address) DO UPDATE SET last_success_at = excluded.last_success_at`,
    [account, address, now ?? null],
  );
}

/** Deletes the logins older than `days`. */
export async function deleteLoginAddressesOlderThan(db: Queryable, days: number): Promise<void> {
  await db.query(`DELETE FROM login_known_addresses WHERE last_success_at < now() - make_interval(days => $1)`, [
    days,
  ]);
}
