import type { AccountUser, Lang, UserType } from '../../../core';
import type { Queryable } from '../database';

const PUBLIC_COLUMNS =
  'id, username, email, phone, firstname, lastname, company, vat, country, user_type, agent_licence, lang';

/** The fields stored when a user registers. */
export interface NewUser {
  username: string;
  email: string;
  passwordHash: string;
  firstname: string;
  lastname: string;
  phone: string;
  company: string | null;
  vat: string | null;
  country: string;
  userType: UserType;
  /** Required for an agent account, absent for every other one (a CHECK holds this). */
  agentLicence?: string | undefined;
  lang: Lang;
}

/** Inserts a user and returns its id, or null when the username (in any case) is already taken. */
export async function insertUser(db: Queryable, u: NewUser): Promise<number | null> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO users (username, email, password_hash, firstname, lastname, phone, company, vat, country, user_type,
                        lang, agent_licence)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
     ON CONFLICT ((lower(username))) DO NOTHING RETURNING id`,
    [
      u.username,
      u.email,
      u.passwordHash,
      u.firstname,
      u.lastname,
      u.phone,
      u.company,
      u.vat,
      u.country,
      u.userType,
      u.lang,
      u.agentLicence ?? null,
    ],
  );
  return rows[0]?.id ?? null;
}

/**
 * Whether the username (in any case) already has an account: asked before a new account's password is
 * estimated, which costs seconds of a worker; {@link insertUser} still decides a race.
 */
export async function usernameTaken(db: Queryable, username: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM users WHERE lower(username) = lower($1)', [username]);
  return rows.length > 0;
}

/** Finds a user by id. */
export async function findUserById(db: Queryable, id: number): Promise<AccountUser | null> {
  const { rows } = await db.query<AccountUser>(`SELECT ${PUBLIC_COLUMNS} FROM users WHERE id = $1`, [id]);
  return rows[0] ?? null;
}

/**
 * Finds a user by username, ignoring case, with the password hash for a credentials check. A disabled
 * (staff) account is not found, so its password no longer logs in.
 */
export async function findUserForLogin(
  db: Queryable,
  username: string,
): Promise<(AccountUser & { password_hash: string }) | null> {
  const { rows } = await db.query<AccountUser & { password_hash: string }>(
    `SELECT ${PUBLIC_COLUMNS}, password_hash FROM users WHERE lower(username) = lower($1) AND disabled_at IS NULL`,
    [username],
  );
  return rows[0] ?? null;
}

/** Finds the users registered with an e-mail address (ignoring case); several accounts may share one. */
export async function findUsersByEmail(db: Queryable, email: string): Promise<AccountUser[]> {
  const { rows } = await db.query<AccountUser>(
    `SELECT ${PUBLIC_COLUMNS} FROM users WHERE lower(email) = lower($1) ORDER BY id`,
    [email],
  );
  return rows;
}

/** The user fields `billousers/edituser` may change; absent fields stay as they are. */
export type UserChanges = {
  [K in 'email' | 'phone' | 'firstname' | 'lastname' | 'company' | 'vat' | 'country' | 'lang']?:
    AccountUser[K] | undefined;
};

const EDITABLE = new Set(['email', 'phone', 'firstname', 'lastname', 'company', 'vat', 'country', 'lang']);

/** Applies `changes` to user `id`; returns false when the user does not exist. */
export async function updateUser(db: Queryable, id: number, changes: UserChanges): Promise<boolean> {
  // Column names come from a fixed list, never from the request's keys.
  const entries = Object.entries(changes).filter(([k, v]) => EDITABLE.has(k) && v !== undefined);
  const sets = entries.map(([k], i) => `${k} = $${i + 2}`);
  sets.push('updated_at = now()');
  const r = await db.query(`UPDATE users SET ${sets.join(', ')} WHERE id = $1`, [
    id,
    ...entries.map(([, v]) => v),
  ]);
  return r.affectedRows === 1;
}

/** Replaces the password hash of user `id`. */
export async function setPasswordHash(db: Queryable, id: number, passwordHash: string): Promise<void> {
  await db.query('UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1', [id, passwordHash]);
}

/** What a login answer tells about the account: its type and, for an agent, the licence. */
export interface AccountRole {
  user_type: UserType;
  agent_licence?: string;
}

/**
 * The account type of a login answer (`POST /api/token`, `billousers/login`), so the widget and the
 * site know that the caller is a travel agent and of which licence without another call.
 */
export function accountRole(u: Pick<AccountUser, 'user_type' | 'agent_licence'>): AccountRole {
  return u.agent_licence
    ? { user_type: u.user_type, agent_licence: u.agent_licence }
    : { user_type: u.user_type };
}

/** Reads the username and account type of user `id` (for answers that start from a token). */
export async function findUserRole(
  db: Queryable,
  id: number,
): Promise<{ username: string; role: AccountRole } | null> {
  const { rows } = await db.query<Pick<AccountUser, 'username' | 'user_type' | 'agent_licence'>>(
    'SELECT username, user_type, agent_licence FROM users WHERE id = $1',
    [id],
  );
  const row = rows[0];
  return row ? { username: row.username, role: accountRole(row) } : null;
}

/**
 * The agent licence of user `userId` when it is a travel-agent account, else null (also for an
 * anonymous caller, `userId` null). Read afresh on every call, so an account the operator changes
 * counts at once.
 */
export async function agentLicenceOf(db: Queryable, userId: number | null): Promise<string | null> {
  if (userId === null) return null;
  const { rows } = await db.query<{ agent_licence: string | null }>(
    "SELECT agent_licence FROM users WHERE id = $1 AND user_type = 'agent'",
    [userId],
  );
  return rows[0]?.agent_licence ?? null;
}

/** The ids of the orders of `userId` not yet erased, locked for the rest of `tx`'s transaction. */
export async function lockUserOrderIds(tx: Queryable, userId: number): Promise<number[]> {
  const { rows } = await tx.query<{ id: number }>(
    'SELECT id FROM orders WHERE user_id = $1 AND erased_at IS NULL ORDER BY id FOR UPDATE',
    [userId],
  );
  return rows.map((r) => r.id);
}

/**
 * Deletes account `userId` and the addresses its logins were known from (`username`); its addresses,
 * token families and reset codes go with the row (ON DELETE CASCADE), its orders keep their amounts
 * with user_id NULL.
 */
export async function deleteUserRow(tx: Queryable, userId: number, username: string): Promise<void> {
  await tx.query('DELETE FROM login_known_addresses WHERE account = lower($1)', [username]);
  await tx.query('DELETE FROM users WHERE id = $1', [userId]);
}

/** The language code of account `userId` (users.lang), or undefined for no such account. */
export async function findUserLang(db: Queryable, userId: number): Promise<string | undefined> {
  const { rows } = await db.query<{ lang: string }>('SELECT lang FROM users WHERE id = $1', [userId]);
  return rows[0]?.lang;
}
