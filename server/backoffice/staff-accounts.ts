/**
 * Creates staff accounts (issue 13): the first operator on the command line
 * (`npm run admin -- create-operator`), the others by an operator in the back office. One rule set for
 * both: the e-mail address is the username, the password passes the rule of every account.
 */
import { z } from 'zod';
import { LANGS, isValidEmail } from '../../core';
import { check, insertManagedAccount, vetManagedAccount } from '../booking/admin';
import { revokeUserSessions } from '../auth/tokens';
import type { Queryable } from '../data/database';
import { STAFF_ROLES, type StaffRole } from './staff';

const staffOptions = z.object({
  email: z.string({ error: 'is required' }).trim().max(254).refine(isValidEmail, 'an e-mail address'),
  password: z.string({ error: 'is required' }).max(1024),
  role: z.enum(STAFF_ROLES, 'operator or dispatcher').default('operator'),
  firstname: z.string().trim().max(100).default(''),
  lastname: z.string().trim().max(100).default(''),
  lang: z.enum(LANGS, 'nl, fr or en').default('nl'),
});

/** A new staff account's fields, checked. */
export type NewStaff = z.output<typeof staffOptions>;

/**
 * Checks a staff account's options and password as {@link createStaffUser} would, without writing: the
 * back office runs it before its transaction, since the password's strength estimate takes seconds and
 * an open transaction on the embedded database would hold every other request that long.
 */
export async function vetStaffUser(
  db: Queryable,
  options: Record<string, string | boolean | undefined>,
): Promise<void> {
  const o = check(staffOptions, options);
  await vetManagedAccount(db, { ...o, userType: o.role });
}

/**
 * Creates a staff account from command-line style `options` (`--email`, `--password`, `--role`,
 * `--firstname`, `--lastname`, `--lang`) and answers its id; a bad option is a UsageError naming it,
 * a username in use too. `vetted`: the caller ran {@link vetStaffUser} on these options.
 */
export async function createStaffUser(
  db: Queryable,
  options: Record<string, string | boolean | undefined>,
  vetted = false,
): Promise<{ id: number; email: string; role: StaffRole }> {
  const o = check(staffOptions, options);
  const id = await insertManagedAccount(db, { ...o, userType: o.role }, vetted);
  return { id, email: o.email, role: o.role };
}

/** `npm run admin -- create-operator`: the command line's form of {@link createStaffUser}. */
export async function createOperatorCommand(
  db: Queryable,
  options: Record<string, string | boolean | undefined>,
): Promise<string[]> {
  const staff = await createStaffUser(db, options);
  return [`Staff account ${staff.email} (user ${staff.id}), role ${staff.role}.`];
}

/** A staff account as the back office lists it. */
export interface StaffRow {
  id: number;
  email: string;
  role: StaffRole;
  firstname: string;
  lastname: string;
  lang: string;
  disabled: boolean;
}

/** Every staff account, operators first. */
export async function listStaff(db: Queryable): Promise<StaffRow[]> {
  const { rows } = await db.query<StaffRow>(
    `SELECT id, email, user_type AS role, firstname, lastname, lang, disabled_at IS NOT NULL AS disabled
       FROM users WHERE user_type IN ('operator', 'dispatcher') ORDER BY user_type DESC, id`,
  );
  return rows;
}

/** Reads staff account `id` (disabled or not), or null when there is no such staff account. */
export async function staffById(db: Queryable, id: number): Promise<StaffRow | null> {
  const { rows } = await db.query<StaffRow>(
    `SELECT id, email, user_type AS role, firstname, lastname, lang, disabled_at IS NOT NULL AS disabled
       FROM users WHERE id = $1 AND user_type IN ('operator', 'dispatcher')`,
    [id],
  );
  return rows[0] ?? null;
}

/**
 * Disables (or re-enables) staff account `id`. Disabling also ends every session the account holds
 * (server/auth/tokens.ts), which drops its tokens from this process's cache of token checks, so its
 * next call is refused at once; other API processes never cache a staff token. The role check refuses
 * a disabled account on every call anyway (server/backoffice/staff.ts), and the login refuses it
 * (server/data/accounts/users-repo.ts).
 */
export async function setStaffDisabled(tx: Queryable, id: number, disabled: boolean): Promise<void> {
  await tx.query(
    `UPDATE users SET disabled_at = CASE WHEN $2 THEN coalesce(disabled_at, now()) END
      WHERE id = $1 AND user_type IN ('operator', 'dispatcher')`,
    [id, disabled],
  );
  if (disabled) await revokeUserSessions(tx, id);
}
