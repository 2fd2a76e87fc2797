import { describe, expect, it } from 'vitest';
import { pickupTimeProblem } from '../../../core';

describe('pickupTimeProblem()', () => {
  it('accepts a departure pickup before the flight', () => {
    expect(pickupTimeProblem('H', '06:15', '09:30')).toBeNull();
  });

  it('refuses a departure pickup at or after the flight time', () => {
    expect(pickupTimeProblem('H', '09:30', '09:30')).toBe('not_before_flight');
    expect(pickupTimeProblem('H', '10:00', '09:30')).toBe('not_before_flight');
  });

  it('accepts a return pickup at or after the landing time and refuses one before it', () => {
    expect(pickupTimeProblem('T', '18:45', '18:45')).toBeNull();
    expect(pickupTimeProblem('T', '19:10', '18:45')).toBeNull();
    expect(pickupTimeProblem('T', '18:00', '18:45')).toBe('before_landing');
  });

  it('refuses what is not a 24-hour HH:mm time', () => {
    for (const bad of ['', '6:15', '24:00', '12:60', '12h30', '12:30:00'])
      expect(pickupTimeProblem('H', bad, '')).toBe('format');
  });

  it('checks only the format when the flight time is unknown', () => {
    expect(pickupTimeProblem('H', '23:59', '')).toBeNull();
    expect(pickupTimeProblem('T', '00:00', '')).toBeNull();
  });
});
