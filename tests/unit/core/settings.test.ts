import { describe, expect, it } from 'vitest';
import type { BookingSettings } from '../../../core/settings';
import {
  COMBI_CUTOFF_DATE,
  COMBI_LEAD_DAYS,
  DEFAULT_BOOKING_SETTINGS,
  EARLIEST_BOOKING_DAYS,
  isSettingDays,
  isValidBookingSettings,
} from '../../../core/settings';

describe('DEFAULT_BOOKING_SETTINGS', () => {
  it('holds the values of SPEC 9', () => {
    expect(DEFAULT_BOOKING_SETTINGS).toEqual({
      combiCutoff: '2021/09/16',
      combiLeadDays: 3,
      earliestBookingDays: 3,
    });
    expect([COMBI_CUTOFF_DATE, COMBI_LEAD_DAYS, EARLIEST_BOOKING_DAYS]).toEqual(['2021/09/16', 3, 3]);
  });
});

describe('isValidBookingSettings()', () => {
  it.each<[string, Partial<BookingSettings>, boolean]>([
    ['the defaults', {}, true],
    ['a re-opened Combi', { combiCutoff: '2099/01/01' }, true],
    ['booking today', { earliestBookingDays: 0 }, true],
    ['a year ahead', { combiLeadDays: 365 }, true],
    ['a cut-off that is no date', { combiCutoff: '2021/02/30' }, false],
    ['a cut-off with dashes', { combiCutoff: '2021-09-16' }, false],
    ['a negative lead', { combiLeadDays: -1 }, false],
    ['half a day', { earliestBookingDays: 2.5 }, false],
    ['more than a year', { earliestBookingDays: 366 }, false],
  ])('judges %s: %s', (_name, changed, expected) => {
    expect(isValidBookingSettings({ ...DEFAULT_BOOKING_SETTINGS, ...changed })).toBe(expected);
  });

  it.each<[number, boolean]>([
    [0, true],
    [3, true],
    [365, true],
    [366, false],
    [Number.NaN, false],
  ])('takes %d as a day count: %s', (days, expected) => {
    expect(isSettingDays(days)).toBe(expected);
  });
});
