import { describe, expect, it } from 'vitest';
import type { LocalDateTime, TripDates } from '../../../core/dates';
import { EARLIEST_BOOKING_DAYS } from '../../../core/settings';
import {
  MIN_HOURS_AHEAD,
  addDays,
  brusselsDateTime,
  changePickupDate,
  changeReturnDate,
  datePairQuestion,
  dayNumber,
  dayFirstDate,
  daysBetween,
  earliestBookingDate,
  formatDate,
  isBookableDate,
  isValidDate,
  isValidTime,
  normalizeDateText,
  parseDate,
  raiseTimeToEarliest,
  readDate,
  readDayFirstDate,
} from '../../../core/dates';

describe('isValidDate() and parseDate()', () => {
  it.each<[string, boolean]>([
    ['2024/02/29', true],
    ['2023/02/29', false],
    ['2024/04/30', true],
    ['2024/04/31', false],
    ['2024/12/31', true],
    ['2024/13/01', false],
    ['2024/00/10', false],
    ['2024/01/00', false],
    ['2024/1/01', false],
    ['2024-01-01', false],
    [' 2024/01/01', false],
    ['', false],
  ])('tells whether %j is a real date (%s)', (date, expected) => {
    expect(isValidDate(date)).toBe(expected);
    expect(parseDate(date) !== undefined).toBe(expected);
  });

  it('reads a date as the UTC midnight of that day', () => {
    expect(parseDate('2024/03/31')?.toISOString()).toBe('2024-03-31T00:00:00.000Z');
  });

  it.each([
    '2024/1a/01',
    '2024/01/0x',
    '20a4/01/01',
    '2024.01.01',
    '0099/12/31',
    '2024/01/011',
    '２０２４/01/01',
  ])('refuses %j', (date) => {
    expect(isValidDate(date)).toBe(false);
    expect(dayNumber(date)).toBeUndefined();
  });

  it('agrees with the calendar of Date on every day from 1899 to 2101 and on every impossible day', () => {
    const pad = (n: number, w: number) => String(n).padStart(w, '0');
    for (let y = 1899; y <= 2101; y++) {
      for (let m = 0; m <= 13; m++) {
        for (let d = 0; d <= 32; d++) {
          const date = `${pad(y, 4)}/${pad(m, 2)}/${pad(d, 2)}`;
          const utc = Date.UTC(y, m - 1, d);
          const real = new Date(utc).getUTCMonth() === m - 1 && new Date(utc).getUTCDate() === d;
          expect(dayNumber(date)).toBe(real ? utc / 86_400_000 : undefined);
        }
      }
    }
  });
});

describe('formatDate()', () => {
  it.each<[string, string]>([
    ['2024-01-05T00:00:00Z', '2024/01/05'],
    ['2024-12-31T23:59:59Z', '2024/12/31'],
    ['0999-06-07T00:00:00Z', '0999/06/07'],
  ])('writes the UTC date of %s as %s', (iso, expected) => {
    expect(formatDate(new Date(iso))).toBe(expected);
  });
});

describe('isValidTime()', () => {
  it.each<[string, boolean]>([
    ['00:00', true],
    ['09:05', true],
    ['23:59', true],
    ['24:00', false],
    ['12:60', false],
    ['9:30', false],
    ['12:30:00', false],
    ['', false],
  ])('tells whether %j is an HH:mm time (%s)', (time, expected) => {
    expect(isValidTime(time)).toBe(expected);
  });
});

describe('addDays()', () => {
  it.each<[string, number, string]>([
    ['2024/03/30', 1, '2024/03/31'],
    ['2024/03/30', 2, '2024/04/01'],
    ['2024/10/26', 2, '2024/10/28'],
    ['2023/12/31', 1, '2024/01/01'],
    ['2024/02/28', 1, '2024/02/29'],
    ['2023/02/28', 1, '2023/03/01'],
    ['2024/03/01', -1, '2024/02/29'],
    ['2024/05/15', 0, '2024/05/15'],
  ])('moves %s by %i days to %s, DST switches included', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });

  it('refuses an invalid date', () => {
    expect(() => addDays('2024/02/30', 1)).toThrow(RangeError);
  });
});

describe('daysBetween()', () => {
  it.each<[string, string, number]>([
    ['2024/05/15', '2024/05/15', 0],
    ['2024/03/30', '2024/04/02', 3],
    ['2024/10/26', '2024/10/28', 2],
    ['2024/04/02', '2024/03/30', -3],
    ['2023/12/31', '2025/01/01', 367],
  ])('counts from %s to %s as %i days', (from, to, expected) => {
    expect(daysBetween(from, to)).toBe(expected);
  });

  it.each([
    ['bad', '2024/01/01'],
    ['2024/01/01', 'bad'],
  ])('refuses %j to %j', (from, to) => {
    expect(() => daysBetween(from, to)).toThrow(RangeError);
  });
});

describe('brusselsDateTime()', () => {
  it.each<[string, string, LocalDateTime]>([
    ['winter time is UTC+1', '2024-01-15T23:30:00Z', { date: '2024/01/16', time: '00:30' }],
    ['summer time is UTC+2', '2024-07-01T21:59:00Z', { date: '2024/07/01', time: '23:59' }],
    ['midnight in summer starts the next day', '2024-07-01T22:00:00Z', { date: '2024/07/02', time: '00:00' }],
    ['the minute before spring forward', '2024-03-31T00:59:00Z', { date: '2024/03/31', time: '01:59' }],
    ['spring forward skips 02:00 to 03:00', '2024-03-31T01:00:00Z', { date: '2024/03/31', time: '03:00' }],
    ['fall back repeats 02:00', '2024-10-27T01:30:00Z', { date: '2024/10/27', time: '02:30' }],
  ])('knows that %s', (_name, iso, expected) => {
    expect(brusselsDateTime(new Date(iso))).toEqual(expected);
  });
});

describe('earliestBookingDate()', () => {
  it('lies three days ahead', () => {
    expect(EARLIEST_BOOKING_DAYS).toBe(3);
  });

  it.each<[string, string, string]>([
    ['late evening in Brussels counts as that day', '2024-06-30T21:30:00Z', '2024/07/03'],
    ['just after Brussels midnight counts as the next day', '2024-06-30T22:30:00Z', '2024/07/04'],
    ['crosses a year end', '2024-12-30T12:00:00Z', '2025/01/02'],
    ['crosses the spring DST switch', '2024-03-29T12:00:00Z', '2024/04/01'],
  ])('%s', (_name, iso, expected) => {
    expect(earliestBookingDate(new Date(iso), EARLIEST_BOOKING_DAYS)).toBe(expected);
  });

  it.each<[number, string]>([
    [0, '2024/06/30'],
    [2, '2024/07/02'],
    [3, '2024/07/03'],
    [30, '2024/07/30'],
  ])('lies %i days ahead when the settings say so', (days, expected) => {
    expect(earliestBookingDate(new Date('2024-06-30T12:00:00Z'), days)).toBe(expected);
  });
});

describe('isBookableDate()', () => {
  const now = new Date('2024-06-30T12:00:00Z');
  it.each<[string, boolean]>([
    ['2024/07/02', false],
    ['2024/07/03', true],
    ['2025/01/01', true],
    ['2024/06/30', false],
    ['2024/02/30', false],
    ['', false],
  ])('tells whether %j is bookable (%s)', (date, expected) => {
    expect(isBookableDate(date, now, EARLIEST_BOOKING_DAYS)).toBe(expected);
  });

  it.each<[string, number, boolean]>([
    ['2024/07/01', 1, true],
    ['2024/07/01', 2, false],
    ['2024/06/30', 0, true],
    ['2024/07/09', 10, false],
  ])('tells whether %s is bookable %i days ahead (%s)', (date, days, expected) => {
    expect(isBookableDate(date, now, days)).toBe(expected);
  });
});

describe('changePickupDate()', () => {
  const dates: TripDates = { pickupDate: '2024/07/10', retourDate: '2024/07/15' };
  it.each<[string, string, TripDates]>([
    [
      'keeps the return when pickup stays before it',
      '2024/07/12',
      { pickupDate: '2024/07/12', retourDate: '2024/07/15' },
    ],
    [
      'keeps the return when pickup reaches it',
      '2024/07/15',
      { pickupDate: '2024/07/15', retourDate: '2024/07/15' },
    ],
    [
      'moves the return along when pickup passes it',
      '2024/07/16',
      { pickupDate: '2024/07/16', retourDate: '2024/07/16' },
    ],
    [
      'keeps the return when pickup moves earlier',
      '2024/07/05',
      { pickupDate: '2024/07/05', retourDate: '2024/07/15' },
    ],
  ])('%s', (_name, date, expected) => {
    expect(changePickupDate(dates, date)).toEqual(expected);
  });

  it('leaves a return date not yet chosen empty (issue 31)', () => {
    expect(changePickupDate({ pickupDate: '2024/07/10', retourDate: '' }, '2024/07/16')).toEqual({
      pickupDate: '2024/07/16',
      retourDate: '',
    });
  });
});

describe('datePairQuestion()', () => {
  const trip = { departure: true, arrival: true, pickupDate: '2024/07/10', retourDate: '2024/07/10' };
  it('asks about a round trip out and back on the same day', () => {
    expect(datePairQuestion(trip)).toBe('sameDates');
  });
  it.each<[string, Partial<typeof trip>]>([
    ['a later return', { retourDate: '2024/07/17' }],
    ['a return not yet chosen', { retourDate: '', pickupDate: '' }],
    ['a departure-only trip', { arrival: false }],
    ['a return-only trip', { departure: false }],
  ])('asks nothing for %s', (_name, change) => {
    expect(datePairQuestion({ ...trip, ...change })).toBeNull();
  });
});

describe('changeReturnDate()', () => {
  const dates: TripDates = { pickupDate: '2024/07/10', retourDate: '2024/07/15' };
  it.each<[string, string, TripDates]>([
    [
      'keeps the pickup when return stays after it',
      '2024/07/12',
      { pickupDate: '2024/07/10', retourDate: '2024/07/12' },
    ],
    [
      'keeps the pickup when return reaches it',
      '2024/07/10',
      { pickupDate: '2024/07/10', retourDate: '2024/07/10' },
    ],
    [
      'moves the pickup back when return passes it',
      '2024/07/09',
      { pickupDate: '2024/07/09', retourDate: '2024/07/09' },
    ],
    [
      'keeps the pickup when return moves later',
      '2024/07/20',
      { pickupDate: '2024/07/10', retourDate: '2024/07/20' },
    ],
  ])('%s', (_name, date, expected) => {
    expect(changeReturnDate(dates, date)).toEqual(expected);
  });
});

describe('raiseTimeToEarliest()', () => {
  it('keeps flights eight hours away', () => {
    expect(MIN_HOURS_AHEAD).toBe(8);
  });

  // 09:00 UTC on 15 January is 10:00 in Brussels, so the earliest moment is 18:00 that day.
  const winter = new Date('2024-01-15T09:00:00Z');
  it.each<[string, string, string, LocalDateTime]>([
    ['raises a time one minute too early', '2024/01/15', '17:59', { date: '2024/01/15', time: '18:00' }],
    ['keeps a time exactly eight hours ahead', '2024/01/15', '18:00', { date: '2024/01/15', time: '18:00' }],
    ['keeps a later time', '2024/01/15', '18:01', { date: '2024/01/15', time: '18:01' }],
    ['raises an earlier date with its time', '2024/01/14', '20:00', { date: '2024/01/15', time: '18:00' }],
    ['keeps an early hour on a later date', '2024/01/16', '06:00', { date: '2024/01/16', time: '06:00' }],
    ['leaves an invalid date for validation', '2024/13/01', '10:00', { date: '2024/13/01', time: '10:00' }],
    ['leaves an empty time on the earliest date', '2024/01/15', '', { date: '2024/01/15', time: '' }],
    ['raises an empty time on an earlier date', '2024/01/14', '', { date: '2024/01/15', time: '18:00' }],
  ])('%s', (_name, date, time, expected) => {
    expect(raiseTimeToEarliest(date, time, winter)).toEqual(expected);
  });

  it.each<[string, string, string, string, LocalDateTime]>([
    [
      'rounds part of a minute up',
      '2024-01-15T09:00:30Z',
      '2024/01/15',
      '18:00',
      { date: '2024/01/15', time: '18:01' },
    ],
    [
      'crosses midnight',
      '2024-01-15T20:00:00Z',
      '2024/01/16',
      '04:00',
      { date: '2024/01/16', time: '05:00' },
    ],
    [
      'counts real hours over spring forward',
      '2024-03-30T21:00:00Z',
      '2024/03/31',
      '06:30',
      { date: '2024/03/31', time: '07:00' },
    ],
    [
      'counts real hours over fall back',
      '2024-10-26T22:00:00Z',
      '2024/10/27',
      '06:30',
      { date: '2024/10/27', time: '07:00' },
    ],
  ])('%s', (_name, iso, date, time, expected) => {
    expect(raiseTimeToEarliest(date, time, new Date(iso))).toEqual(expected);
  });
});

describe('readDate()', () => {
  it.each<[string, string | undefined]>([
    ['2025/06/30', '2025/06/30'],
    ['2025-06-30', '2025/06/30'],
    ['  2025-06-30 ', '2025/06/30'],
    ['2024/02/29', '2024/02/29'],
    ['2025/02/29', undefined],
    ['2025/02/30', undefined],
    ['2025-13-01', undefined],
    ['2025/04/31', undefined],
    ['30/06/2025', undefined],
    ['2025/6/30', undefined],
    ['0099/01/01', undefined],
    ['', undefined],
    ['tomorrow', undefined],
  ])('reads %j as %j', (text, expected) => {
    expect(readDate(text)).toBe(expected);
  });
});

describe('normalizeDateText()', () => {
  it.each<[string, string]>([
    ['2025-06-30', '2025/06/30'],
    [' 2025/06/30 ', '2025/06/30'],
    ['2025-02-30', '2025/02/30'],
  ])('writes %j as %j without judging it', (text, expected) => {
    expect(normalizeDateText(text)).toBe(expected);
  });
});

describe('readDayFirstDate()', () => {
  it.each<[string, string]>([
    ['14/03/2031', '2031/03/14'],
    ['14/3/2031', '2031/03/14'],
    ['1-7-2031', '2031/07/01'],
    [' 14.03.2031 ', '2031/03/14'],
    ['31/02/2031', '2031/02/31'],
    ['2031/03/14', '2031/03/14'],
    ['2031-03-14', '2031/03/14'],
    ['', ''],
    ['14/03/31', '14/03/31'],
  ])('reads %j as %j, leaving the check to readDate or the server', (text, expected) => {
    expect(readDayFirstDate(text)).toBe(expected);
  });
});

describe('dayFirstDate()', () => {
  it.each<[string, string]>([
    ['2031/03/14', '14/03/2031'],
    ['2024/02/29', '29/02/2024'],
    ['', ''],
    ['2031/02/31', '2031/02/31'],
  ])('writes %j as %j', (date, expected) => {
    expect(dayFirstDate(date)).toBe(expected);
  });

  it('is undone by readDayFirstDate()', () => {
    expect(readDayFirstDate(dayFirstDate('2031/12/01'))).toBe('2031/12/01');
  });
});
