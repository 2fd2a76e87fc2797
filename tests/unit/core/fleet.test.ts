/** Issue 26: which vehicle may serve a leg, and when a leg keeps its driver and vehicle busy. */
import metadata from 'libphonenumber-js/mobile/metadata';
import { describe, expect, it } from 'vitest';
import {
  ASSIGNMENT_MARGIN_MINUTES,
  legPickupMinute,
  legWindow,
  luggageUnits,
  mobileE164,
  normalizePlate,
  vehicleProblem,
  vehicleServes,
  windowStartText,
  windowsOverlap,
  type LegNeeds,
  type LegTiming,
} from '../../../core';

const NONE = {
  koffers: 0,
  rolstoelen: 0,
  rollators: 0,
  fietskoffers: 0,
  skis: 0,
  golfbags: 0,
  kinderwagens: 0,
};
const LEG: LegNeeds = { ...NONE, pax: 2, koffers: 2, vehicle_type: 'comfort' };
const CAR = { seats: 4, luggage_units: 4, vehicle_type: 'comfort' as const, wheelchair_accessible: false };

describe('luggage units', () => {
  it('counts one unit per suitcase and one per bulky item of every kind', () => {
    expect(luggageUnits(NONE)).toBe(0);
    expect(luggageUnits({ ...NONE, koffers: 3 })).toBe(3);
    expect(
      luggageUnits({
        koffers: 2,
        rolstoelen: 1,
        rollators: 1,
        fietskoffers: 1,
        skis: 1,
        golfbags: 1,
        kinderwagens: 1,
      }),
    ).toBe(8);
  });
});

describe('which vehicle serves a leg', () => {
  it('matches the types, a business vehicle serving comfort but never the other way round', () => {
    expect(vehicleServes('comfort', 'comfort')).toBe(true);
    expect(vehicleServes('business', 'comfort')).toBe(true);
    expect(vehicleServes('comfort', 'business')).toBe(false);
    expect(vehicleServes('combinatie', 'comfort')).toBe(false);
    expect(vehicleServes('business', 'combinatie')).toBe(false);
    expect(vehicleServes('combinatie', 'combinatie')).toBe(true);
  });

  it('refuses too few seats, too few luggage units, the wrong type and a wheelchair without access', () => {
    expect(vehicleProblem(CAR, LEG)).toBeNull();
    expect(vehicleProblem({ ...CAR, seats: 1 }, LEG)).toBe('seats');
    expect(vehicleProblem({ ...CAR, luggage_units: 1 }, LEG)).toBe('luggage');
    expect(vehicleProblem(CAR, { ...LEG, golfbags: 3 })).toBe('luggage');
    expect(vehicleProblem({ ...CAR, vehicle_type: 'combinatie' }, LEG)).toBe('type');
    expect(vehicleProblem(CAR, { ...LEG, rolstoelen: 1 })).toBe('wheelchair');
    expect(vehicleProblem({ ...CAR, wheelchair_accessible: true }, { ...LEG, rolstoelen: 1 })).toBeNull();
    // Exactly enough is enough.
    expect(vehicleProblem({ ...CAR, seats: 2, luggage_units: 2 }, LEG)).toBeNull();
  });
});

describe('the time a leg keeps its driver busy', () => {
  const dep: LegTiming = {
    leg: 'H',
    date: '2031/03/14',
    pickup_time: '',
    flight_time: '09:30',
    travel_minutes: 35,
    airport_hours: 2,
  };
  const day = (t: string) => Date.UTC(2031, 2, 14) / 60_000 + Number(t.slice(0, 2)) * 60 + Number(t.slice(3));

  it('takes the pickup time, else the flight less the airport hours and the drive, else the landing', () => {
    expect(legPickupMinute({ ...dep, pickup_time: '06:00' })).toBe(day('06:00'));
    expect(legPickupMinute(dep)).toBe(day('06:55'));
    expect(legPickupMinute({ ...dep, airport_hours: null })).toBe(day('06:55'));
    expect(legPickupMinute({ ...dep, leg: 'T', flight_time: '18:45' })).toBe(day('18:45'));
    expect(legPickupMinute({ ...dep, flight_time: '' })).toBeNull();
  });

  it('runs from the pickup to the estimated arrival plus the margin; an unknown time takes the day', () => {
    const w = legWindow({ ...dep, pickup_time: '06:00' })!;
    expect(w).toEqual({ start: day('06:00'), end: day('06:35') + ASSIGNMENT_MARGIN_MINUTES });
    expect(windowStartText(w)).toBe('2031/03/14 06:00');
    expect(legWindow({ ...dep, flight_time: '' })).toEqual({ start: day('00:00'), end: day('00:00') + 1440 });
    expect(legWindow({ ...dep, date: 'soon' })).toBeNull();
  });

  it('overlaps when the windows share a minute, not when one ends as the other starts', () => {
    expect(windowsOverlap({ start: 0, end: 60 }, { start: 59, end: 90 })).toBe(true);
    expect(windowsOverlap({ start: 0, end: 60 }, { start: 60, end: 90 })).toBe(false);
    expect(windowsOverlap({ start: 10, end: 20 }, { start: 0, end: 90 })).toBe(true);
  });

  it('reaches across midnight', () => {
    const late = legWindow({ ...dep, leg: 'T', flight_time: '23:50', travel_minutes: 60 })!;
    const early = legWindow({ ...dep, date: '2031/03/15', pickup_time: '00:30' })!;
    expect(windowsOverlap(late, early)).toBe(true);
  });
});

describe('plates and mobiles', () => {
  it('stores a plate upper-cased without spaces or dots, refusing other characters', () => {
    expect(normalizePlate(' 1-abc 234 ')).toBe('1-ABC234');
    expect(normalizePlate('1.ABC.234')).toBe('1ABC234');
    expect(normalizePlate('A')).toBeNull();
    expect(normalizePlate('AB_12')).toBeNull();
  });

  it('stores a mobile E.164, read in Belgium without a country code, refusing a landline', () => {
    expect(mobileE164('0470 12 34 56', metadata)).toBe('+32470123456');
    expect(mobileE164('+33 6 12 34 56 78', metadata)).toBe('+33612345678');
    expect(mobileE164('02 123 45 67', metadata)).toBeNull();
    expect(mobileE164('abc', metadata)).toBeNull();
  });
});
