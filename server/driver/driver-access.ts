/**
 * The role check of every driver call (issue 26): a logged-in user of type 'driver' tied to an active
 * drivers row. Read afresh from the database on every call, so a driver the operator disables is out at
 * once, whatever the token says.
 */
import type { MiddlewareHandler } from 'hono';
import type { AppContext } from '../context';
import { findDriverByUser, type DriverIdentity } from '../data/driver/driver-day-repo';
import { accountOnly, type AccountEnv } from '../auth/middleware';

/** Hono environment of a driver route behind {@link driverOnly}. */
export type DriverEnv = AccountEnv<'driver', DriverIdentity>;

/**
 * Middleware of a driver route: checks the token (401 without one), then that the caller is an active
 * driver: 401 `login_required` for an anonymous visitor, 403 `forbidden` for every other account.
 * Sets `c.get('driver')` for the handler.
 */
export function driverOnly(ctx: AppContext): MiddlewareHandler<DriverEnv> {
  return accountOnly(ctx, 'driver', (userId) => findDriverByUser(ctx.db, userId), {
    loginFirst: 'This call needs a logged-in driver; log in first.',
    refusal: 'This call is for the operator’s drivers.',
  });
}
