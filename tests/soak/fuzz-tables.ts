/**
 * The hand-picked tables of the fuzz (fuzz-requests.ts): hostile texts and numbers, broken JSON,
 * content types, raw path pieces and a valid body per call, so mutations reach past the first check.
 */
import { orderPayload, priceRequest } from '../support/payloads';

/** Marks a JSON value to be written verbatim (numbers JSON.stringify cannot produce, e.g. 1e309). */
export const RAW = '\u0001raw:';
const raw = (s: string) => `${RAW}${s}`;

/** Hand-picked nasties: separators, NUL, lone surrogates, controls, injections, impossible dates. */
export const NASTY_TEXT = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff',
  'x\udc00y',
  '\u202e\u0007\u001b[2J',
  '\ufeff',
  '\u{10ffff}',
  'Zoë Çelik-Ñúñez',
  'زهرة',
  '山田太郎',
  '🚕✈️👨‍👩‍👧',
  "' OR '1'='1' --",
  '"; DROP TABLE orders; --',
  '<script>alert(1)</script>',
  '${jndi:ldap://x}',
  '../../etc/passwd',
  '\r\nSet-Cookie: x=1',
  '%00',
  '%zz',
  '0',
  '-1',
  '1e309',
  'NaN',
  'Infinity',
  '0x1F',
  '2026/02/30',
  '2026/13/01',
  '0000/00/00',
  '9999/12/31',
  '275760/09/14',
  '2026-02-29T25:61:61Z',
  '24:60',
  '99:99',
  'BRU',
  'TB1',
  'true',
  'null',
  '[]',
  '{}',
];

/** Numbers at and past every edge: JSON.stringify cannot write the raw ones, they go in as written. */
export const EDGE_NUMBERS: unknown[] = [
  0,
  -0,
  -1,
  1.5,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53 + 2,
  Number.MAX_VALUE,
  -Number.MAX_VALUE,
  Number.MIN_VALUE,
  raw('1e309'),
  raw('-1e309'),
  raw('123456789012345678901234567890'),
  raw('1e-400'),
  raw('-0.0e+0'),
];

const big = (s: string, n: number) => s.repeat(n);
/** Long texts: over every field's limit, well under the body limit. */
export const HUGE_TEXT = [big('x', 100_000), big('\u{1F695}', 30_000), big('é', 40_000), big('\u0000', 5000)];

/** Valid bodies of the calls that take one, so mutations reach past the first check. */
export const BASES: Record<string, () => Record<string, unknown>> = {
  '/api/token': () => ({ grant_type: 'client_credentials', client_id: 'webapp' }),
  '/api/token/revoke': () => ({ token: 'x', client_id: 'webapp' }),
  '/api/billousers/login': () => ({ username: 'a@example.be', password: 'lange-kerstboom-9' }),
  '/api/billousers/newuser': () => ({
    username: 'fuzz@example.be',
    password: 'lange-kerstboom-9',
    confirmPassword: 'lange-kerstboom-9',
    firstname: 'An',
    lastname: 'Peeters',
  }),
  '/api/billousers/changepassword': () => ({
    oldPassword: 'lange-kerstboom-9',
    password: 'nieuwe-tram-57',
    confirmPassword: 'nieuwe-tram-57',
  }),
  '/api/billousers/newaddress': () => ({ street: 'Korenmarkt', streetnr: '1', zip: '9000', city: 'Gent' }),
  '/api/billousers/editaddress': () => ({
    id: 1,
    street: 'Korenmarkt',
    streetnr: '1',
    zip: '9000',
    city: 'Gent',
  }),
  '/api/billousers/deladdress': () => ({ id: 1 }),
  '/api/billousers/linkorder': () => ({ ecode: 'ABCDEFGHJK', email: 'jan@example.be' }),
  '/api/billoprice': () => priceRequest(),
  '/api/billoprice/neworder': () => orderPayload({ totaleprijs: 100 }),
};

/** Broken or hostile JSON texts. */
export const BAD_JSON = [
  '',
  '{',
  '{"a":',
  '{"a":1,}',
  "{'a':1}",
  '{"a":1}{"b":2}',
  'null',
  '[]',
  '"text"',
  '12',
  '\u0000',
  '\ufeff{}',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  '{"__proto__":{"isAdmin":true}}',
  '['.repeat(100_000),
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  `{"a":${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}}`,
];

/** Content types a client might send, right and wrong. */
export const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=utf-16',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'multipart/form-data',
  'application/xml',
  '',
  'application/json, text/html',
  '*/*',
];

/** Path pieces sent as written: broken escapes, an encoded surrogate, dot segments, encoded slashes. */
export const RAW_PIECES = [
  '%',
  '%zz',
  '%E0%A4%A',
  '%ED%A0%80',
  '%C0%AE',
  '%00',
  '..',
  '.',
  '%2e%2e',
  '%2F',
  '%252F',
  ';x=1',
  '@',
];
