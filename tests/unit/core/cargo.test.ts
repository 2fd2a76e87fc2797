import { describe, expect, it } from 'vitest';
import type { CargoCounts } from '../../../core/cargo';
import { CARGO_WEIGHTS, MAX_CARGO, cargoFits, cargoLoad, cargoPercent } from '../../../core/cargo';

const none: CargoCounts = {
  pax: 0,
  koffers: 0,
  rolstoelen: 0,
  skis: 0,
  golfbags: 0,
  rollators: 0,
  fietskoffers: 0,
  kinderwagens: 0,
};
const cargo = (counts: Partial<CargoCounts>): CargoCounts => ({ ...none, ...counts });

describe('cargoLoad()', () => {
  it.each<[string, Partial<CargoCounts>, number]>([
    ['counts nothing as zero', {}, 0],
    ['counts a passenger as one', { pax: 1 }, 1],
    ['counts a suitcase as one', { koffers: 1 }, 1],
    ['counts a wheelchair as five', { rolstoelen: 1 }, 5],
    ['counts a pair of skis as two', { skis: 1 }, 2],
    ['counts a golf bag as two', { golfbags: 1 }, 2],
    ['counts a rollator as five', { rollators: 1 }, 5],
    ['counts a bike case as five', { fietskoffers: 1 }, 5],
    ['counts a stroller as two', { kinderwagens: 1 }, 2],
    ['adds the defaults of a fresh draft', { pax: 2, koffers: 2 }, 4],
    ['adds every kind together', { pax: 2, koffers: 2, rolstoelen: 1, skis: 1, kinderwagens: 1 }, 13],
  ])('%s', (_name, counts, expected) => {
    expect(cargoLoad(cargo(counts))).toBe(expected);
  });

  it('uses the published weights', () => {
    expect(CARGO_WEIGHTS).toEqual({
      pax: 1,
      koffers: 1,
      rolstoelen: 5,
      skis: 2,
      golfbags: 2,
      rollators: 5,
      fietskoffers: 5,
      kinderwagens: 2,
    });
    expect(MAX_CARGO).toBe(16);
  });
});

describe('cargoFits()', () => {
  it.each<[string, Partial<CargoCounts>, boolean]>([
    ['fits an empty vehicle', {}, true],
    ['fits a load of fifteen', { pax: 7, koffers: 8 }, true],
    ['fits a load of exactly sixteen', { pax: 7, koffers: 4, rolstoelen: 1 }, true],
    ['refuses a load of seventeen', { pax: 7, koffers: 5, rolstoelen: 1 }, false],
    ['refuses three wheelchairs with two passengers', { pax: 2, rolstoelen: 3 }, false],
  ])('%s', (_name, counts, expected) => {
    expect(cargoFits(cargo(counts))).toBe(expected);
  });
});

describe('cargoPercent()', () => {
  it.each<[string, Partial<CargoCounts>, number]>([
    ['shows an empty vehicle as 0', {}, 0],
    ['shows a quarter load as 25', { pax: 2, koffers: 2 }, 25],
    ['rounds 1/16 (6.25) down to 6', { pax: 1 }, 6],
    ['rounds 3/16 (18.75) up to 19', { pax: 3 }, 19],
    ['rounds 15/16 (93.75) up to 94', { pax: 7, koffers: 8 }, 94],
    ['shows a full vehicle as 100', { pax: 6, koffers: 10 }, 100],
    ['caps an overfull vehicle at 100', { pax: 7, rolstoelen: 3 }, 100],
  ])('%s', (_name, counts, expected) => {
    expect(cargoPercent(cargo(counts))).toBe(expected);
  });
});
