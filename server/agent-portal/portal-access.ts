/**
 * The access check of every agents'-portal call (issue 13): the caller must be logged in with a
 * travel-agent account, whose licence is read afresh from the database on every call
 * ({@link agentLicenceOf}), so an account the operator changes or removes counts at once. Everything
 * the portal reads is then limited to that licence.
 */
import type { Context, MiddlewareHandler } from 'hono';
import type { AppContext } from '../context';
import { agentLicenceOf } from '../data/accounts/users-repo';
import { authenticate } from '../auth/middleware';
import type { Auth, AuthEnv } from '../auth/types';
import { ApiError } from '../http/envelope';

/** The agent calling a portal route. */
export interface PortalAgent {
  userId: number;
  licence: string;
}

/** Hono environment of a portal route behind {@link agentOnly}. */
export interface PortalEnv {
  Variables: { auth: Auth; agent: PortalAgent };
}

/**
 * Middleware of a portal route: checks the token (401 without one), then that it belongs to an agent
 * account (anonymous 401 `login_required`, any other account 403 `forbidden`), and sets
 * `c.get('agent')` for the handler.
 */
export function agentOnly(ctx: AppContext): MiddlewareHandler<PortalEnv> {
  const auth = authenticate(ctx);
  return async (c, next) => {
    let authenticated = false;
    const answer = await auth(c as unknown as Context<AuthEnv>, async () => {
      authenticated = true;
    });
    if (!authenticated) return answer;
    const { userId } = c.get('auth');
    if (userId === null)
      throw new ApiError(401, 'login_required', 'This call needs a logged-in travel agent; log in first.');
    const licence = await agentLicenceOf(ctx.db, userId);
    if (licence === null)
      throw new ApiError(403, 'forbidden', "The agents' portal is for travel-agent accounts.");
    c.set('agent', { userId, licence });
    await next();
  };
}
