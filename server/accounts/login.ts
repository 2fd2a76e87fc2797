import type { AccountUser } from '../../core';
import type { Database } from '../data/database';
import { accountKey, claimLogin, loginSucceeded } from '../auth/account-throttles';
import { verifyDecoy, verifyPassword } from '../auth/password';
import { findUserForLogin } from '../data/accounts/users-repo';

/**
 * Checks a username and password from client address `client`. The password check is claimed from
 * the login throttles first (server/auth/account-throttles.ts: per account and address, plus brakes
 * per account and per address; rows in the database, so every process counts the same attempts), and
 * a 429 with the wait is thrown instead when a throttle asks to wait. Returns the user, or null for
 * wrong credentials. An unknown username costs the same hashing time as a known one, so timing does
 * not reveal which accounts exist.
 */
export async function checkCredentials(
  db: Database,
  username: string,
  password: string,
  client: string,
): Promise<AccountUser | null> {
  const claim = await claimLogin(db, accountKey(username), client);
  const user = await findUserForLogin(db, username.trim());
  const good = user ? await verifyPassword(password, user.password_hash) : await verifyDecoy(password);
  if (!user || !good) return null;
  await loginSucceeded(db, claim);
  const { password_hash: _hash, ...publicFields } = user;
  return publicFields;
}
