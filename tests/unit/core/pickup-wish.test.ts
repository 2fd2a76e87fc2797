import { describe, expect, it } from 'vitest';
import { brusselsInstant, pickupInstant, pickupWishProblem } from '../../../core';

// A departure leg on 2026/07/10 with its operator's pickup at 08:00 (summer time, UTC+2).
const date = '2026/07/10';
const pickup = pickupInstant({
  date,
  operatorTime: '08:00',
  flightTime: '11:00',
  marginHours: 2,
  rideMinutes: 45,
});
const at = (d: string, t: string) => brusselsInstant(d, t)!;

describe('pickupWishProblem()', () => {
  it('takes a wish up to an hour earlier or later, 24 hours or more ahead', () => {
    const now = at('2026/07/09', '08:00');
    expect(pickupWishProblem({ date, pickup, wished: '07:00', now })).toBeNull();
    expect(pickupWishProblem({ date, pickup, wished: '09:00', now })).toBeNull();
    expect(pickupWishProblem({ date, pickup, wished: '08:15', now })).toBeNull();
  });

  it('refuses a wish less than 24 hours before the pickup', () => {
    expect(pickupWishProblem({ date, pickup, wished: '08:30', now: at('2026/07/09', '08:01') })).toBe(
      'too_late',
    );
    expect(pickupWishProblem({ date, pickup, wished: '08:30', now: at('2026/07/10', '09:00') })).toBe(
      'too_late',
    );
  });

  it('refuses a wish more than an hour away, or the current pickup itself', () => {
    const now = at('2026/07/01', '12:00');
    expect(pickupWishProblem({ date, pickup, wished: '06:59', now })).toBe('too_far');
    expect(pickupWishProblem({ date, pickup, wished: '09:01', now })).toBe('too_far');
    expect(pickupWishProblem({ date, pickup, wished: '08:00', now })).toBe('same');
  });

  it('refuses a time that is not HH:mm and a leg whose pickup is unknown', () => {
    const now = at('2026/07/01', '12:00');
    expect(pickupWishProblem({ date, pickup, wished: '8:30', now })).toBe('format');
    expect(pickupWishProblem({ date, pickup, wished: '25:00', now })).toBe('format');
    expect(pickupWishProblem({ date, pickup: undefined, wished: '08:30', now })).toBe('too_late');
  });

  it('counts from the computed pickup while the operator has set none (flight less margin and drive)', () => {
    const computed = pickupInstant({
      date,
      operatorTime: '',
      flightTime: '11:00',
      marginHours: 2,
      rideMinutes: 60,
    });
    const now = at('2026/07/01', '12:00');
    expect(pickupWishProblem({ date, pickup: computed, wished: '07:30', now })).toBeNull();
    expect(pickupWishProblem({ date, pickup: computed, wished: '09:01', now })).toBe('too_far');
  });
});
