import { Hono } from 'hono';
import { z } from 'zod';
import type { TokenAnswer } from '../../core';
import type { AppContext } from '../context';
import { resolveClient } from '../auth/clients';
import { clientAddress } from '../http/client-address';
import {
  issueTokens,
  purgeExpiredTokens,
  revokeByToken,
  rotateRefreshToken,
  type IssuedTokens,
} from '../auth/tokens';
import { accountSettings } from '../accounts/account-settings';
import { checkCredentials } from '../accounts/login';
import { accountRole, findUserRole, type AccountRole } from '../data/accounts/users-repo';
import { jsonAnswer } from '../http/api-headers';
import { ApiError, parse, readBody } from '../http/envelope';
import { freeText } from '../http/input';

const text = z.string().max(500).optional();
const TokenRequest = z.object({
  grant_type: z.string().min(1),
  client_id: text,
  client_secret: text,
  // Accepted for OAuth compatibility; every token of this API has the same rights.
  scope: text,
  username: freeText(z.string().max(254)).optional(),
  password: z.string().max(1024).optional(),
  refresh_token: text,
});

const RevokeRequest = z.object({
  token: z.string().min(1, 'is required').max(500),
  token_type_hint: z.enum(['access_token', 'refresh_token']).optional(),
  client_id: text,
  client_secret: text,
});

const REFRESH_FAILURES = {
  unknown: 'The refresh token is not known.',
  expired: 'The refresh token has expired; log in again.',
  reused: 'The refresh token was already used; for safety this session has been ended, log in again.',
  client_mismatch: 'The refresh token was issued to another client.',
} as const;

function required(value: string | undefined, field: string): string {
  if (value === undefined || value === '') {
    throw new ApiError(
      400,
      'invalid_request',
      `The field "${field}" is required for this grant type.`,
      field,
    );
  }
  return value;
}

/**
 * `POST /api/token`, OAuth 2 style (SPEC 7): grant types `client_credentials` (anonymous visitor token),
 * `password` and `refresh_token`, as JSON or form-encoded. Success is the bare OAuth answer
 * `{access_token, token_type, expires_in, refresh_token, userId?, userName?, user_type?, agent_licence?}`; failures carry
 * `{error, error_description}` inside the usual failure envelope.
 */
export function tokenRoutes(ctx: AppContext): Hono {
  const settings = accountSettings(ctx.config);
  const app = new Hono();
  app.post('/token', async (c) => {
    const body = parse(TokenRequest, await readBody(c));
    const clientId = resolveClient(body, c.req.header('authorization'));
    const ttl = settings.tokenTtl;
    let issued: IssuedTokens;
    let userName: string | undefined;
    let role: AccountRole | undefined;
    switch (body.grant_type) {
      case 'client_credentials':
        issued = await ctx.db.transaction((tx) => issueTokens(tx, clientId, null, ttl));
        // Anonymous visits are the most frequent issue; tidy up now and then, not on every call.
        if (Math.random() < 1 / 64) await purgeExpiredTokens(ctx.db);
        break;
      case 'password': {
        const username = required(body.username, 'username');
        const password = required(body.password, 'password');
        const user = await checkCredentials(ctx.db, username, password, clientAddress(c, settings.proxyHops));
        if (!user) throw new ApiError(400, 'invalid_grant', 'The username or password is not correct.');
        issued = await ctx.db.transaction((tx) => issueTokens(tx, clientId, user.id, ttl));
        userName = user.username;
        role = accountRole(user);
        break;
      }
      case 'refresh_token': {
        const token = required(body.refresh_token, 'refresh_token');
        const address = clientAddress(c, settings.proxyHops);
        const result = await ctx.db.transaction((tx) =>
          rotateRefreshToken(tx, token, clientId, ttl, address),
        );
        if (typeof result === 'string') throw new ApiError(400, 'invalid_grant', REFRESH_FAILURES[result]);
        issued = result;
        break;
      }
      default:
        throw new ApiError(
          400,
          'unsupported_grant_type',
          `The grant type "${body.grant_type}" is not supported; use client_credentials, password or refresh_token.`,
          'grant_type',
        );
    }
    if (issued.userId !== null && role === undefined) {
      const found = await findUserRole(ctx.db, issued.userId);
      userName = found?.username;
      role = found?.role;
    }
    // Tokens are never kept by a cache: no-store, the API's default (server/http/api-headers.ts).
    const answer = {
      access_token: issued.accessToken,
      token_type: 'bearer',
      expires_in: issued.expiresIn,
      refresh_token: issued.refreshToken,
      // The account type (and an agent's licence) tells the widget whether invoice settlement applies.
      ...(issued.userId !== null ? { userId: issued.userId, userName, ...role } : {}),
    } satisfies TokenAnswer;
    return jsonAnswer(c, JSON.stringify(answer), 200);
  });
  /**
   * `POST /api/token/revoke` (RFC 7009), for logout: ends the session of the given access or refresh
   * token, so neither can be used again. Answers 200 `{status: true}` whether or not the token was known.
   */
  app.post('/token/revoke', async (c) => {
    const body = parse(RevokeRequest, await readBody(c));
    const clientId = resolveClient(body, c.req.header('authorization'));
    await ctx.db.transaction((tx) => revokeByToken(tx, body.token, clientId));
    return jsonAnswer(c, JSON.stringify({ status: true }), 200);
  });
  return app;
}
