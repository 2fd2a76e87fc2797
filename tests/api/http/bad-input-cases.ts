/**
 * The bad-input table of the API (product rule: bad input anywhere gets a 4xx naming the field, never a
 * 500, never a half-written record). Each route contributes cases built by the generators below from a
 * valid request plus the kind of each field; bad-input-run.ts sends them and checks every answer.
 */

/**
 * Which token a case sends: none, an anonymous visitor token, the registered user's token, an
 * operator's (back office), a travel agent's of licence TA-INV (agents' portal) or a driver's (the
 * driver's day; made by the case file that needs it, see Fixture.driver).
 */
export type Auth = 'none' | 'anon' | 'user' | 'operator' | 'agent' | 'driver';

/** The failure body expected: the API envelope, the OAuth error (token calls) or an HTML page (sandbox). */
export type Shape = 'envelope' | 'oauth' | 'html';

/** One malformed request and what its answer must be. */
export interface BadCase {
  /** The route as Hono registers it, e.g. 'POST /api/billousers/newuser' (checked against the app). */
  route: string;
  /** What is wrong, for the test name. */
  name: string;
  method: 'GET' | 'POST' | 'PUT';
  /** Raw request path with query, sent as is (no URL normalisation). */
  path: string;
  body?: string;
  /** Content-Type header; JSON bodies default to application/json. */
  type?: string;
  headers?: Record<string, string>;
  /** Send the body without Content-Length (chunked), so a size limit must count the bytes. */
  chunked?: boolean;
  auth: Auth;
  shape: Shape;
  /** The field the answer must name (in `field` or in the description). */
  field?: string;
  /** An exact status, when one is specified (e.g. 413). */
  status?: number;
}

/** A value written into a JSON body verbatim (e.g. 1e309, which JSON.stringify cannot produce). */
export interface Raw {
  raw: string;
}
const raw = (s: string): Raw => ({ raw: s });
const isRaw = (v: unknown): v is Raw => typeof v === 'object' && v !== null && 'raw' in v;

/** 100 kB of text: longer than any field of the API accepts, well under the body limit. */
export const LONG = 'x'.repeat(100_000);
/** Text with a NUL character, which no database text column can store. */
export const NUL = 'a\u0000b';
/** 120 kB of emoji (60,000 UTF-16 units): too long for any field however length is counted. */
export const LONG_EMOJI = '\u{1F695}'.repeat(30_000);
/** Right-to-left override, a bell and a lone surrogate: never a valid code, date or choice. */
export const CONTROLS = '\u202e\u0007\ud800';
/** The oversized body: 2 MB, above the API's body limit. */
export const HUGE = JSON.stringify({ blob: 'x'.repeat(2 * 1024 * 1024) });

/** How a field is typed, which decides which wrong values apply to it. */
export type Kind =
  | 'string' // text only
  | 'text' // text, a number is taken as its text (postal codes, house numbers)
  | 'count' // whole number within limits, as a number or numeric text
  | 'number' // a non-negative amount
  | 'id' // positive record id
  | 'flag' // true/false, 1/0 and their strings
  | 'enum' // one of a few words
  | 'date' // YYYY/MM/DD
  | 'list' // list of codes, or one string
  | 'loose'; // number or short text, ignored by the server but checked for shape

const WRONG_SHAPES: unknown[] = [{}, [], null];
const BAD_VALUES: Record<Kind, unknown[]> = {
  string: [123, true, ...WRONG_SHAPES, LONG, LONG_EMOJI, NUL],
  text: [true, ...WRONG_SHAPES, LONG, LONG_EMOJI, NUL],
  count: [
    -1,
    1.5,
    1e12,
    raw('1e309'),
    raw('-1e309'),
    'abc',
    'NaN',
    'Infinity',
    '',
    true,
    ...WRONG_SHAPES,
    [3],
    LONG,
  ],
  number: [-1, 1e12, raw('1e309'), 'abc', 'NaN', 'Infinity', true, ...WRONG_SHAPES, [3], LONG],
  id: [0, -1, 1.5, 1e12, raw('1e309'), 'abc', '..', '', true, ...WRONG_SHAPES, [3], NUL],
  flag: ['yes', 2, -1, ...WRONG_SHAPES, NUL],
  enum: ['zzz', 123, true, ...WRONG_SHAPES, LONG, CONTROLS, NUL],
  date: ['2031/13/45', 'tomorrow', 123, true, ...WRONG_SHAPES, LONG, CONTROLS, NUL],
  list: [123, true, {}, [1], [{}], [LONG], LONG, NUL],
  loose: [true, {}, [], raw('1e309'), LONG],
};

/** A short label for a value in a test name. */
function label(v: unknown): string {
  if (isRaw(v)) return v.raw;
  if (v === LONG) return '100kB';
  if (v === NUL) return 'NUL';
  if (v === LONG_EMOJI) return '120kB-emoji';
  if (v === CONTROLS) return 'controls';
  const s = JSON.stringify(v) ?? String(v);
  return s.length > 30 ? `${s.slice(0, 20)}…(${s.length})` : s;
}

/** Serialises `body` as JSON, writing {@link Raw} values verbatim. */
export function jsonWithRaw(body: Record<string, unknown>): string {
  const raws: string[] = [];
  const text = JSON.stringify(body, (_k, v: unknown) => {
    if (!isRaw(v)) return v;
    raws.push(v.raw);
    return `\u0001RAW${raws.length - 1}\u0001`;
  });
  return text.replace(/"\\u0001RAW(\d+)\\u0001"/g, (_m, i: string) => raws[Number(i)] ?? '');
}

/** A JSON route and how to reach it. */
export interface JsonRoute {
  route: string;
  path: string;
  auth: Auth;
  shape?: Shape;
}

/** A field of a JSON body: its kind, and whether leaving it out is an error. */
export interface FieldSpec {
  name: string;
  kind: Kind;
  required?: boolean;
}

function base(r: JsonRoute) {
  const [method] = r.route.split(' ') as ['GET' | 'POST' | 'PUT'];
  return { route: r.route, method, path: r.path, auth: r.auth, shape: r.shape ?? 'envelope' };
}

/** One JSON body case built from `r`. */
export function jsonCase(
  r: JsonRoute,
  name: string,
  body: Record<string, unknown>,
  field?: string,
  extra: Partial<BadCase> = {},
): BadCase {
  return { ...base(r), name, body: jsonWithRaw(body), ...(field ? { field } : {}), ...extra };
}

/**
 * The body-shape cases every JSON (or form) POST route shares: not JSON, JSON that is not an object,
 * a wrong content type, a NUL byte, deep nesting and an oversized body (413).
 */
export function bodyShapeCases(r: JsonRoute): BadCase[] {
  const b = base(r);
  const bodies: [string, string, string?][] = [
    ['body not JSON', '{"a":'],
    ['body is a JSON array', '[]'],
    ['body is an array of objects', '[{}]'],
    ['body is a JSON number', '42'],
    ['body is a JSON string', '"text"'],
    ['body is JSON null', 'null'],
    ['body is JSON true', 'true'],
    ['body has a raw control character', '{"a":"\u0000\u0007"}'],
    ['body is NUL bytes', '\u0000\u0000'],
    ['body is XML', '<order/>', 'text/xml'],
    ['body is broken multipart', 'garbage', 'multipart/form-data; boundary=zz'],
  ];
  return [
    ...bodies.map(([name, body, type]) => ({
      ...b,
      name,
      body,
      type: type ?? 'application/json',
      field: 'body',
    })),
    // A NUL is found however deep it hides, without overflowing the stack, and its path is named.
    {
      ...b,
      name: 'NUL deeply nested',
      body: `{"a":${'['.repeat(20_000)}"\\u0000"${']'.repeat(20_000)}}`,
      field: 'a.0.0',
    },
    { ...b, name: 'body of 2 MB', body: HUGE, status: 413, shape: 'envelope', field: 'body' },
    {
      ...b,
      name: 'body of 2 MB, chunked',
      body: HUGE,
      chunked: true,
      status: 413,
      shape: 'envelope',
      field: 'body',
    },
  ];
}

/**
 * The field cases of a JSON route: each required field missing, then each wrong value of the field's
 * kind, every time in an otherwise valid body, so the answer must name that field.
 */
export function fieldCases(r: JsonRoute, valid: Record<string, unknown>, fields: FieldSpec[]): BadCase[] {
  const cases: BadCase[] = [];
  for (const f of fields) {
    if (f.required) {
      const { [f.name]: _gone, ...rest } = valid;
      cases.push(jsonCase(r, `${f.name} missing`, rest, f.name));
    }
    for (const v of BAD_VALUES[f.kind]) {
      cases.push(jsonCase(r, `${f.name}=${label(v)}`, { ...valid, [f.name]: v }, f.name));
    }
  }
  return cases;
}

/** Path segment values no id accepts. */
export const BAD_IDS = [
  'abc',
  '..',
  '%2e%2e',
  '%00',
  '1%00',
  'x'.repeat(2000),
  '-1',
  '0',
  '1.5',
  '1e309',
  '99999999999',
  '%20',
  '%E0%A4%A',
  '0x10',
];

const DOT_DOT = ['..', '%2e%2e'];

/** Cases for a route with one path parameter: `prefix` + each bad value + `suffix`. */
export function pathCases(
  route: string,
  prefix: string,
  values: string[],
  field: string,
  auth: Auth,
  suffix = '',
): BadCase[] {
  return values.map((v): BadCase => {
    const c: BadCase = {
      route,
      name: `${field}=${label(v)}`,
      method: route.startsWith('POST') ? 'POST' : 'GET',
      path: `${prefix}${v}${suffix}`,
      auth,
      shape: 'envelope',
    };
    // '..' is a path step, not a value: the path names no call, which is a plain 404.
    return DOT_DOT.includes(v) ? { ...c, status: 404 } : { ...c, field };
  });
}

/** A query parameter, its bad values and whether leaving it out is an error. */
export interface QuerySpec {
  name: string;
  bad: string[];
  required?: boolean;
}

/**
 * Query cases of a GET route: each required parameter missing or sent as an array (`name[]=`), each bad
 * value, a duplicated parameter with two values, a 5,000-character value and a NUL, each in an
 * otherwise valid query.
 */
export function queryCases(
  route: string,
  path: string,
  valid: Record<string, string>,
  specs: QuerySpec[],
  auth: Auth,
): BadCase[] {
  const enc = (params: [string, string][]) =>
    params.map(([k, v]) => `${encodeURIComponent(k)}=${v}`).join('&');
  const others = (name: string) =>
    Object.entries(valid)
      .filter(([k]) => k !== name)
      .map(([k, v]): [string, string] => [k, encodeURIComponent(v)]);
  const mk = (name: string, field: string, params: [string, string][]): BadCase => ({
    route,
    name,
    method: 'GET',
    path: `${path}?${enc(params)}`,
    auth,
    shape: 'envelope',
    field,
  });
  const cases: BadCase[] = [];
  for (const s of specs) {
    const good = encodeURIComponent(valid[s.name] ?? 'a');
    if (s.required) {
      cases.push(mk(`${s.name} missing`, s.name, others(s.name)));
      cases.push(mk(`${s.name}[] array`, s.name, [...others(s.name), [`${s.name}[]`, good]]));
    }
    for (const v of [...s.bad, 'x'.repeat(5000), '%00', `${good}%00`]) {
      cases.push(mk(`${s.name}=${label(v)}`, s.name, [...others(s.name), [s.name, v]]));
    }
    cases.push(mk(`${s.name} twice`, s.name, [...others(s.name), [s.name, good], [s.name, `${good}x`]]));
  }
  return cases;
}
