import type { MiddlewareHandler } from 'hono';
import { API_SECURITY_HEADERS } from './security-headers';

/*
 * Partner websites embed the widget with one script tag from this server; the widget then calls this
 * API from the partner's origin. The API authenticates with bearer tokens in a header, never with
 * cookies, so a page of another origin can do nothing with it that it could not do with its own token:
 * every origin may call it. The 401 challenge header is exposed because the widget reads it to tell a
 * refused token (renew and retry) from a call that needs a login.
 */

/** Headers of every /api answer. */
export const API_CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-expose-headers': 'WWW-Authenticate',
} as const;

/** The answer to a CORS preflight (OPTIONS) of an /api call. */
const PREFLIGHT_HEADERS = {
  ...API_CORS_HEADERS,
  ...API_SECURITY_HEADERS,
  'access-control-allow-methods': 'GET, POST',
  'access-control-allow-headers': 'Authorization, Content-Type, Idempotency-Key',
  'access-control-max-age': '86400',
} as const;

/**
 * Middleware for /api/*: answers preflights and adds {@link API_CORS_HEADERS} to every answer made
 * through the context (c.json, errors, not found); jsonResponse (./envelope.ts) adds them itself.
 * They are set before the handler runs rather than written into the finished answer, which would
 * rebuild it.
 */
export function apiCors(): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method === 'OPTIONS') return new Response(null, { status: 204, headers: PREFLIGHT_HEADERS });
    for (const [name, value] of Object.entries(API_CORS_HEADERS)) c.header(name, value);
    await next();
  };
}
