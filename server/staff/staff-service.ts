/**
 * Staff accounts (issue 13): the first operator is made on the command line
 * (`npm run admin -- create-operator`), the others by an operator in the back office, who may also
 * disable one. One rule set for both: the e-mail address is the username, the password passes the rule
 * of every account. A change made in the back office is audited in its transaction.
 */
import type { Lang } from '../../core';
import { revokeUserSessions } from '../auth/tokens';
import { recordAudit } from '../backoffice/audit';
import type { Staff, StaffRole } from '../backoffice/staff';
import type { Queryable } from '../data/database';
import { staffById, writeStaffDisabled, type StaffRow } from '../data/staff/staff-repo';
import { ServiceRefusal } from '../service-refusal';
import { insertManagedAccount, vetManagedAccount } from './managed-accounts';

/** A new staff account's fields, checked by the caller's schema (e-mail address, lengths). */
export interface NewStaff {
  email: string;
  password: string;
  role: StaffRole;
  firstname: string;
  lastname: string;
  lang: Lang;
}

/**
 * Checks a staff account as {@link createStaffAccount} would, without writing: the back office runs it
 * before its transaction, since the password's strength estimate takes seconds and an open transaction
 * on the embedded database would hold every other request that long.
 */
export function vetStaffAccount(db: Queryable, s: NewStaff): Promise<void> {
  return vetManagedAccount(db, { ...s, userType: s.role });
}

/**
 * Creates staff account `s` and answers it. `vetted`: the caller ran {@link vetStaffAccount}; `by`: the
 * operator who makes it in the back office (audited as `staff.create`; the command line's own audit row
 * is written by server/cli/admin-commands.ts).
 */
export async function createStaffAccount(
  tx: Queryable,
  s: NewStaff,
  opts: { vetted?: boolean; by?: Staff } = {},
): Promise<StaffRow> {
  const id = await insertManagedAccount(tx, { ...s, userType: s.role }, opts.vetted ?? false);
  const row = (await staffById(tx, id))!;
  if (opts.by)
    await recordAudit(tx, opts.by, {
      action: 'staff.create',
      entity: 'user',
      entityId: id,
      before: null,
      after: row,
    });
  return row;
}

/**
 * Disables (or re-enables) staff account `id` as operator `by`, never `by`'s own, and answers it.
 * Disabling also ends every session the account holds (server/auth/tokens.ts), which drops its tokens
 * from this process's cache of token checks, so its next call is refused at once; other API processes
 * never cache a staff token. The role check refuses a disabled account on every call anyway
 * (server/backoffice/staff.ts), and the login refuses it (server/accounts/users-repo.ts).
 */
export async function setStaffDisabled(
  tx: Queryable,
  id: number,
  disabled: boolean,
  by: Staff,
): Promise<StaffRow> {
  if (disabled && id === by.userId)
    throw new ServiceRefusal('conflict', ['id'], 'You cannot disable your own account.');
  const before = await staffById(tx, id);
  if (!before) throw new ServiceRefusal('not_found', ['id'], `There is no staff account ${id}.`);
  await writeStaffDisabled(tx, id, disabled);
  if (disabled) await revokeUserSessions(tx, id);
  const after = (await staffById(tx, id))!;
  await recordAudit(tx, by, {
    action: disabled ? 'staff.disable' : 'staff.enable',
    entity: 'user',
    entityId: id,
    before,
    after,
  });
  return after;
}
