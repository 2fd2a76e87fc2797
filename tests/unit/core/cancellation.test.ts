import { describe, expect, it } from 'vitest';
import {
  brusselsInstant,
  canChangeLeg,
  cancellationAmounts,
  cancellationClockPickup,
  minutesUntil,
  pickupInstant,
  refundCouponValidUntil,
} from '../../../core/cancellation';
import { vatIncluded } from '../../../core/vat';

const DAY = 24 * 60;

describe('the Dutch cancellation scale of a EUR 100 ride', () => {
  const at = (minutes: number) => cancellationAmounts('nl', 10_000, minutes);
  it.each([
    ['a minute more than 14 days before', 14 * DAY + 1, 0],
    ['exactly 14 days before', 14 * DAY, 0],
    ['a minute less than 14 days before', 14 * DAY - 1, 1500],
    ['a minute more than 4 days before', 4 * DAY + 1, 1500],
    ['exactly 4 days before', 4 * DAY, 1500],
    ['a minute less than 4 days before', 4 * DAY - 1, 5000],
    ['a minute more than 24 hours before', DAY + 1, 5000],
    ['exactly 24 hours before', DAY, 5000],
    ['a minute less than 24 hours before', DAY - 1, 10_000],
    ['after pickup', -5, 10_000],
  ])('charges %s: %i minutes → %i cents', (_name, minutes, charge) => {
    expect(at(minutes)).toEqual({ chargeCents: charge, refundCents: 10_000 - charge });
  });

  it('charges at least EUR 30 in the last days, never more than the price', () => {
    expect(cancellationAmounts('nl', 4000, 2 * DAY)).toEqual({ chargeCents: 3000, refundCents: 1000 });
    expect(cancellationAmounts('nl', 2500, 2 * DAY)).toEqual({ chargeCents: 2500, refundCents: 0 });
    expect(cancellationAmounts('nl', 1000, 5 * DAY)).toEqual({ chargeCents: 1000, refundCents: 0 });
  });
});

describe('the French and English cancellation scale', () => {
  it.each([
    ['a minute more than 24 hours before', DAY + 1, 0],
    ['exactly 24 hours before', DAY, 0],
    ['a minute less than 24 hours before', DAY - 1, 8900],
    ['14 days before', 14 * DAY, 0],
  ])('charges %s: %i minutes → %i cents', (_name, minutes, charge) => {
    expect(cancellationAmounts('intl', 8900, minutes)).toEqual({
      chargeCents: charge,
      refundCents: 8900 - charge,
    });
  });
});

describe('the pickup moment', () => {
  it('reads Brussels wall-clock times in winter and in summer', () => {
    expect(brusselsInstant('2031/01/15', '10:00')?.toISOString()).toBe('2031-01-15T09:00:00.000Z');
    expect(brusselsInstant('2031/07/15', '10:00')?.toISOString()).toBe('2031-07-15T08:00:00.000Z');
    expect(brusselsInstant('2031/02/30', '10:00')).toBeUndefined();
  });

  it("takes the operator's pickup time when set", () => {
    const leg = {
      date: '2031/07/15',
      operatorTime: '06:40',
      flightTime: '10:30',
      marginHours: 2,
      rideMinutes: 35,
    };
    expect(pickupInstant(leg)?.toISOString()).toBe('2031-07-15T04:40:00.000Z');
  });

  it('else counts back from the flight by the margin and the drive', () => {
    const leg = {
      date: '2031/07/15',
      operatorTime: '',
      flightTime: '10:30',
      marginHours: 2,
      rideMinutes: 35,
    };
    expect(pickupInstant(leg)?.toISOString()).toBe('2031-07-15T05:55:00.000Z');
  });

  it('else takes the start of the day', () => {
    const leg = { date: '2031/07/15', operatorTime: '', flightTime: '', marginHours: 0, rideMinutes: 0 };
    expect(pickupInstant(leg)?.toISOString()).toBe('2031-07-14T22:00:00.000Z');
  });

  it('counts whole minutes until pickup and allows changes until exactly 24 hours before', () => {
    const pickup = new Date('2031-07-15T08:00:00Z');
    expect(minutesUntil(pickup, new Date('2031-07-14T08:00:00Z'))).toBe(DAY);
    expect(minutesUntil(pickup, new Date('2031-07-14T08:00:30Z'))).toBe(DAY - 1);
    expect(canChangeLeg(DAY)).toBe(true);
    expect(canChangeLeg(DAY - 1)).toBe(false);
  });
});

describe('the pickup the cancellation clock runs from', () => {
  const early = new Date('2031-03-14T06:00:00Z');
  const late = new Date('2031-03-14T15:00:00Z');
  it.each([
    ['a pickup moved later keeps the earlier one', late, early, early],
    ['a pickup moved earlier counts from the new one', early, late, early],
    ['an unchanged order counts from its pickup', late, undefined, late],
    ['a leg without a readable date keeps what was kept', undefined, early, early],
    ['nothing known gives nothing', undefined, undefined, undefined],
  ])('%s', (_name, current, earliest, expected) => {
    expect(cancellationClockPickup(current, earliest)).toEqual(expected);
  });
});

describe('the validity of a refund coupon', () => {
  it('ends on the same day a year later, 28 February for a leap day', () => {
    expect(refundCouponValidUntil('2026/11/23')).toBe('2027/11/23');
    expect(refundCouponValidUntil('2028/02/29')).toBe('2029/02/28');
  });
});

describe('VAT on a receipt', () => {
  it('shows the 6 % contained in a price that includes it', () => {
    expect(vatIncluded(10_600)).toBe(600);
    expect(vatIncluded(8900)).toBe(504);
  });
});
