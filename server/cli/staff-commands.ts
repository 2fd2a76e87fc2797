/**
 * The operator's staff command behind `npm run admin -- create-operator` (scripts/admin.ts): the first
 * operator's account (operators add the others in the back office), through the staff service the back
 * office calls too (server/staff/staff-service.ts).
 */
import { z } from 'zod';
import { LANGS, isValidEmail } from '../../core';
import { STAFF_ROLES, type StaffRole } from '../backoffice/staff';
import type { Queryable } from '../data/database';
import { createStaffAccount } from '../staff/staff-service';
import { asCommand, check, type AdminOptions } from './command-options';

const staffOptions = z.object({
  email: z.string({ error: 'is required' }).trim().max(254).refine(isValidEmail, 'an e-mail address'),
  password: z.string({ error: 'is required' }).max(1024),
  role: z.enum(STAFF_ROLES, 'operator or dispatcher').default('operator'),
  firstname: z.string().trim().max(100).default(''),
  lastname: z.string().trim().max(100).default(''),
  lang: z.enum(LANGS, 'nl, fr or en').default('nl'),
});

/**
 * Creates a staff account from command-line `options` (`--email`, `--password`, `--role`,
 * `--firstname`, `--lastname`, `--lang`) and answers its id; a bad option is a UsageError naming it,
 * a username in use too.
 */
export async function createStaffUser(
  db: Queryable,
  options: AdminOptions,
): Promise<{ id: number; email: string; role: StaffRole }> {
  const o = check(staffOptions, options);
  const row = await asCommand(() => createStaffAccount(db, o));
  return { id: row.id, email: o.email, role: o.role };
}

/** `create-operator`: the command line's form of {@link createStaffUser}. */
export async function createOperatorCommand(db: Queryable, options: AdminOptions): Promise<string[]> {
  const staff = await createStaffUser(db, options);
  return [`Staff account ${staff.email} (user ${staff.id}), role ${staff.role}.`];
}
