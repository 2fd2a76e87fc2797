/**
 * The access check of every agents'-portal call (issue 13): the caller must be logged in with a
 * travel-agent account, whose licence is read afresh from the database on every call
 * ({@link agentLicenceOf}), so an account the operator changes or removes counts at once. Everything
 * the portal reads is then limited to that licence.
 */
import type { MiddlewareHandler } from 'hono';
import type { AppContext } from '../context';
import { agentLicenceOf } from '../data/accounts/users-repo';
import { accountOnly, type AccountEnv } from '../auth/middleware';

/** The agent calling a portal route. */
export interface PortalAgent {
  userId: number;
  licence: string;
}

/** Hono environment of a portal route behind {@link agentOnly}. */
export type PortalEnv = AccountEnv<'agent', PortalAgent>;

/**
 * Middleware of a portal route: checks the token (401 without one), then that it belongs to an agent
 * account (anonymous 401 `login_required`, any other account 403 `forbidden`), and sets
 * `c.get('agent')` for the handler.
 */
export function agentOnly(ctx: AppContext): MiddlewareHandler<PortalEnv> {
  return accountOnly(
    ctx,
    'agent',
    async (userId) => {
      const licence = await agentLicenceOf(ctx.db, userId);
      return licence === null ? null : { userId, licence };
    },
    {
      loginFirst: 'This call needs a logged-in travel agent; log in first.',
      refusal: "The agents' portal is for travel-agent accounts.",
    },
  );
}
