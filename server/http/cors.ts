/*
 * Partner websites embed the widget with one script tag from this server; the widget then calls this
 * API from the partner's origin. The API authenticates with bearer tokens in a header, never with
 * cookies, so a page of another origin can do nothing with it that it could not do with its own token:
 * every origin may call it. The 401 challenge header is exposed because the widget reads it to tell a
 * refused token (renew and retry) from a call that needs a login. ./api-headers.ts sends these headers
 * with every /api answer and answers preflights.
 */

/** CORS headers of every /api answer. */
export const API_CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-expose-headers': 'WWW-Authenticate',
} as const;

/** What a CORS preflight (OPTIONS) of an /api call is told besides {@link API_CORS_HEADERS}. */
export const PREFLIGHT_HEADERS = {
  'access-control-allow-methods': 'GET, POST',
  'access-control-allow-headers': 'Authorization, Content-Type, Idempotency-Key',
  'access-control-max-age': '86400',
} as const;
