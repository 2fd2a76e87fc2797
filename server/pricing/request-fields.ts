/**
 * Zod building blocks shared by the price request and the order payload, so both read counts, dates,
 * types and coupon lists the same way. Numbers may arrive as JSON numbers or as form strings.
 *
 * Each block is split in two: a plain coercion of what clients send (numeric text to a number, a number
 * to text, trimming, upper case, '-' dates, a comma list to a list) and a simple schema that validates
 * the coerced value and names the field on failure. {@link inputObject} runs the coercions of all
 * fields in one pass before the object schema; the blocks therefore belong in an inputObject. Keeping
 * zod to plain checks (no transform, pipe or union per field) made the price call about a third cheaper.
 */
import { z } from 'zod';
import {
  COUNT_LIMITS,
  type CountField,
  isFreeText,
  isValidDate,
  normalizeDateText,
  REMARKS_MAX_LENGTH,
  remarksProblem,
  type TransportType,
} from '../../core';
import { freeText, readNumericText } from '../http/input';

type Coercion = (value: unknown) => unknown;

const coercions = new WeakMap<z.ZodType, Coercion>();

function withCoercion<S extends z.ZodType>(schema: S, coerce: Coercion): S {
  coercions.set(schema, coerce);
  return schema;
}

/** The coercion of a block, also when it is wrapped in .optional() or .default(). */
function coercionOf(schema: z.ZodType): Coercion | undefined {
  let current: z.ZodType | undefined = schema;
  while (current) {
    const found = coercions.get(current);
    if (found) return found;
    current = (current.def as { innerType?: z.ZodType }).innerType;
  }
  return undefined;
}

/**
 * An object schema of building blocks (and any other zod schemas): the blocks' coercions run first,
 * over the fields present, then the object is validated. Fields that are not blocks are left as sent.
 */
export function inputObject<Shape extends z.ZodRawShape>(shape: Shape) {
  const byField = new Map<string, Coercion>();
  for (const [field, schema] of Object.entries(shape)) {
    const coerce = coercionOf(schema as z.ZodType);
    if (coerce) byField.set(field, coerce);
  }
  return z.preprocess((input) => {
    if (input === null || typeof input !== 'object' || Array.isArray(input)) return input;
    const fields = input as Record<string, unknown>;
    let coerced: Record<string, unknown> | undefined;
    for (const field of Object.keys(fields)) {
      const coerce = byField.get(field);
      if (!coerce) continue;
      const value = fields[field];
      const next = coerce(value);
      if (next !== value) (coerced ??= { ...fields })[field] = next;
    }
    return coerced ?? input;
  }, z.object(shape));
}

const trimmed: Coercion = (v) => (typeof v === 'string' ? v.trim() : v);
const upperCase: Coercion = (v) => (typeof v === 'string' ? v.trim().toUpperCase() : v);

/** A count within core's limits for `field` (SPEC 5). */
export function requiredCount(field: CountField) {
  const { min, max } = COUNT_LIMITS[field];
  return countIn(min, max);
}

/**
 * A whole number from `min` to `max`, as a number or numeric text; null, booleans, arrays and empty
 * text are refused (z.coerce would read them as 0, 1 or the element).
 */
export function countIn(min: number, max: number) {
  return withCoercion(
    z
      .number({ error: 'a whole number is required' })
      .int('a whole number is required')
      .min(min, `at least ${min}`)
      .max(max, `at most ${max}`),
    readNumericText,
  );
}

/** A count within core's limits for `field`; missing means the field's minimum. */
export function count(field: CountField) {
  return requiredCount(field).default(COUNT_LIMITS[field].min);
}

/** Sent dates as core writes them (normalizeDateText): trimmed, 'YYYY-MM-DD' as 'YYYY/MM/DD'. */
const sentDate: Coercion = (v) => (typeof v === 'string' ? normalizeDateText(v) : v);
const DATE_MESSAGE = 'a date like 2025/06/30 is required';

/** A 'YYYY/MM/DD' date (also accepted as 'YYYY-MM-DD'), normalised to slashes. */
export const dateField = withCoercion(z.string().refine(isValidDate, DATE_MESSAGE), sentDate);

/** A date as {@link dateField}, or empty text (or missing) for none: '' then. */
export const optionalDate = withCoercion(
  z
    .string()
    .refine((s) => s === '' || isValidDate(s), DATE_MESSAGE)
    .default(''),
  sentDate,
);

/** The transport type in any case ('comfort', 'COMFORT'), as core's upper-case name. */
export const typeField = withCoercion(
  z.enum(
    ['COMBINATIE', 'COMFORT', 'BUSINESS'] satisfies TransportType[],
    'one of combinatie, comfort, business',
  ),
  upperCase,
);

/** The trip kind H, T or HT, in any case. */
export const tripKindField = withCoercion(z.enum(['H', 'T', 'HT'], 'one of H, T, HT'), upperCase);

/** A language code NL, FR or EN, in any case. */
export const languageField = withCoercion(z.enum(['NL', 'FR', 'EN'], 'one of NL, FR, EN'), upperCase);

/**
 * Short free text, trimmed; a number is taken as its text (postal codes, house numbers). Control
 * characters and broken surrogate pairs are refused (core/text.ts): these fields reach e-mails and
 * calendar files.
 */
export function text(max = 200) {
  return withCoercion(
    freeText(z.string('text is required').max(max, `at most ${max} characters`)).default(''),
    (v) => (typeof v === 'number' ? String(v) : trimmed(v)),
  );
}

/**
 * Remarks for the driver (issue 17): multi-line plain text of at most REMARKS_MAX_LENGTH characters,
 * trimmed; control characters other than line breaks are refused (core's remarksProblem). Line breaks
 * in any spelling are stored as LF.
 */
export const remarksText = withCoercion(
  z
    .string('text is required')
    .refine((s) => remarksProblem(s) !== 'length', `at most ${REMARKS_MAX_LENGTH} characters`)
    .refine(
      (s) => remarksProblem(s) === null || remarksProblem(s) === 'length',
      'must be plain text: no control characters other than line breaks',
    )
    .default(''),
  (v) => (typeof v === 'string' ? v.replace(/\r\n/g, '\n').trim() : v),
);

const MAX_COUPONS = 10;
const MAX_COUPON_LENGTH = 40;

/**
 * Sent coupon codes as a list of trimmed, non-empty texts: a JSON list, a JSON-encoded list (the
 * original payload sends a string) or a comma-separated string. Anything else is left for the schema
 * to refuse.
 */
const sentCoupons: Coercion = (v) => {
  let list: unknown = v;
  if (typeof v === 'string') {
    const s = v.trim();
    if (s.startsWith('[')) {
      try {
        list = JSON.parse(s);
      } catch {
        return v;
      }
    } else {
      list = s === '' ? [] : s.split(',');
    }
  }
  if (!Array.isArray(list) || !list.every((c) => typeof c === 'string')) return v;
  return list.map((c: string) => c.trim()).filter(Boolean);
};

/**
 * Coupon codes as a JSON list, a JSON-encoded list or a comma-separated string, at most 10 of at most
 * 40 characters; duplicates (ignoring case) are dropped.
 */
export const couponList = withCoercion(
  z
    .custom<string[]>(
      (v) => Array.isArray(v) && v.every((c) => typeof c === 'string'),
      'a list of coupon codes is required',
    )
    .refine(
      (codes) => codes.length <= MAX_COUPONS && codes.every((c) => c.length <= MAX_COUPON_LENGTH),
      `at most ${MAX_COUPONS} codes of at most ${MAX_COUPON_LENGTH} characters`,
    )
    .refine((codes) => codes.every((c) => isFreeText(c)), 'codes must not contain control characters')
    .transform((codes) =>
      codes.filter((c, i) => codes.findIndex((d) => d.toUpperCase() === c.toUpperCase()) === i),
    )
    .default([]),
  sentCoupons,
);

const HOUSE_NUMBER_AT_END = /\s+\d+\s*[a-zA-Z]?(\s*(bus|bte|box)\s*\S+)?\s*$/i;

function isWordChar(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95;
}

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

function isLineEnd(c: number): boolean {
  return c === 10 || c === 13 || c === 0x2028 || c === 0x2029;
}

/**
 * The postal code in an address line: the last group of exactly four digits standing alone (between
 * non-word characters), looking no further than the end of the line it was found on. Written as a
 * loop rather than a look-ahead regular expression, which cost more than the rest of a price request.
 */
function postalInLine(line: string): string {
  let found = -1;
  for (let i = 0; i + 4 <= line.length; i++) {
    const c = line.charCodeAt(i);
    if (found >= 0 && isLineEnd(c)) break;
    if (!isDigit(c) || (i > 0 && isWordChar(line.charCodeAt(i - 1)))) continue;
    if (
      !isDigit(line.charCodeAt(i + 1)) ||
      !isDigit(line.charCodeAt(i + 2)) ||
      !isDigit(line.charCodeAt(i + 3))
    )
      continue;
    if (i + 4 < line.length && isWordChar(line.charCodeAt(i + 4))) continue;
    found = i;
    i += 3;
  }
  return found < 0 ? '' : line.slice(found, found + 4);
}

/** Parses a home address written as one line, e.g. 'Korenmarkt 12, 9000 Gent'. */
export function splitAddressLine(line: string): { street: string; postal: string } {
  const postal = postalInLine(line);
  const comma = line.indexOf(',');
  const first = comma < 0 ? line : line.slice(0, comma);
  const street = first.includes(postal) && postal ? '' : first.replace(HOUSE_NUMBER_AT_END, '');
  return { street: street.trim(), postal };
}
