import { describe, expect, it } from 'vitest';
import type { ChildSeatField, ChildSeats, CountField } from '../../../core/limits';
import {
  COUNT_LIMITS,
  DEFAULTS,
  MAX_CHILD_SEATS_TOTAL,
  TIME_MARGINS,
  childSeatTotal,
  childSeatsFit,
  clampChildSeats,
  clampCount,
  isCountInRange,
  isTimeMargin,
} from '../../../core/limits';

describe('COUNT_LIMITS', () => {
  it.each<[CountField, number, number]>([
    ['pax', 1, 7],
    ['koffers', 0, 8],
    ['fietskoffers', 0, 3],
    ['rolstoelen', 0, 3],
    ['rollators', 0, 3],
    ['kinderwagens', 0, 8],
    ['skis', 0, 8],
    ['golfbags', 0, 8],
    ['childSeatsSmall', 0, 2],
    ['childSeatsMedium', 0, 2],
    ['childSeatsLarge', 0, 2],
  ])('allows %s from %i to %i', (field, min, max) => {
    expect(COUNT_LIMITS[field]).toEqual({ min, max });
  });

  it('holds the SPEC 9 defaults and margins', () => {
    expect(DEFAULTS).toEqual({ pax: 2, koffers: 2, timeMargin: 2 });
    expect(TIME_MARGINS).toEqual([2, 2.5, 3]);
    expect(MAX_CHILD_SEATS_TOTAL).toBe(2);
  });
});

describe('clampCount()', () => {
  describe.each<[CountField, number, number]>([
    ['pax', 1, 7],
    ['koffers', 0, 8],
    ['fietskoffers', 0, 3],
    ['childSeatsLarge', 0, 2],
  ])('for %s (%i to %i)', (field, min, max) => {
    it.each<[string, unknown, number]>([
      ['keeps the minimum', min, min],
      ['keeps the maximum', max, max],
      ['raises one below the minimum', min - 1, min],
      ['lowers one above the maximum', max + 1, max],
      ['lowers a huge number', 1e9, max],
      ['lowers infinity', Number.POSITIVE_INFINITY, max],
      ['raises minus infinity', Number.NEGATIVE_INFINITY, min],
      ['reads a numeric string', String(max), max],
      ['reads a padded numeric string', ` ${min} `, min],
      ['truncates a fraction', min + 1.9, min + 1],
      ['truncates a negative fraction to the minimum', -0.5, min],
      ['turns empty text into the minimum', '', min],
      ['turns blank text into the minimum', '   ', min],
      ['turns letters into the minimum', 'abc', min],
      ['turns NaN into the minimum', Number.NaN, min],
      ['turns null into the minimum', null, min],
      ['turns undefined into the minimum', undefined, min],
      ['turns a boolean into the minimum', true, min],
      ['turns an object into the minimum', { value: 3 }, min],
    ])('%s', (_name, value, expected) => {
      expect(clampCount(field, value)).toBe(expected);
    });
  });

  it('never returns negative zero', () => {
    expect(Object.is(clampCount('koffers', -0.2), 0)).toBe(true);
  });
});

describe('clampChildSeats()', () => {
  const seats = (small: number, medium: number, large: number): ChildSeats => ({
    childSeatsSmall: small,
    childSeatsMedium: medium,
    childSeatsLarge: large,
  });

  it.each<[string, ChildSeats, ChildSeatField, unknown, ChildSeats]>([
    ['accepts two seats in one band', seats(0, 0, 0), 'childSeatsSmall', 2, seats(2, 0, 0)],
    ['accepts one seat in each of two bands', seats(1, 0, 0), 'childSeatsMedium', 1, seats(1, 1, 0)],
    ['limits the changed band to what is left', seats(1, 0, 0), 'childSeatsLarge', 2, seats(1, 0, 1)],
    ['refuses a third seat when two are taken', seats(1, 1, 0), 'childSeatsLarge', 1, seats(1, 1, 0)],
    ['clamps a band above its own maximum', seats(0, 0, 0), 'childSeatsMedium', 5, seats(0, 2, 0)],
    ['lowers a band freely', seats(2, 0, 0), 'childSeatsSmall', 1, seats(1, 0, 0)],
    ['turns non-numeric input into zero', seats(0, 1, 0), 'childSeatsMedium', 'x', seats(0, 0, 0)],
    ['leaves the other bands untouched', seats(0, 2, 0), 'childSeatsSmall', 2, seats(0, 2, 0)],
    [
      'gives zero room when the others already overflow',
      seats(2, 2, 0),
      'childSeatsLarge',
      1,
      seats(2, 2, 0),
    ],
  ])('%s', (_name, before, field, value, after) => {
    expect(clampChildSeats(before, field, value)).toEqual(after);
  });

  it.each<[string, ChildSeats, number, boolean]>([
    ['no seats', seats(0, 0, 0), 0, true],
    ['one seat of each of two bands', seats(1, 0, 1), 2, true],
    ['two seats of one band', seats(0, 2, 0), 2, true],
    ['three seats over three bands', seats(1, 1, 1), 3, false],
    ['four seats over two bands', seats(2, 2, 0), 4, false],
  ])('counts %s as %i seats, within the maximum: %s', (_name, counts, total, fits) => {
    expect(childSeatTotal(counts)).toBe(total);
    expect(childSeatsFit(counts)).toBe(fits);
    expect(MAX_CHILD_SEATS_TOTAL).toBe(2);
  });
});

describe('isTimeMargin()', () => {
  it.each<[unknown, boolean]>([
    [2, true],
    [2.5, true],
    [3, true],
    [1.5, false],
    [3.5, false],
    ['2', false],
    [undefined, false],
  ])('tells whether %j is an allowed margin (%s)', (value, expected) => {
    expect(isTimeMargin(value)).toBe(expected);
  });
});

describe('isCountInRange()', () => {
  it.each<[CountField, number, boolean]>([
    ['pax', 0, false],
    ['pax', 1, true],
    ['pax', 7, true],
    ['pax', 8, false],
    ['rolstoelen', 3, true],
    ['rolstoelen', 4, false],
    ['koffers', -1, false],
    ['koffers', 1.5, false],
    ['koffers', Number.NaN, false],
  ])('tells whether %s may be %d (%s)', (field, value, expected) => {
    expect(isCountInRange(field, value)).toBe(expected);
  });
});
