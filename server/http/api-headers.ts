import type { Context } from 'hono';
import type { Config } from '../config';
import { API_CORS_HEADERS, PREFLIGHT_HEADERS } from './cors';
import { apiSecurityHeaders } from './security-headers';

/*
 * The headers of every /api answer come from the sets below, built once per app and applied by the
 * edge middleware (./edge.ts):
 *
 * - CORS (./cors.ts): every origin may call the API; preflights are answered here;
 * - the API's security headers (./security-headers.ts), HSTS when PUBLIC_URL is https;
 * - `Cache-Control: no-store` unless the route chose a caching rule itself (the public airport list and
 *   street suggestions). Most answers carry personal data (accounts, addresses, orders, tokens, payment
 *   forms) or depend on who asks, and no browser, proxy or CDN may keep them; making it the default,
 *   errors included, means a new route cannot forget it.
 *
 * The API's JSON answers ({@link jsonAnswer}, and ok and fail in ./envelope.ts) are built with this set
 * as one plain record, which @hono/node-server writes straight to the socket. Hono's own header
 * handling (c.header, c.json, reading c.res.headers) goes through web Headers objects, which cost more
 * per request than a cached street lookup. Any other answer (c.text, c.redirect, a handler's own
 * Response) gets the missing headers added after the handler, so no /api answer goes without them.
 */

declare module 'hono' {
  interface ContextVariableMap {
    /** The headers of a JSON answer on /api, set by the edge middleware for the envelope's answers. */
    apiHeaders: Readonly<Record<string, string>>;
    /** The answer {@link jsonAnswer} built last, with the full set: it needs nothing added. */
    apiAnswer: JsonAnswer;
  }
}

/**
 * A JSON answer of the envelope as {@link jsonAnswer} built it: the Response and the parts it was made
 * of, so later middleware (compression) can read its status, text and headers without asking the
 * Response, which would turn @hono/node-server's light Response into a full web one.
 */
export interface JsonAnswer {
  res: Response;
  status: number;
  body: string;
  headers: Readonly<Record<string, string>>;
}

/** The answer {@link jsonAnswer} made for this request, when it is still the one being sent. */
export function currentJsonAnswer(c: Context): JsonAnswer | undefined {
  const answer = c.get('apiAnswer');
  return answer?.res === c.res ? answer : undefined;
}

/** Whether `path` is the API's: /api and everything under it. */
export function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}

/** The caching rule of an answer whose route chose none. */
export const NO_STORE = { 'cache-control': 'no-store' } as const;

/** The full set merged with a route's own constant headers (STREET_HEADERS, …), kept per pair. */
const merged = new WeakMap<object, WeakMap<object, Readonly<Record<string, string>>>>();

function isEmpty(record: object): boolean {
  for (const _ in record) return false;
  return true;
}

function withOwn(
  base: Readonly<Record<string, string>>,
  own: Readonly<Record<string, string>>,
): Readonly<Record<string, string>> {
  let byBase = merged.get(own);
  let all = byBase?.get(base);
  if (all !== undefined) return all;
  const copy: Record<string, string> = { ...base };
  // Lower case, as in the set: a record naming one header twice would send it twice.
  for (const name in own) copy[name.toLowerCase()] = own[name] as string;
  all = Object.freeze(copy);
  if (byBase === undefined) merged.set(own, (byBase = new WeakMap()));
  byBase.set(base, all);
  return all;
}

/**
 * Answers `body` (serialised JSON) with `status`, the /api headers and `headers`, all as one plain
 * record. Headers set with `c.header` are not carried over: pass them in `headers`. Outside /api
 * (an error on a page or the sandbox) it answers through Hono with the headers of that kind of path.
 */
export function jsonAnswer(
  c: Context,
  body: string,
  status: number,
  headers?: Readonly<Record<string, string>>,
): Response {
  const base = c.get('apiHeaders');
  if (base === undefined) {
    return c.body(body, status as 200, { 'content-type': 'application/json', ...headers });
  }
  const all = headers === undefined || isEmpty(headers) ? base : withOwn(base, headers);
  const res = new Response(body, { status, headers: all });
  c.set('apiAnswer', { res, status, body, headers: all });
  return res;
}

/** The header sets of /api answers for one configuration, built once per app. */
export interface ApiHeaderSets {
  /** The headers of a JSON answer, handed to the handlers as `c.var.apiHeaders`. */
  json: Readonly<Record<string, string>>;
  /** The headers of a CORS preflight's answer. */
  preflight: Readonly<Record<string, string>>;
  /** What an answer made another way than {@link jsonAnswer} gets when it lacks it. */
  added: readonly (readonly [string, string])[];
}

/** Builds the /api header sets for `config` (used by the edge middleware, ./edge.ts). */
export function apiHeaderSets(config: Config): ApiHeaderSets {
  const rest = Object.freeze({ ...API_CORS_HEADERS, ...apiSecurityHeaders(config), ...NO_STORE });
  // JSON answers are compressed for callers that accept it (./compress-api.ts), so caches keep one per encoding.
  const json = Object.freeze({ 'content-type': 'application/json', vary: 'Accept-Encoding', ...rest });
  const preflight = Object.freeze({
    ...API_CORS_HEADERS,
    ...apiSecurityHeaders(config),
    ...PREFLIGHT_HEADERS,
  });
  return { json, preflight, added: Object.entries(rest) };
}

/** The answer to a CORS preflight of an /api call. */
export function preflightAnswer(sets: ApiHeaderSets): Response {
  return new Response(null, { status: 204, headers: sets.preflight });
}

/** After the handler: adds to an /api answer not made by {@link jsonAnswer} the headers it lacks. */
export function completeApiHeaders(c: Context, sets: ApiHeaderSets): void {
  if (currentJsonAnswer(c)) return;
  const headers = c.res.headers;
  for (const [name, value] of sets.added) if (!headers.has(name)) headers.set(name, value);
}
