/**
 * Input rules of the back office's catalogue calls (issue 13). The API checks the JSON types strictly
 * here (a number where a number belongs, never `true` read as 1), then hands the typed values to the
 * domain services (agencies, coupons, staff, settings), whose rules decide; their refusal becomes a 4xx
 * naming the field ({@link asApiCall}).
 */
import { z } from 'zod';
import { isValidDate } from '../../core';
import { ApiError } from '../http/envelope';
import { freeText, numberInput } from '../http/input';
import { ServiceRefusal } from '../service-refusal';

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

/**
 * Runs a service call; its refusal (server/service-refusal.ts) becomes a 400, 404 or 409 naming the API
 * field at fault.
 */
export async function asApiCall<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    if (!(e instanceof ServiceRefusal)) throw e;
    const field = e.fields[0];
    if (e.kind === 'not_found') throw new ApiError(404, 'not_found', e.message, field);
    if (e.kind === 'conflict') throw new ApiError(409, 'conflict', e.message, field);
    const why = e.render((f) => `"${f}"`);
    throw new ApiError(
      400,
      'invalid_request',
      e.sentence ? why : `The field "${field}" is invalid: ${why}`,
      field,
    );
  }
}
