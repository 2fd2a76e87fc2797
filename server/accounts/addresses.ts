import { isBelgianPostalCode, type AccountAddress, type AccountAddressFields } from '../../core';
import type { Database, Queryable } from '../data/database';
import { ApiError } from '../http/envelope';

const COLUMNS = 'id, street, streetnr, zip, city, country, defaultaddress, billoaddress';

/** Lists a user's addresses, the default first. */
export async function listAddresses(db: Queryable, userId: number): Promise<AccountAddress[]> {
  const { rows } = await db.query<AccountAddress>(
    `SELECT ${COLUMNS} FROM addresses WHERE user_id = $1 ORDER BY defaultaddress DESC, id`,
    [userId],
  );
  return rows;
}

/**
 * Loads address `id` and checks it belongs to `userId`: 404 when it does not exist and, alike, when it
 * is another account's, so address ids cannot be probed.
 */
async function ownedAddress(db: Queryable, userId: number, id: number): Promise<AccountAddress> {
  const { rows } = await db.query<AccountAddress & { user_id: number }>(
    `SELECT ${COLUMNS}, user_id FROM addresses WHERE id = $1`,
    [id],
  );
  const row = rows[0];
  if (!row || row.user_id !== userId) {
    throw new ApiError(404, 'not_found', `There is no address ${id}.`, 'id');
  }
  const { user_id: _owner, ...address } = row;
  return address;
}

// One default per user (a partial unique index holds it): clearing the old one and setting the new one
// happen in the same transaction as the insert or update.
async function clearDefault(tx: Queryable, userId: number): Promise<void> {
  await tx.query('UPDATE addresses SET defaultaddress = false WHERE user_id = $1 AND defaultaddress', [
    userId,
  ]);
}

/** Saves a new address for `userId` and returns it. */
export async function addAddress(
  db: Database,
  userId: number,
  a: AccountAddressFields,
): Promise<AccountAddress> {
  return db.transaction(async (tx) => {
    if (a.defaultaddress) await clearDefault(tx, userId);
    const { rows } = await tx.query<AccountAddress>(
      `INSERT INTO addresses (user_id, street, streetnr, zip, city, country, defaultaddress, billoaddress)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING ${COLUMNS}`,
      [userId, a.street, a.streetnr, a.zip, a.city, a.country, a.defaultaddress, a.billoaddress],
    );
    return rows[0]!;
  });
}

/** Changes the given fields of address `id` of `userId` and returns the result. */
export async function editAddress(
  db: Database,
  userId: number,
  id: number,
  changes: { [K in keyof AccountAddressFields]?: AccountAddressFields[K] | undefined },
): Promise<AccountAddress> {
  return db.transaction(async (tx) => {
    const current = await ownedAddress(tx, userId, id);
    const next: AccountAddress = { ...current };
    for (const [k, v] of Object.entries(changes) as [keyof AccountAddressFields, never][])
      if (v !== undefined) next[k] = v;
    if (next.country === 'BE' && !isBelgianPostalCode(next.zip)) {
      throw new ApiError(
        400,
        'invalid_request',
        'The field "zip" is invalid: is not a Belgian postal code.',
        'zip',
      );
    }
    if (next.defaultaddress && !current.defaultaddress) await clearDefault(tx, userId);
    const { rows } = await tx.query<AccountAddress>(
      `UPDATE addresses SET street = $2, streetnr = $3, zip = $4, city = $5, country = $6, defaultaddress = $7,
              billoaddress = $8 WHERE id = $1 RETURNING ${COLUMNS}`,
      [
        id,
        next.street,
        next.streetnr,
        next.zip,
        next.city,
        next.country,
        next.defaultaddress,
        next.billoaddress,
      ],
    );
    return rows[0]!;
  });
}

/** Deletes address `id` of `userId`. */
export async function deleteAddress(db: Database, userId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await ownedAddress(tx, userId, id);
    await tx.query('DELETE FROM addresses WHERE id = $1', [id]);
  });
}
