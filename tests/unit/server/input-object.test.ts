import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { inputObject } from '../../../server/booking/fields';
import { orderPayloadShape } from '../../../server/booking/order-schema';
import { priceRequestShape } from '../../../server/pricing/request';

/*
 * inputObject() validates only the fields that were sent (server/booking/fields.ts). These tests hold
 * it to the answers of validating the whole object: same success, same data, same first issue (the one
 * the API's 400 names), on generated bodies of the price request and the order payload.
 */

const VALUES: unknown[] = [
  '',
  '  ',
  'comfort',
  ' Business ',
  'combinatie',
  'HT',
  'h',
  't',
  'x',
  'nl',
  'FR',
  '2031/05/17',
  '2031-05-17',
  ' 2031-05-17 ',
  '2031/02/30',
  '12',
  ' 3 ',
  '1e1',
  '0x10',
  'DEMO10, demo10,X',
  '["A","b"]',
  '[1,2]',
  '[broken',
  'Korenmarkt 1, 9000 Gent',
  'x'.repeat(41),
  'y'.repeat(201),
  0,
  1,
  2,
  8,
  9,
  12,
  1.5,
  -1,
  9000,
  null,
  true,
  [],
  ['A', 'a', ' B '],
  [1],
  {},
];

function generator(seed: number) {
  let state = seed;
  return (n: number) => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return Math.floor(state / 65536) % n;
  };
}

function firstIssue(result: z.ZodSafeParseResult<unknown>) {
  if (result.success) return { data: result.data };
  const [issue] = result.error.issues;
  return { path: issue?.path, message: issue?.message, code: issue?.code };
}

/** Valid bodies to start from, so that many generated bodies pass and their data are compared too. */
const PRICE = {
  soortvervoer: 'comfort',
  heenterug: 'HT',
  datum: '2031/05/17',
  pax: 2,
  fromheen: 'Korenmarkt 1, 9000 Gent',
};
const ORDER = {
  soortvervoer: 'business',
  heenterug: 'H',
  taal: 'fr',
  pax: '2',
  totaleprijs: 120.5,
  datumheen: '2031-05-17',
};

describe.each([
  ['price request', priceRequestShape, PRICE],
  ['order payload', orderPayloadShape, ORDER],
] as const)('inputObject() on the %s', (_name, shape, valid) => {
  const partial = inputObject(shape);
  const whole = inputObject(shape, { whole: true });
  const fields = Object.keys(shape);

  it('gives the same answer as validating the whole object, on 5,000 generated bodies', () => {
    const next = generator(fields.length);
    let passed = 0;
    for (let n = 0; n < 5000; n++) {
      const body: Record<string, unknown> = next(4) === 0 ? {} : { ...valid, unknownField: 'kept out' };
      const count = next(5);
      for (let i = 0; i < count; i++)
        body[fields[next(fields.length)] as string] = VALUES[next(VALUES.length)];
      const a = firstIssue(partial.safeParse(body));
      const b = firstIssue(whole.safeParse(body));
      expect(a, JSON.stringify(body)).toEqual(b);
      if ('data' in a) passed += 1;
    }
    // Both kinds are compared: many bodies pass (their data must match), many fail (their issue must).
    expect(passed).toBeGreaterThan(500);
    expect(passed).toBeLessThan(4500);
  });

  it.each([null, [], 'text', 3, undefined])('refuses %j as a body the same way', (body) => {
    expect(firstIssue(partial.safeParse(body))).toEqual(firstIssue(whole.safeParse(body)));
  });

  it('gives every field a value of its own: a default list is never shared between answers', () => {
    const body = { soortvervoer: 'comfort', heenterug: 'H', pax: 1, taal: 'NL', totaleprijs: 1 };
    const a = partial.safeParse(body);
    const b = partial.safeParse(body);
    expect(a.success && b.success).toBe(true);
    if (a.success && b.success)
      expect((a.data as { coupons: unknown }).coupons).not.toBe((b.data as { coupons: unknown }).coupons);
  });
});
