import { describe, expect, it } from 'vitest';
import {
  FLIGHT_LOOKUP_DAYS_AHEAD,
  flightLookupDates,
  isFlightLookupDate,
} from '../../../core/flight-schedule';

// 23:30 in Brussels on 14 March 2031 (UTC+1), and an hour later: 00:30 on the 15th in Brussels while
// it is still the 14th in UTC.
const lateEvening = new Date('2031-03-14T22:30:00Z');
const afterMidnight = new Date('2031-03-14T23:30:00Z');

describe('flightLookupDates()', () => {
  it('runs from today in Brussels to a year ahead', () => {
    expect(flightLookupDates(lateEvening)).toEqual({ from: '2031/03/14', to: '2032/03/13' });
    expect(flightLookupDates(afterMidnight)).toEqual({ from: '2031/03/15', to: '2032/03/14' });
    expect(FLIGHT_LOOKUP_DAYS_AHEAD).toBe(365);
  });
});

describe('isFlightLookupDate()', () => {
  it.each<[string, boolean]>([
    ['2031/03/14', true],
    ['2031/03/13', false],
    ['2032/03/13', true],
    ['2032/03/14', false],
    ['2031/02/30', false],
    ['2031-03-20', false],
    ['', false],
  ])('%s at 23:30 on 14 March 2031 → %s', (date, expected) => {
    expect(isFlightLookupDate(date, lateEvening)).toBe(expected);
  });

  it('counts today from the Brussels clock, not from UTC', () => {
    expect(isFlightLookupDate('2031/03/14', afterMidnight)).toBe(false);
    expect(isFlightLookupDate('2031/03/15', afterMidnight)).toBe(true);
  });
});
