/**
 * Input rules of the back office's catalogue calls (issue 13). The API checks the JSON types strictly
 * here (a number where a number belongs, never `true` read as 1), then hands the values to the admin
 * commands (server/booking/admin.ts), whose rules decide; their UsageError becomes a 400 naming the
 * field.
 */
import { z } from 'zod';
import { isValidDate } from '../../core';
import { UsageError } from '../booking/admin';
import { ApiError } from '../http/envelope';
import { freeText, numberInput } from '../http/input';

/** A required one-line text of at most `max` characters. */
export const line = (max: number) =>
  freeText(
    z.string({ error: 'is required' }).trim().min(1, 'is required').max(max, `at most ${max} characters`),
  );

/** An optional one-line text of at most `max` characters ('' when absent). */
export const optionalLine = (max: number) =>
  freeText(z.string().trim().max(max, `at most ${max} characters`)).default('');

/** A 'YYYY/MM/DD' date. */
export const dateInput = z.string().refine(isValidDate, 'a date written YYYY/MM/DD');

/** A whole number from `min` to `max`, as a number or numeric text. */
export const wholeNumber = (min: number, max: number) =>
  numberInput(
    z
      .number({ error: 'a whole number is required' })
      .int('a whole number is required')
      .min(min, `at least ${min}`)
      .max(max, `at most ${max}`),
  );

/** An amount in euros: more than 0, at most 10,000, at most two decimals. */
export const euroAmount = numberInput(
  z
    .number({ error: 'an amount in euros is required' })
    .positive('more than 0')
    .max(10_000, 'at most 10000')
    .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, 'at most two decimals'),
);

/** A true/false choice (JSON boolean only). */
export const flagInput = z.boolean({ error: 'true or false' });

/** The API field of each command-line option whose name differs. */
const OPTION_FIELDS: Record<string, string> = {
  'max-uses': 'max_uses',
  'paid-by-agent': 'paid_by_agent',
  payment: 'payment_method',
};

/**
 * Runs an admin command's rule set; its UsageError (`--option: why`) becomes a 400 naming the API field.
 */
export async function asApiCall<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    if (!(e instanceof UsageError)) throw e;
    const m = /^--([\w-]+)(?: or --[\w-]+)?: (.*)$/.exec(e.message);
    const option = m?.[1] ?? '';
    const field = OPTION_FIELDS[option] ?? option;
    throw new ApiError(
      400,
      'invalid_request',
      m ? `The field "${field}" is invalid: ${m[2]}` : e.message,
      field || undefined,
    );
  }
}

/** Options for an admin command: every defined value as text (flags as 'true'/'false'). */
export function asOptions(
  values: Record<string, string | number | boolean | null | undefined>,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(values)) if (v !== undefined && v !== null) out[k] = String(v);
  return out;
}
