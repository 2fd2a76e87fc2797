/** The `addresses` table: a customer account's saved addresses, at most one default per user. */
import type { AccountAddress, AccountAddressFields } from '../../../core';
import type { Queryable } from '../database';

const COLUMNS = 'id, street, streetnr, zip, city, country, defaultaddress, billoaddress';

/** Lists a user's addresses, the default first. */
export async function listAddresses(db: Queryable, userId: number): Promise<AccountAddress[]> {
  const { rows } = await db.query<AccountAddress>(
    `SELECT ${COLUMNS} FROM addresses WHERE user_id = $1 ORDER BY defaultaddress DESC, id`,
    [userId],
  );
  return rows;
}

/** Address `id` with the user it belongs to; null when there is none. */
export async function findAddress(
  db: Queryable,
  id: number,
): Promise<(AccountAddress & { user_id: number }) | null> {
  const { rows } = await db.query<AccountAddress & { user_id: number }>(
    `SELECT ${COLUMNS}, user_id FROM addresses WHERE id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

/** Makes no address of `userId` the default (a partial unique index allows one). */
export async function clearDefaultAddress(tx: Queryable, userId: number): Promise<void> {
  await tx.query('UPDATE addresses SET defaultaddress = false WHERE user_id = $1 AND defaultaddress', [
    userId,
  ]);
}

/** Stores a new address of `userId` and answers it. */
export async function insertAddress(
  tx: Queryable,
  userId: number,
  a: AccountAddressFields,
): Promise<AccountAddress> {
  const { rows } = await tx.query<AccountAddress>(
    `INSERT INTO addresses (user_id, street, streetnr, zip, city, country, defaultaddress, billoaddress)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING ${COLUMNS}`,
    [userId, a.street, a.streetnr, a.zip, a.city, a.country, a.defaultaddress, a.billoaddress],
  );
  return rows[0]!;
}

/** Writes every field of address `a` (by its id) and answers the stored row. */
export async function updateAddress(tx: Queryable, a: AccountAddress): Promise<AccountAddress> {
  const { rows } = await tx.query<AccountAddress>(
    `UPDATE addresses SET street = $2, streetnr = $3, zip = $4, city = $5, country = $6, defaultaddress = $7,
            billoaddress = $8 WHERE id = $1 RETURNING ${COLUMNS}`,
    [a.id, a.street, a.streetnr, a.zip, a.city, a.country, a.defaultaddress, a.billoaddress],
  );
  return rows[0]!;
}

/** Deletes address `id`. */
export async function deleteAddressRow(tx: Queryable, id: number): Promise<void> {
  await tx.query('DELETE FROM addresses WHERE id = $1', [id]);
}
