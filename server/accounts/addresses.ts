import { postalCodeFitsCountry, type AccountAddress, type AccountAddressFields } from '../../core';
import type { Database, Queryable } from '../data/database';
import {
  clearDefaultAddress,
  deleteAddressRow,
  findAddress,
  insertAddress,
  updateAddress,
} from '../data/accounts/addresses-repo';
import { ApiError } from '../http/envelope';

export { listAddresses } from '../data/accounts/addresses-repo';

/**
 * Loads address `id` and checks it belongs to `userId`: 404 when it does not exist and, alike, when it
 * is another account's, so address ids cannot be probed.
 */
async function ownedAddress(db: Queryable, userId: number, id: number): Promise<AccountAddress> {
  const row = await findAddress(db, id);
  if (!row || row.user_id !== userId) {
    throw new ApiError(404, 'not_found', `There is no address ${id}.`, 'id');
  }
  const { user_id: _owner, ...address } = row;
  return address;
}

// One default per user (a partial unique index holds it): clearing the old one and setting the new one
// happen in the same transaction as the insert or update.
const clearDefault = clearDefaultAddress;

/** Saves a new address for `userId` and returns it. */
export async function addAddress(
  db: Database,
  userId: number,
  a: AccountAddressFields,
): Promise<AccountAddress> {
  return db.transaction(async (tx) => {
    if (a.defaultaddress) await clearDefault(tx, userId);
    return insertAddress(tx, userId, a);
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
    if (!postalCodeFitsCountry(next.zip, next.country)) {
      throw new ApiError(
        400,
        'invalid_request',
        'The field "zip" is invalid: is not a Belgian postal code.',
        'zip',
      );
    }
    if (next.defaultaddress && !current.defaultaddress) await clearDefault(tx, userId);
    return updateAddress(tx, next);
  });
}

/** Deletes address `id` of `userId`. */
export async function deleteAddress(db: Database, userId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await ownedAddress(tx, userId, id);
    await deleteAddressRow(tx, id);
  });
}
