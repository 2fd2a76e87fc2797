/**
 * The role check of every back-office call (issue 13). Staff accounts are users of type `operator`
 * (every back-office call) or `dispatcher` (reads orders and the dispatch sheet, sets pickup times).
 * The role is read afresh from the database on every call, so an operator who changes or removes a
 * staff account takes effect at once, whatever the token says.
 */
import type { MiddlewareHandler } from 'hono';
import type { AppContext } from '../context';
import type { Queryable } from '../data/database';
import { findActiveStaff } from '../data/staff/staff-repo';
import { accountOnly, type AccountEnv } from '../auth/middleware';
import { ApiError } from '../http/envelope';

import type { StaffRole } from '../../core';

export { STAFF_ROLES, type StaffRole } from '../../core';

/** Who is calling a back-office route: the staff member, as the audit log records them. */
export interface Staff {
  userId: number;
  email: string;
  role: StaffRole;
  lang: string;
}

/** Hono environment of a back-office route behind {@link staffOnly}. */
export type StaffEnv = AccountEnv<'staff', Staff>;

/** Reads the staff member `userId`, or null when the account is not (or no longer) staff, or disabled. */
export async function findStaff(db: Queryable, userId: number): Promise<Staff | null> {
  const row = await findActiveStaff(db, userId);
  return row ? { userId: row.id, email: row.email, role: row.user_type, lang: row.lang } : null;
}

/**
 * Checks that the caller (`userId` from the token) has one of `allowed`: anonymous callers get 401
 * `login_required`, every other account (customers, agents, organisers, a dispatcher on an
 * operator-only call) 403 `forbidden`.
 */
export async function requireStaff(
  db: Queryable,
  userId: number | null,
  allowed: readonly StaffRole[],
): Promise<Staff> {
  if (userId === null)
    throw new ApiError(401, 'login_required', 'This call needs a logged-in operator; log in first.');
  const staff = await findStaff(db, userId);
  if (!staff || !allowed.includes(staff.role))
    throw new ApiError(
      403,
      'forbidden',
      allowed.length === 1 && allowed[0] === 'operator'
        ? 'This back-office call is for operators.'
        : 'This back-office call is for the operator and dispatchers.',
    );
  return staff;
}

/**
 * Middleware of a back-office route: checks the token (401 without one), then the role with
 * {@link requireStaff}, and sets `c.get('staff')` for the handler. Give the roles the call allows:
 * `staffOnly(ctx, 'operator')` for changes, `staffOnly(ctx, 'operator', 'dispatcher')` for reads and
 * pickup times.
 */
export function staffOnly(ctx: AppContext, ...allowed: StaffRole[]): MiddlewareHandler<StaffEnv> {
  // requireStaff answers the staff member or throws its own 403, naming the roles the call allows.
  return accountOnly(ctx, 'staff', (userId) => requireStaff(ctx.db, userId, allowed), {
    loginFirst: 'This call needs a logged-in operator; log in first.',
    refusal: 'This back-office call is for the operator and dispatchers.',
  });
}
