/** The dispatchers' day e-mail falls due at core's hour in Brussels, for the next day (issue 26). */
import { describe, expect, it } from 'vitest';
import { DISPATCH_DAY_MAIL_HOUR, brusselsInstant, dispatchDayDue } from '../../../core';

describe('dispatchDayDue', () => {
  it('gives no date before the hour and the next day from the hour, in Brussels time', () => {
    const hour = String(DISPATCH_DAY_MAIL_HOUR).padStart(2, '0');
    const before = String(DISPATCH_DAY_MAIL_HOUR - 1).padStart(2, '0');
    expect(dispatchDayDue(brusselsInstant('2031/03/14', `${before}:59`)!)).toBeNull();
    expect(dispatchDayDue(brusselsInstant('2031/03/14', `${hour}:00`)!)).toBe('2031/03/15');
    // Summer time and the last day of a month.
    expect(dispatchDayDue(brusselsInstant('2031/07/31', '23:59')!)).toBe('2031/08/01');
  });
});
