import { describe, expect, it } from 'vitest';
import type { TripKind } from '../../../core/transport';
import type { Leg, LegFlags, TripLegDates } from '../../../core/trip';
import {
  changeDepartureAirport,
  legDates,
  legFlagDisabled,
  legsOf,
  setLegFlag,
  tripDate,
  tripKind,
} from '../../../core/trip';

describe('tripKind()', () => {
  it.each<[boolean, boolean, TripKind]>([
    [true, true, 'HT'],
    [true, false, 'H'],
    [false, true, 'T'],
  ])('gives departure=%s arrival=%s the kind %s', (departure, arrival, kind) => {
    expect(tripKind(departure, arrival)).toBe(kind);
    expect(legsOf(kind)).toEqual({ departure, arrival });
  });

  it('refuses a trip without any leg', () => {
    expect(() => tripKind(false, false)).toThrow(RangeError);
  });
});

describe('setLegFlag()', () => {
  it.each<[string, LegFlags, Leg, boolean, LegFlags]>([
    [
      'unticks return while departure stays',
      { departure: true, arrival: true },
      'arrival',
      false,
      { departure: true, arrival: false },
    ],
    [
      'unticks departure while return stays',
      { departure: true, arrival: true },
      'departure',
      false,
      { departure: false, arrival: true },
    ],
    [
      'refuses to untick the only departure',
      { departure: true, arrival: false },
      'departure',
      false,
      { departure: true, arrival: false },
    ],
    [
      'refuses to untick the only return',
      { departure: false, arrival: true },
      'arrival',
      false,
      { departure: false, arrival: true },
    ],
    [
      'ticks return again',
      { departure: true, arrival: false },
      'arrival',
      true,
      { departure: true, arrival: true },
    ],
    [
      'ticks departure again',
      { departure: false, arrival: true },
      'departure',
      true,
      { departure: true, arrival: true },
    ],
  ])('%s', (_name, before, leg, on, after) => {
    expect(setLegFlag(before, leg, on)).toEqual(after);
  });

  it('keeps the other draft fields', () => {
    const draft = { departure: true, arrival: true, pax: 3 };
    expect(setLegFlag(draft, 'arrival', false)).toEqual({ departure: true, arrival: false, pax: 3 });
  });

  it('does not change its input', () => {
    const draft = { departure: true, arrival: true };
    setLegFlag(draft, 'arrival', false);
    expect(draft).toEqual({ departure: true, arrival: true });
  });
});

describe('legFlagDisabled()', () => {
  it.each<[LegFlags, Leg, boolean]>([
    [{ departure: true, arrival: true }, 'departure', false],
    [{ departure: true, arrival: true }, 'arrival', false],
    [{ departure: true, arrival: false }, 'departure', true],
    [{ departure: true, arrival: false }, 'arrival', false],
    [{ departure: false, arrival: true }, 'arrival', true],
    [{ departure: false, arrival: true }, 'departure', false],
  ])('with %j disables the %s box: %s', (flags, leg, expected) => {
    expect(legFlagDisabled(flags, leg)).toBe(expected);
  });
});

describe('changeDepartureAirport()', () => {
  it('copies the departure airport to the return airport', () => {
    expect(changeDepartureAirport('CRL')).toEqual({ airportDeparture: 'CRL', airportRetour: 'CRL' });
  });
});

describe('tripDate() and legDates()', () => {
  const dates = { pickupDate: '2025/06/10', retourDate: '2025/06/17' };
  it.each<[string, LegFlags, string, string[]]>([
    ['a round trip', { departure: true, arrival: true }, '2025/06/10', ['2025/06/10', '2025/06/17']],
    ['a departure only', { departure: true, arrival: false }, '2025/06/10', ['2025/06/10']],
    ['a return only', { departure: false, arrival: true }, '2025/06/17', ['2025/06/17']],
  ])('dates %s on %s, legs on %j', (_name, flags, trip, legs) => {
    const draft: TripLegDates = { ...flags, ...dates };
    expect(tripDate(draft)).toBe(trip);
    expect(legDates(draft)).toEqual(legs);
  });
});
