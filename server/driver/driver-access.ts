/**
 * The role check of every driver call (issue 26): a logged-in user of type 'driver' tied to an active
 * drivers row. Read afresh from the database on every call, so a driver the operator disables is out at
 * once, whatever the token says.
 */
import type { Context, MiddlewareHandler } from 'hono';
import type { AppContext } from '../context';
import { findDriverByUser, type DriverIdentity } from '../data/driver/driver-day-repo';
import { authenticate } from '../auth/middleware';
import type { Auth, AuthEnv } from '../auth/types';
import { ApiError } from '../http/envelope';

/** Hono environment of a driver route behind {@link driverOnly}. */
export interface DriverEnv {
  Variables: { auth: Auth; driver: DriverIdentity };
}

/**
 * Middleware of a driver route: checks the token (401 without one), then that the caller is an active
 * driver: 401 `login_required` for an anonymous visitor, 403 `forbidden` for every other account.
 * Sets `c.get('driver')` for the handler.
 */
export function driverOnly(ctx: AppContext): MiddlewareHandler<DriverEnv> {
  const auth = authenticate(ctx);
  return async (c, next) => {
    let authenticated = false;
    const answer = await auth(c as unknown as Context<AuthEnv>, async () => {
      authenticated = true;
    });
    if (!authenticated) return answer;
    const { userId } = c.get('auth');
    if (userId === null)
      throw new ApiError(401, 'login_required', 'This call needs a logged-in driver; log in first.');
    const driver = await findDriverByUser(ctx.db, userId);
    if (!driver) throw new ApiError(403, 'forbidden', 'This call is for the operator’s drivers.');
    c.set('driver', driver);
    await next();
  };
}
