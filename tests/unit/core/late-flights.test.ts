import { describe, expect, it } from 'vitest';
import {
  DEFAULT_WAITING_TIMES,
  isPickupMoveToTell,
  isWaitingMinutes,
  legClock,
  minutesOfTime,
  returnPickupAfterLanding,
} from '../../../core';

const at = (time: string) => minutesOfTime(time)!;

describe('returnPickupAfterLanding()', () => {
  it('keeps the planned distance to the landing when the flight is late', () => {
    expect(
      returnPickupAfterLanding({
        plannedPickup: '14:30',
        scheduledLanding: '14:00',
        landingMinutes: at('14:50'),
      }),
    ).toBe(at('15:20'));
  });

  it('never brings the pickup forward for an early flight', () => {
    expect(
      returnPickupAfterLanding({
        plannedPickup: '14:30',
        scheduledLanding: '14:00',
        landingMinutes: at('13:40'),
      }),
    ).toBe(at('14:30'));
  });

  it('follows a landing after midnight into the next day', () => {
    const minutes = returnPickupAfterLanding({
      plannedPickup: '23:40',
      scheduledLanding: '23:10',
      landingMinutes: 1440 + at('00:35'),
    });
    expect(legClock('2026/12/31', minutes)).toEqual({ date: '2027/01/01', time: '01:05' });
  });

  it('uses the landing itself without a planned pickup or a valid scheduled landing', () => {
    expect(
      returnPickupAfterLanding({ plannedPickup: '', scheduledLanding: '14:00', landingMinutes: at('15:00') }),
    ).toBe(at('15:00'));
    expect(
      returnPickupAfterLanding({ plannedPickup: '14:30', scheduledLanding: '', landingMinutes: at('15:00') }),
    ).toBe(at('15:00'));
  });

  it('takes no distance from a planned pickup that breaks core’s return rule (before the landing)', () => {
    expect(
      returnPickupAfterLanding({
        plannedPickup: '13:30',
        scheduledLanding: '14:00',
        landingMinutes: at('14:45'),
      }),
    ).toBe(at('14:45'));
  });
});

describe('isPickupMoveToTell()', () => {
  it('tells a move of more than 15 minutes, either way, and nothing of 15 or less', () => {
    expect(isPickupMoveToTell(at('14:30'), at('14:45'))).toBe(false);
    expect(isPickupMoveToTell(at('14:30'), at('14:46'))).toBe(true);
    expect(isPickupMoveToTell(at('14:30'), at('14:10'))).toBe(true);
  });
});

describe('waiting times', () => {
  it('default to SPEC 9’s 30 minutes after landing and 10 at home', () => {
    expect(DEFAULT_WAITING_TIMES).toEqual({ afterLandingMinutes: 30, atHomeMinutes: 10 });
  });

  it('are whole minutes from 0 to 180', () => {
    expect([0, 60, 180].every(isWaitingMinutes)).toBe(true);
    expect([-1, 181, 1.5, '30', NaN].some(isWaitingMinutes)).toBe(false);
  });
});

describe('legClock()', () => {
  it('writes minutes of the leg’s day as date and time', () => {
    expect(legClock('2026/03/29', at('09:05'))).toEqual({ date: '2026/03/29', time: '09:05' });
    expect(legClock('2026/03/29', -30)).toEqual({ date: '2026/03/28', time: '23:30' });
  });
});
