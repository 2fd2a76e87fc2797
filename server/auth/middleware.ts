import type { Context, MiddlewareHandler } from 'hono';
import type { AppContext } from '../context';
import { ConfigError } from '../config';
import { MAX_ACCESS_CACHE_SECONDS, accessCacheMs } from './access-cache';
import { ApiError, fail } from '../http/envelope';
import { lookupAccessToken } from './tokens';
import type { Auth, AuthEnv } from './types';

/** The token of an `Authorization: Bearer …` header, or undefined. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1] || undefined;
}

/** The query parameter RFC 6750 allows for a token, which this API refuses (issue 23). */
const QUERY_TOKEN = 'access_token';

/**
 * The 400 of a request carrying a token in its address: a token there ends up in the browser's history,
 * in proxies' logs and in Referer headers, so tokens travel only in the Authorization header (SPEC 7's
 * query token is overridden by issue 23). Refused even beside a valid header, so a client that still
 * builds such addresses finds out at once instead of leaking quietly. Downloads use signed links
 * (server/downloads/links.ts).
 */
export function queryTokenRefusal(c: Context): ApiError | undefined {
  // Most calls have no query at all: they skip parsing one.
  if (!c.req.url.includes('?') || c.req.query(QUERY_TOKEN) === undefined) return undefined;
  return new ApiError(
    400,
    'invalid_request',
    'Access tokens are accepted only in the Authorization header ("Authorization: Bearer …"), never in the address.',
    QUERY_TOKEN,
    {},
    { 'www-authenticate': 'Bearer error="invalid_request"' },
  );
}

/** The `WWW-Authenticate` value of a 401 for a missing or bad token, as RFC 6750 asks. */
const INVALID_TOKEN_CHALLENGE = 'Bearer error="invalid_token"';

/**
 * The 401 `invalid_token` for a token that is missing (`presented` false) or unknown/expired, with the
 * `WWW-Authenticate` challenge.
 */
function invalidToken(presented: boolean): ApiError {
  return new ApiError(
    401,
    'invalid_token',
    presented
      ? 'The access token is unknown or has expired; request a new one at /api/token.'
      : 'An access token is required; request one at /api/token and send it as "Authorization: Bearer".',
    undefined,
    {},
    { 'www-authenticate': INVALID_TOKEN_CHALLENGE },
  );
}

/**
 * Checks access tokens for `ctx`: resolves to who is calling, or null when the token is unknown,
 * expired or revoked. A positive check is reused for `ACCESS_TOKEN_CACHE_SECONDS` (default 10, 0 = ask
 * the database every time) so the hot calls need no database round trip; revocations in this process
 * take effect at once, those of other API processes within that time (server/auth/access-cache.ts).
 */
function tokenChecker(ctx: AppContext): (token: string) => Promise<Auth | null> {
  const cacheMs = accessCacheMs(ctx.config.env.ACCESS_TOKEN_CACHE_SECONDS);
  if (cacheMs === null) {
    throw new ConfigError(
      `ACCESS_TOKEN_CACHE_SECONDS must be a whole number of seconds from 0 to ${MAX_ACCESS_CACHE_SECONDS}, not "${ctx.config.env.ACCESS_TOKEN_CACHE_SECONDS}".`,
    );
  }
  return (token) => lookupAccessToken(ctx.db, token, cacheMs);
}

/**
 * Middleware for every API route that needs an access token (anonymous or user), sent as
 * `Authorization: Bearer …`. It sets `c.get('auth')` for the handler, or answers 401 `invalid_token`
 * with `WWW-Authenticate` when the token is missing, unknown, expired or revoked (see
 * {@link tokenChecker}), and 400 `invalid_request` when a token is in the address
 * ({@link queryTokenRefusal}).
 */
export function authenticate(ctx: AppContext): MiddlewareHandler<AuthEnv> {
  const check = tokenChecker(ctx);
  return async (c, next) => {
    const refused = queryTokenRefusal(c);
    if (refused) return fail(c, refused);
    const token = bearerToken(c.req.header('authorization'));
    const auth = token ? await check(token) : null;
    if (!auth) return fail(c, invalidToken(token !== undefined));
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

/** Hono environment of a route behind {@link accountOnly}: the token's facts and the caller's account. */
export type AccountEnv<K extends string, V> = { Variables: { auth: Auth } & { [P in K]: V } };

/**
 * Middleware of a route for one kind of account (staff, travel agents, drivers): checks the token with
 * {@link authenticate} (401 without one), answers an anonymous visitor 401 `login_required`
 * (`texts.loginFirst`), then reads the caller's account of that kind afresh with `find`, so a change
 * the operator makes counts at once whatever the token says: null means any other account, 403
 * `forbidden` (`texts.refusal`); `find` may also throw its own refusal. Sets `c.get(variable)`.
 */
export function accountOnly<K extends string, V>(
  ctx: AppContext,
  variable: K,
  find: (userId: number) => Promise<V | null>,
  texts: { loginFirst: string; refusal: string },
): MiddlewareHandler<AccountEnv<K, V>> {
  const auth = authenticate(ctx);
  return async (c, next) => {
    const base = c as unknown as Context<AuthEnv>;
    let authenticated = false;
    // The token check of every API call; it answers 401 itself when the token is missing or bad.
    const answer = await auth(base, async () => {
      authenticated = true;
    });
    if (!authenticated) return answer;
    const { userId } = base.get('auth');
    if (userId === null) throw new ApiError(401, 'login_required', texts.loginFirst);
    const account = await find(userId);
    if (account === null) throw new ApiError(403, 'forbidden', texts.refusal);
    c.set(variable as never, account as never);
    await next();
  };
}
