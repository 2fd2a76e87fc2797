/**
 * fast-check arbitraries of hostile requests to every route of the app. The routes come from
 * `createApp(ctx).routes`, so a route added later is fuzzed without touching this file: its path
 * parameters are filled with hostile text (or, for a parameter with a pattern, text matching it), GET
 * calls get hostile query strings, POST calls bodies of every shape (a valid payload of the route with
 * fields replaced, dropped or added; a random object; broken JSON; the wrong content type).
 */
import fc from 'fast-check';
import {
  BAD_JSON,
  BASES,
  CONTENT_TYPES,
  EDGE_NUMBERS,
  HUGE_TEXT,
  NASTY_TEXT,
  RAW_PIECES,
} from './fuzz-tables';
import type { RawRequest } from './http';

/** A route as Hono registers it. */
export interface Route {
  method: string;
  path: string;
}

/** Which token a request carries: the fuzz fixture's tokens, a forged one or none. */
export type Auth = 'none' | 'anon' | 'user' | 'forged' | 'malformed';

/** One generated request before the tokens are filled in. */
export interface FuzzRequest extends RawRequest {
  route: string;
  auth: Auth;
  /** True when the body is over the server's limit, so the server may reset the upload. */
  oversize: boolean;
}

/** Hostile text: random (full Unicode, surrogates included), hand-picked, now and then huge. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 4, arbitrary: fc.constantFrom(...NASTY_TEXT) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', minLength: 200, maxLength: 2000 }) },
  { weight: 1, arbitrary: fc.constantFrom(...HUGE_TEXT) },
);

const hostileNumber: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(...EDGE_NUMBERS),
  fc.integer({ min: -5, max: 200 }),
);

/** Any JSON value of hostile leaves, nested at most three deep. */
const { value: hostileValue } = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileText,
    hostileNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(hostileText, tie('value'), { maxKeys: 3 }),
  ),
}));
export { hostileValue };

const ALL_KEYS = [...new Set(Object.values(BASES).flatMap((b) => Object.keys(b())))];
/** Field names: those of the API's bodies and a few a client might try. */
const fieldName = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...ALL_KEYS, 'id', 'lang', 'page', 'PageSize', 'coupon', 'email') },
  { weight: 1, arbitrary: fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', '') },
  { weight: 1, arbitrary: hostileText },
);

const baseOf = (path: string) => BASES[path]?.() ?? {};

/** A body object: the route's valid one with fields replaced, dropped and added, or any object. */
function bodyObject(path: string): fc.Arbitrary<unknown> {
  const base = baseOf(path);
  const keys = Object.keys(base);
  const mutated = fc
    .record({
      replace: fc.array(fc.tuple(keys.length ? fc.constantFrom(...keys) : fieldName, hostileValue), {
        maxLength: 4,
      }),
      drop: fc.subarray(keys, { maxLength: Math.min(3, keys.length) }),
      extra: fc.dictionary(fieldName, hostileValue, { maxKeys: 2 }),
    })
    .map(({ replace, drop, extra }) => {
      const out: Record<string, unknown> = { ...base };
      for (const k of drop) delete out[k];
      for (const [k, v] of replace) out[k] = v;
      for (const [k, v] of Object.entries(extra)) out[k] = v;
      return out;
    });
  return fc.oneof(
    { weight: 6, arbitrary: mutated },
    { weight: 1, arbitrary: fc.dictionary(fieldName, hostileValue, { maxKeys: 6 }) },
    { weight: 1, arbitrary: hostileValue },
  );
}

/** JSON text of a value, writing the raw numbers verbatim. */
export function toJson(v: unknown): string {
  return (JSON.stringify(v) ?? 'null').replace(/"\\u0001raw:([^"]*)"/g, '$1');
}

/** A body and its content type: mostly JSON of a (mutated) object, then broken JSON and other types. */
function body(path: string): fc.Arbitrary<{ text: string; type: string | undefined }> {
  const json = bodyObject(path).map(toJson);
  return fc.oneof(
    { weight: 8, arbitrary: fc.record({ text: json, type: fc.constant('application/json') }) },
    {
      weight: 2,
      arbitrary: fc.record({ text: fc.constantFrom(...BAD_JSON), type: fc.constant('application/json') }),
    },
    {
      weight: 1,
      arbitrary: fc.record({ text: fc.string({ unit: 'binary' }), type: fc.constant('application/json') }),
    },
    {
      weight: 2,
      arbitrary: fc.record({
        text: fc.oneof(json, fc.constantFrom('a=b&c=%zz', 'grant_type=x&grant_type=y', '--x\r\n\r\n--x--')),
        type: fc.option(fc.constantFrom(...CONTENT_TYPES), { nil: undefined }),
      }),
    },
  );
}

/** Bytes of `s` percent-encoded (lone surrogates become U+FFFD, as any client would send them). */
export function pct(s: string): string {
  return [...Buffer.from(s, 'utf8')]
    .map((b) =>
      /[A-Za-z0-9\-._~]/.test(String.fromCharCode(b))
        ? String.fromCharCode(b)
        : `%${b.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');
}

/** A path parameter: hostile text encoded, a raw piece, a number, or text matching its pattern. */
function param(pattern: string | undefined): fc.Arbitrary<string> {
  const options: fc.Arbitrary<string>[] = [
    hostileText.filter((s) => s.length < 3000).map(pct),
    fc.constantFrom(...RAW_PIECES),
    fc.oneof(fc.integer(), fc.constantFrom(0, -1, 2 ** 53 + 2, 1e21)).map(String),
  ];
  if (pattern) options.push(fc.stringMatching(new RegExp(`^${pattern}$`)).map(pct));
  return fc.oneof(...options);
}

/** The path of `route` with each `:name` or `:name{pattern}` filled. */
function filledPath(path: string): fc.Arbitrary<string> {
  const parts = path.split(/(:[A-Za-z_]+(?:\{(?:[^{}]|\{[^{}]*\})*\})?)/);
  return fc
    .tuple(
      ...parts.map((p) => {
        if (!p.startsWith(':')) return fc.constant(p);
        const pattern = /\{(.*)\}$/.exec(p)?.[1];
        return param(pattern);
      }),
    )
    .map((ps) => ps.join(''));
}

/** A query string: hostile keys and values, repeated keys, broken escapes, now and then 20 kB long. */
const query: fc.Arbitrary<string> = fc.oneof(
  { weight: 2, arbitrary: fc.constant('') },
  {
    weight: 6,
    arbitrary: fc
      .array(
        fc.tuple(
          fieldName,
          fc.oneof(
            hostileText.filter((s) => s.length < 3000),
            fc.constant(''),
          ),
        ),
        {
          maxLength: 4,
        },
      )
      .map((kv) => `?${kv.map(([k, v]) => `${pct(k)}=${pct(v)}`).join('&')}`),
  },
  { weight: 1, arbitrary: fc.constantFrom('?', '?&&&', '?a=%zz', '?=', '?a[]=1&a[b]=2', '?a=1&a=2&a=3') },
  { weight: 1, arbitrary: fc.integer({ min: 2000, max: 20_000 }).map((n) => `?x=${'a'.repeat(n)}`) },
);

const auth: fc.Arbitrary<Auth> = fc.constantFrom('none', 'anon', 'user', 'forged', 'malformed');

/** A hostile request to one route. */
function routeRequest(route: Route): fc.Arbitrary<FuzzRequest> {
  const name = `${route.method} ${route.path}`;
  const idempotency = fc.option(
    fc.oneof(fc.constantFrom('', ' ', 'x'.repeat(101)), fc.stringMatching(/^[\x21-\x7e]{1,120}$/)),
    { freq: 4, nil: undefined },
  );
  return fc
    .record({ path: filledPath(route.path), q: query, auth, idempotency, body: body(route.path) })
    .map(({ path, q, auth: a, idempotency: key, body: b }) => {
      const headers: Record<string, string> = {};
      if (key !== undefined) headers['idempotency-key'] = key;
      const req: FuzzRequest = {
        route: name,
        method: route.method,
        path: path + q,
        headers,
        auth: a,
        oversize: false,
      };
      if (route.method === 'GET') return req;
      if (b.type !== undefined) headers['content-type'] = b.type;
      req.body = b.text;
      return req;
    });
}

/** Requests past every route: oversized bodies, the wrong method, unknown paths, long URLs. */
const strays: fc.Arbitrary<FuzzRequest> = fc.oneof(
  fc.constantFrom<FuzzRequest>(
    {
      route: 'oversize',
      method: 'POST',
      path: '/api/billoprice',
      body: `{"a":"${'x'.repeat(300_000)}"}`,
      headers: { 'content-type': 'application/json' },
      auth: 'anon',
      oversize: true,
    },
    { route: 'method', method: 'DELETE', path: '/api/airports', auth: 'anon', oversize: false },
    {
      route: 'method',
      method: 'PUT',
      path: '/api/billoprice/neworder',
      body: '{}',
      auth: 'anon',
      oversize: false,
    },
    { route: 'method', method: 'PATCH', path: '/api/token', body: '{}', auth: 'none', oversize: false },
    { route: 'unknown', method: 'GET', path: '/api/nope', auth: 'none', oversize: false },
    { route: 'long url', method: 'GET', path: `/api/${'a'.repeat(8000)}`, auth: 'none', oversize: false },
    {
      route: 'long url',
      method: 'GET',
      path: `/api/airports?${'b'.repeat(70_000)}`,
      auth: 'none',
      oversize: false,
    },
  ),
  fc
    .record({
      p: fc.constantFrom('/', '/api/', '/widget/', '/sandbox/'),
      rest: hostileText.filter((s) => s.length < 3000),
    })
    .map(({ p, rest }): FuzzRequest => ({
      route: 'unknown',
      method: 'GET',
      path: p + pct(rest),
      auth: 'none',
      oversize: false,
    })),
);

/** Hostile requests to every route of `routes` plus the strays, in proportion 20 : 1. */
export function hostileRequests(routes: Route[]): fc.Arbitrary<FuzzRequest> {
  return fc.oneof(
    { weight: 20, arbitrary: fc.oneof(...routes.map(routeRequest)) },
    { weight: 1, arbitrary: strays },
  );
}
