/** The driver's leg states (issue 26, core/leg-states.ts): forward moves only, the day rule, the shown pickup. */
import { describe, expect, it } from 'vitest';
import { LEG_STATES, driverPickupTime, legStateRefusal, mapsUrl, nextLegStates } from '../../../core';

const TODAY = '2031/03/14';
const TOMORROW = '2031/03/15';

describe('legStateRefusal', () => {
  it('lets a leg move forward on its day, and skip a step', () => {
    expect(legStateRefusal('', 'on_the_way', TODAY, TODAY)).toBeNull();
    expect(legStateRefusal('on_the_way', 'on_board', TODAY, TODAY)).toBeNull();
    expect(legStateRefusal('on_board', 'done', TODAY, TODAY)).toBeNull();
    expect(legStateRefusal('', 'done', TODAY, TODAY)).toBeNull();
    expect(legStateRefusal('on_the_way', 'no_show', TODAY, TODAY)).toBeNull();
  });

  it('refuses a move back, no show after boarding, and any move after the end', () => {
    expect(legStateRefusal('on_board', 'on_the_way', TODAY, TODAY)).toBe('not_forward');
    expect(legStateRefusal('on_board', 'no_show', TODAY, TODAY)).toBe('not_forward');
    for (const end of ['done', 'no_show'] as const)
      for (const to of LEG_STATES)
        expect(legStateRefusal(end, to, TODAY, TODAY)).toBe(to === end ? null : 'final');
  });

  it('takes "on the way" the day before, nothing else', () => {
    expect(legStateRefusal('', 'on_the_way', TOMORROW, TODAY)).toBeNull();
    for (const to of ['on_board', 'done', 'no_show'] as const)
      expect(legStateRefusal('', to, TOMORROW, TODAY)).toBe('too_early');
  });

  it('offers as next states exactly those it lets through', () => {
    for (const from of ['', ...LEG_STATES] as const)
      for (const to of LEG_STATES)
        if (from !== to)
          expect(nextLegStates(from).includes(to), `${from}→${to}`).toBe(
            legStateRefusal(from, to, TODAY, TODAY) === null,
          );
  });
});

describe('driverPickupTime', () => {
  const leg = {
    leg: 'H' as const,
    date: TODAY,
    pickupTime: '',
    flightTime: '10:30',
    marginHours: 2,
    rideMinutes: 45,
  };
  it("gives the dispatcher's time when set", () => {
    expect(driverPickupTime({ ...leg, pickupTime: '06:40' })).toEqual({ time: '06:40', estimated: false });
  });
  it('derives a departure from the flight, the margin and the drive, and a return from the landing', () => {
    expect(driverPickupTime(leg)).toEqual({ time: '07:45', estimated: true });
    expect(driverPickupTime({ ...leg, leg: 'T', flightTime: '18:05' })).toEqual({
      time: '18:05',
      estimated: true,
    });
  });
  it('gives nothing without a flight time', () => {
    expect(driverPickupTime({ ...leg, flightTime: '' })).toEqual({ time: '', estimated: false });
  });
});

describe('mapsUrl', () => {
  it('encodes the whole address into a maps search link', () => {
    expect(
      mapsUrl({ street: 'Rue de l’Église', number: '3 bte 2', postcode: '1000', locality: 'Bruxelles' }),
    ).toBe(
      'https://www.google.com/maps/search/?api=1&query=' +
        encodeURIComponent('Rue de l’Église 3 bte 2, 1000 Bruxelles, Belgium'),
    );
  });
});
