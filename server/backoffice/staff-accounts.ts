/**
 * Creates staff accounts (issue 13): the first operator on the command line
 * (`npm run admin -- create-operator`), the others by an operator in the back office. One rule set for
 * both: the e-mail address is the username, the password passes the rule of every account.
 */
import { z } from 'zod';
import { LANGS, isValidEmail } from '../../core';
import { passwordError } from '../accounts/password-rules';
import { insertUser } from '../accounts/users-repo';
import { hashPassword } from '../auth/password';
import { UsageError, check } from '../booking/admin';
import type { Queryable } from '../db/database';
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
 * Creates a staff account from command-line style `options` (`--email`, `--password`, `--role`,
 * `--firstname`, `--lastname`, `--lang`) and answers its id; a bad option is a UsageError naming it,
 * a username in use too.
 */
export async function createStaffUser(
  db: Queryable,
  options: Record<string, string | boolean | undefined>,
): Promise<{ id: number; email: string; role: StaffRole }> {
  const o = check(staffOptions, options);
  const weak = passwordError(o.password, o.password, [o.email, o.firstname, o.lastname]);
  if (weak) throw new UsageError(`--password: ${weak.description}`);
  const id = await insertUser(db, {
    username: o.email,
    email: o.email,
    passwordHash: await hashPassword(o.password),
    firstname: o.firstname,
    lastname: o.lastname,
    phone: '',
    company: null,
    vat: null,
    country: 'BE',
    userType: o.role,
    lang: o.lang,
  });
  if (id === null) throw new UsageError(`--email: the username ${o.email} is already in use.`);
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
