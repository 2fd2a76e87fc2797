import { describe, expect, it } from 'vitest';
import type { TransportType } from '../../../core/transport';
import type { ExtraCounts, ExtraItem } from '../../../core/tariff';
import {
  EXTRA_PRICES,
  TARIFF,
  TARIFF_VALID_FROM,
  euroString,
  extrasPrice,
  formatEuros,
  toCents,
  toEuros,
} from '../../../core/tariff';

describe('TARIFF', () => {
  it('is valid from 23 May 2023', () => {
    expect(TARIFF_VALID_FROM).toBe('2023/05/23');
  });

  it.each<[TransportType, number, number]>([
    ['COMBINATIE', 151, 4800],
    ['COMFORT', 190, 8900],
    ['BUSINESS', 203, 9900],
  ])('charges %s at most %i cents per km with a minimum of %i cents', (type, perKm, minimum) => {
    expect(TARIFF[type]).toEqual({ pricePerKm: perKm, minimumPrice: minimum });
  });
});

describe('EXTRA_PRICES', () => {
  it.each<[ExtraItem, number]>([
    ['koffers', 400],
    ['kinderwagens', 500],
    ['childSeat', 750],
    ['skis', 1000],
    ['golfbags', 1000],
    ['fietskoffers', 2500],
    ['rolstoelen', 2500],
    ['rollators', 2500],
    ['pet', 2500],
  ])('charges %s at %i cents per item per trip', (item, cents) => {
    expect(EXTRA_PRICES[item]).toBe(cents);
  });
});

describe('extrasPrice()', () => {
  const none: ExtraCounts = {
    koffers: 0,
    kinderwagens: 0,
    childSeatsSmall: 0,
    childSeatsMedium: 0,
    childSeatsLarge: 0,
    skis: 0,
    golfbags: 0,
    fietskoffers: 0,
    rolstoelen: 0,
    rollators: 0,
  };
  it.each<[string, Partial<ExtraCounts>, number]>([
    ['charges nothing without extras', {}, 0],
    ['charges two suitcases', { koffers: 2 }, 800],
    ['charges every child-seat band alike', { childSeatsSmall: 1, childSeatsLarge: 1 }, 1500],
    ['charges a pet', { pets: 1 }, 2500],
    [
      'adds every item',
      {
        koffers: 1,
        kinderwagens: 1,
        childSeatsMedium: 1,
        skis: 1,
        golfbags: 1,
        fietskoffers: 1,
        rolstoelen: 1,
        rollators: 1,
        pets: 1,
      },
      13650,
    ],
  ])('%s', (_name, counts, expected) => {
    expect(extrasPrice({ ...none, ...counts })).toBe(expected);
  });
});

describe('money helpers', () => {
  it.each<[number, number]>([
    [48, 4800],
    [7.5, 750],
    [0.1 + 0.2, 30],
    [19.999, 2000],
    [-7.5, -750],
    [0, 0],
  ])('converts %d euros to %i cents', (euros, cents) => {
    expect(toCents(euros)).toBe(cents);
  });

  it('converts cents back to euros', () => {
    expect(toEuros(750)).toBe(7.5);
  });

  it.each<[number, string]>([
    [0, '0.00'],
    [5, '0.05'],
    [750, '7.50'],
    [4800, '48.00'],
    [123456, '1234.56'],
    [-750, '-7.50'],
  ])('writes %i cents as %j', (cents, expected) => {
    expect(euroString(cents)).toBe(expected);
  });

  it.each<[number, string, string]>([
    [750, 'en-GB', '€7.50'],
    [4800, 'en-GB', '€48.00'],
  ])('formats %i cents in %s as %j', (cents, locale, expected) => {
    expect(formatEuros(cents, locale)).toBe(expected);
  });

  it('formats in Belgian Dutch by default', () => {
    expect(formatEuros(4800).replace(/\s/g, ' ')).toBe('€ 48,00');
  });
});
