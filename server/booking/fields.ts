/**
 * Zod building blocks shared by the price request and the order payload, so both read counts, dates,
 * types and coupon lists the same way. Numbers may arrive as JSON numbers or as form strings.
 */
import { z } from 'zod';
import { isValidDate } from '../../core/dates';
import type { TransportType } from '../../core/draft';
import { COUNT_LIMITS, type CountField } from '../../core/limits';
import { numberInput } from '../http/input';

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
  return numberInput(
    z
      .number({ error: 'a whole number is required' })
      .int('a whole number is required')
      .min(min, `at least ${min}`)
      .max(max, `at most ${max}`),
  );
}

/** A count within core's limits for `field`; missing means the field's minimum. */
export function count(field: CountField) {
  return requiredCount(field).default(COUNT_LIMITS[field].min);
}

/** A 'YYYY/MM/DD' date (also accepted as 'YYYY-MM-DD'), normalised to slashes. */
export const dateField = z
  .string()
  .trim()
  .overwrite((s) => s.replaceAll('-', '/'))
  .refine(isValidDate, 'a date like 2025/06/30 is required');

/** The transport type in any case ('comfort', 'COMFORT'), as core's upper-case name. */
export const typeField = z
  .string()
  .trim()
  .toUpperCase()
  .pipe(
    z.enum(
      ['COMBINATIE', 'COMFORT', 'BUSINESS'] satisfies TransportType[],
      'one of combinatie, comfort, business',
    ),
  );

/** The trip kind H, T or HT. */
export const tripKindField = z
  .string()
  .trim()
  .toUpperCase()
  .pipe(z.enum(['H', 'T', 'HT'], 'one of H, T, HT'));

/** Short free text, trimmed; a number is taken as its text (postal codes, house numbers). */
export function text(max = 200) {
  return z
    .union([z.string(), z.number()], 'text is required')
    .transform((v) => String(v).trim())
    .pipe(z.string().max(max, `at most ${max} characters`))
    .default('');
}

/**
 * Coupon codes as a JSON list, a JSON-encoded list (the original payload sends a string) or a
 * comma-separated string; duplicates (ignoring case) are dropped.
 */
export const couponList = z
  .union([z.array(z.string()), z.string()])
  .optional()
  .transform((value, zctx) => {
    if (value === undefined) return [];
    let list: unknown = value;
    if (typeof value === 'string') {
      const s = value.trim();
      if (s.startsWith('[')) {
        try {
          list = JSON.parse(s);
        } catch {
          list = null;
        }
      } else {
        list = s === '' ? [] : s.split(',');
      }
    }
    if (!Array.isArray(list) || !list.every((c) => typeof c === 'string')) {
      zctx.addIssue({ code: 'custom', message: 'a list of coupon codes is required' });
      return z.NEVER;
    }
    const codes = list.map((c: string) => c.trim()).filter(Boolean);
    if (codes.length > 10 || codes.some((c) => c.length > 40)) {
      zctx.addIssue({ code: 'custom', message: 'at most 10 codes of at most 40 characters' });
      return z.NEVER;
    }
    return codes.filter((c, i) => codes.findIndex((d) => d.toUpperCase() === c.toUpperCase()) === i);
  });

/** Parses a home address written as one line, e.g. 'Korenmarkt 12, 9000 Gent'. */
export function splitAddressLine(line: string): { street: string; postal: string } {
  const postal = /\b(\d{4})\b(?!.*\b\d{4}\b)/.exec(line)?.[1] ?? '';
  const first = line.split(',')[0] ?? '';
  const street =
    first.includes(postal) && postal
      ? ''
      : first.replace(/\s+\d+\s*[a-zA-Z]?(\s*(bus|bte|box)\s*\S+)?\s*$/i, '');
  return { street: street.trim(), postal };
}
