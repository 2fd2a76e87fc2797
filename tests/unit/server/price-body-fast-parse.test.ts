/**
 * Issue 29: the price body's schema answers a valid body through its blocks' plain checks, without
 * zod's walk (server/pricing/request-fields.ts inputObject). What it gives must be exactly what zod
 * gives, and a body it doubts must reach zod, whose 400 names the field.
 */
import { describe, expect, it } from 'vitest';
import { ApiError, parse } from '../../../server/http/envelope';
import { NOT_FAST, fastParse } from '../../../server/http/input';
import { priceRequestSchema } from '../../../server/pricing/request';

const base = {
  soortvervoer: 'comfort',
  heenterug: 'HT',
  datum: '2030/06/30',
  pax: 2,
  koffers: 2,
  idluchthavenheen: 'BRU',
  fromheen: 'Korenmarkt 1, 9000 Gent',
  idluchthavenretour: 'BRU',
  toretour: 'Korenmarkt 1, 9000 Gent',
};

const valid: Record<string, unknown>[] = [
  base,
  { ...base, pax: '3', koffers: ' 1 ', datum: '2030-06-30', heenterug: 'h', soortvervoer: 'Business' },
  { ...base, coupons: 'abc, ABC ,def', po: 12345, talic: '  t  ', kinderstoelen: 2, huisdieren: 1 },
  { ...base, coupons: '["x","y","X"]', datumterug: '2030/07/02', heenpostnr: 9000, heenstraat: 'Kouter' },
  { ...base, coupons: [], datumterug: '', unknown: 'dropped', afstandheen: 12.5 },
  { soortvervoer: 'combinatie', heenterug: 'T', pax: 1 },
];

const invalid: [Record<string, unknown>, string][] = [
  [{ ...base, pax: 0 }, 'pax'],
  [{ ...base, pax: 2.5 }, 'pax'],
  [{ ...base, koffers: null }, 'koffers'],
  [{ ...base, soortvervoer: 'bus' }, 'soortvervoer'],
  [{ ...base, datum: '2030/02/30' }, 'datum'],
  [{ ...base, fromheen: 'a\nb' }, 'fromheen'],
  [{ ...base, idluchthavenheen: 'X'.repeat(9) }, 'idluchthavenheen'],
  [{ ...base, coupons: ['a', 1] }, 'coupons'],
  [{ ...base, coupons: Array.from({ length: 11 }, (_, i) => `c${i}`) }, 'coupons'],
  [{ heenterug: 'HT', pax: 2 }, 'soortvervoer'],
];

describe('the price body fast parse', () => {
  it.each(valid.map((body, i) => [i, body] as const))('gives what zod gives for valid body %i', (_, body) => {
    const fast = fastParse(priceRequestSchema, body);
    expect(fast).not.toBe(NOT_FAST);
    expect(fast).toStrictEqual(priceRequestSchema.parse(body));
  });

  it.each(invalid)('leaves %j to zod, whose 400 names %s', (body, field) => {
    expect(fastParse(priceRequestSchema, body)).toBe(NOT_FAST);
    let error: unknown;
    try {
      parse(priceRequestSchema, body);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).field).toBe(field);
  });

  it('leaves a body that is not an object to zod', () => {
    for (const body of [null, [], 'x', 3]) expect(fastParse(priceRequestSchema, body)).toBe(NOT_FAST);
  });
});
