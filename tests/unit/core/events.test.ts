import { describe, expect, it } from 'vitest';
import {
  isBookingDeadlinePassed,
  eventBookingRefusal,
  eventInputProblems,
  eventPhase,
  eventRideTimes,
  eventText,
  isEventRideDate,
  isOrganiserSlug,
  organiserSlug,
  type EventDates,
  type EventInput,
} from '../../../core/events';
import { validateDraft } from '../../../core/validation';
import { errorKeys } from '../../../core/validation';
import { validContext, validDraft } from './fixtures';

const dates = (o: Partial<EventDates> = {}): EventDates => ({
  startDate: '2026/06/20',
  startTime: '20:00',
  endDate: '2026/06/20',
  endTime: '23:30',
  bookingDeadline: '2026/06/15',
  ...o,
});

describe('eventPhase()', () => {
  it.each([
    ['keeps the stored status on the last day', 'published', dates(), '2026/06/20', 'published'],
    ['is past the day after its end', 'published', dates(), '2026/06/21', 'past'],
    [
      'counts the start when there is no end',
      'draft',
      dates({ endDate: null, endTime: null }),
      '2026/06/21',
      'past',
    ],
    ['keeps a withdrawn event withdrawn until it is over', 'withdrawn', dates(), '2026/06/01', 'withdrawn'],
  ] as const)('%s', (_name, status, d, today, phase) => {
    expect(eventPhase(status, d, today)).toBe(phase);
  });
});

describe('isBookingDeadlinePassed()', () => {
  it.each<[string, string, boolean]>([
    ['2026/05/01', '2026/04/30', false],
    ['2026/05/01', '2026/05/01', false],
    ['2026/05/01', '2026/05/02', true],
  ])('tells whether the deadline %s has passed on %s (%s)', (deadline, today, expected) => {
    expect(isBookingDeadlinePassed(deadline, today)).toBe(expected);
  });
});

describe('eventBookingRefusal()', () => {
  it.each([
    ['books a published event up to its deadline', 'published', '2026/06/15', null],
    ['refuses the day after the deadline', 'published', '2026/06/16', 'deadline'],
    ['refuses a withdrawn event', 'withdrawn', '2026/06/01', 'withdrawn'],
    ['refuses a past event', 'published', '2026/06/21', 'past'],
    ['refuses a draft', 'draft', '2026/06/01', 'unpublished'],
  ] as const)('%s', (_name, status, today, refusal) => {
    expect(eventBookingRefusal(status, dates(), today)).toBe(refusal);
  });
});

describe('eventText()', () => {
  const texts = {
    fr: { name: 'Fête', description: 'Une fête' },
    en: { name: 'Party', description: 'A party' },
  };
  it.each([
    ['gives the asked language', 'en', { lang: 'en', name: 'Party', description: 'A party' }],
    [
      'falls back to the first offered language in nl, fr, en order',
      'nl',
      { lang: 'fr', name: 'Fête', description: 'Une fête' },
    ],
  ] as const)('%s', (_name, lang, expected) => {
    expect(eventText(texts, lang)).toEqual(expected);
  });
  it('gives null for an event without texts', () => {
    expect(eventText({}, 'nl')).toBeNull();
  });
});

describe('eventRideTimes()', () => {
  it.each([
    [
      'arrives 30 minutes before and picks up at the end',
      dates(),
      ['2026/06/20', '19:30', '2026/06/20', '23:30'],
    ],
    [
      'picks up 3 hours after the start without an end',
      dates({ endDate: null, endTime: null }),
      ['2026/06/20', '19:30', '2026/06/20', '23:00'],
    ],
    [
      'moves the pick-up past midnight',
      dates({ startTime: '22:30', endDate: null, endTime: null }),
      ['2026/06/20', '22:00', '2026/06/21', '01:30'],
    ],
    [
      'moves the arrival to the day before for a start at 00:15',
      dates({ startTime: '00:15' }),
      ['2026/06/19', '23:45', '2026/06/20', '23:30'],
    ],
  ] as const)('%s', (_name, d, [arrivalDate, arrivalTime, pickupDate, pickupTime]) => {
    expect(eventRideTimes(d)).toEqual({ arrivalDate, arrivalTime, pickupDate, pickupTime });
  });
});

describe('isEventRideDate()', () => {
  it.each([
    ['heen', '2026/06/19', true],
    ['heen', '2026/06/20', true],
    ['heen', '2026/06/18', false],
    ['heen', '2026/06/21', false],
    ['terug', '2026/06/20', true],
    ['terug', '2026/06/21', true],
    ['terug', '2026/06/19', false],
    ['terug', '2026/06/22', false],
    ['terug', '2026/02/30', false],
  ] as const)('%s on %s: %s', (leg, date, ok) => {
    expect(isEventRideDate(dates(), leg, date)).toBe(ok);
  });
});

describe('eventInputProblems()', () => {
  const input = (o: Partial<EventInput> = {}): EventInput => ({
    texts: { nl: { name: 'Concert', description: '' } },
    ...dates(),
    ...o,
  });
  it.each([
    ['accepts a complete event', input(), []],
    ['needs a name in some language', input({ texts: { nl: { name: ' ', description: 'x' } } }), ['names']],
    [
      'needs a start date and time',
      input({ startDate: '2026/02/30', startTime: '8u' }),
      ['startDate', 'startTime'],
    ],
    ['refuses an end before the start', input({ endTime: '19:00' }), ['endDate']],
    ['refuses half an end', input({ endTime: null }), ['endTime']],
    ['accepts no end', input({ endDate: null, endTime: null }), []],
    ['refuses a deadline after the start', input({ bookingDeadline: '2026/06/21' }), ['bookingDeadline']],
  ] as const)('%s', (_name, e, problems) => {
    expect(eventInputProblems(e)).toEqual(problems);
  });
});

describe('organiserSlug()', () => {
  it.each([
    ['Gentse Feesten vzw', 'gentse-feesten-vzw'],
    ['  Été à Liège!! ', 'ete-a-liege'],
    ['***', 'organiser'],
  ])('makes %j into %j', (name, slug) => {
    expect(organiserSlug(name)).toBe(slug);
    expect(isOrganiserSlug(slug)).toBe(true);
  });
  it('refuses upper case and spaces as a slug', () => {
    expect(isOrganiserSlug('Gentse Feesten')).toBe(false);
  });
});

describe('validateDraft() for an event ride', () => {
  const eventDraft = validDraft({
    airportDeparture: '',
    airportRetour: '',
    flightDeparture: '',
    flightRetour: '',
    airportAbroadRetour: '',
    timeMargin: 0 as never,
  });
  it('asks no airport, flight number, margin or origin of a ride to an event', () => {
    expect(errorKeys(validateDraft(eventDraft, validContext({ event: true })).errors)).toEqual([]);
  });
  it('still asks them of an airport ride', () => {
    expect(errorKeys(validateDraft(eventDraft, validContext()).errors)).toEqual(
      expect.arrayContaining([
        'departureAirport',
        'departureFlight',
        'retourAirport',
        'retourFlight',
        'origin',
      ]),
    );
  });
  it('requires the arrival and pick-up times', () => {
    const draft = { ...eventDraft, departureTime: '', retourTime: '25:00' };
    expect(errorKeys(validateDraft(draft, validContext({ event: true })).errors)).toEqual([
      'departureFlight',
      'retourFlight',
    ]);
  });
});
