import type { Queryable } from '../db/database';
import { verifyDecoy, verifyPassword } from '../auth/password';
import {
  LOGIN_PER_ACCOUNT,
  LOGIN_PER_CLIENT,
  checkThrottle,
  clearThrottle,
  recordThrottle,
} from '../auth/throttle';
import { findUserForLogin, type UserRecord } from './users-repo';

/**
 * Checks a username and password, throttled per account and per client address (DB rows, so every
 * process counts the same failures). Returns the user, or null for wrong credentials; throws 429 once
 * the throttle is reached, before the password is even checked. An unknown username costs the same
 * hashing time as a known one, so timing does not reveal which accounts exist.
 */
export async function checkCredentials(
  db: Queryable,
  username: string,
  password: string,
  client: string,
): Promise<UserRecord | null> {
  const accountKey = username.trim().toLowerCase();
  await checkThrottle(db, LOGIN_PER_ACCOUNT, accountKey);
  await checkThrottle(db, LOGIN_PER_CLIENT, client);
  const user = await findUserForLogin(db, username.trim());
  const good = user ? await verifyPassword(password, user.password_hash) : await verifyDecoy(password);
  if (!user || !good) {
    await recordThrottle(db, LOGIN_PER_ACCOUNT, accountKey);
    await recordThrottle(db, LOGIN_PER_CLIENT, client);
    return null;
  }
  await clearThrottle(db, LOGIN_PER_ACCOUNT, accountKey);
  const { password_hash: _hash, ...publicFields } = user;
  return publicFields;
}
