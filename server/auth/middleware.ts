import type { Context, MiddlewareHandler } from 'hono';
import type { AppContext } from '../context';
import { ConfigError } from '../config';
import { MAX_ACCESS_CACHE_SECONDS, accessCacheMs } from './access-cache';
import { ApiError, fail } from '../http/envelope';
import { lookupAccessToken } from './tokens';
import type { AuthEnv } from './types';

/** Reads the bearer token from `Authorization: Bearer …` or, as SPEC 7 documents, the `access_token` query. */
function presentedToken(c: Context): string | undefined {
  const header = c.req.header('authorization');
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  if (match?.[1]) return match[1];
  const query = c.req.query('access_token');
  return query ? query : undefined;
}

/**
 * Middleware for every API route that needs an access token (anonymous or user). It sets
 * `c.get('auth')` for the handler, or answers 401 `invalid_token` when the token is missing, unknown,
 * expired or revoked. The answer carries `WWW-Authenticate` as RFC 6750 asks. A positive check is
 * reused for `ACCESS_TOKEN_CACHE_SECONDS` (default 10, 0 = ask the database every time) so the hot
 * calls need no database round trip; revocations in this process take effect at once, those of other
 * API processes within that time (server/auth/access-cache.ts).
 */
export function authenticate(ctx: AppContext): MiddlewareHandler<AuthEnv> {
  const cacheMs = accessCacheMs(ctx.config.env.ACCESS_TOKEN_CACHE_SECONDS);
  if (cacheMs === null) {
    throw new ConfigError(
      `ACCESS_TOKEN_CACHE_SECONDS must be a whole number of seconds from 0 to ${MAX_ACCESS_CACHE_SECONDS}, not "${ctx.config.env.ACCESS_TOKEN_CACHE_SECONDS}".`,
    );
  }
  return async (c, next) => {
    const token = presentedToken(c);
    const auth = token ? await lookupAccessToken(ctx.db, token, cacheMs) : null;
    if (!auth) {
      const description = token
        ? 'The access token is unknown or has expired; request a new one at /api/token.'
        : 'An access token is required; request one at /api/token and send it as "Authorization: Bearer".';
      c.header('WWW-Authenticate', `Bearer error="invalid_token"`);
      return fail(c, new ApiError(401, 'invalid_token', description));
    }
    c.set('auth', auth);
    await next();
  };
}

/**
 * Returns the logged-in user's id for a handler behind {@link authenticate}. Throws 401 for an
 * anonymous visitor token and, when `ownerId` is given, 403 `forbidden` if the user is someone else.
 */
export function requireUser(c: Context<AuthEnv>, ownerId?: number): number {
  const { userId } = c.get('auth');
  if (userId === null) {
    throw new ApiError(401, 'login_required', 'This call needs a logged-in user; log in first.');
  }
  if (ownerId !== undefined && ownerId !== userId) {
    throw new ApiError(403, 'forbidden', 'This record belongs to another account.');
  }
  return userId;
}
