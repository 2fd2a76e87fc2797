import { describe, expect, it } from 'vitest';
import type { BookingDraft } from '../../../core/draft';
import type { BookingWarning, MessageKey } from '../../../core/messages';
import type { WizardStep } from '../../../core/validation';
import type { ValidationContext } from '../../../core/validation-steps';
import { bookingWarnings, errorKeys, validateDraft, validateStep } from '../../../core/validation';
import { validContext, validDraft } from './fixtures';

type Row = [string, Partial<BookingDraft>, Partial<ValidationContext>, MessageKey[]];

const returnOnly: Partial<BookingDraft> = { departure: false, arrival: true };
const outboundOnly: Partial<BookingDraft> = { departure: true, arrival: false };
const address = (street: string, nr = '16', postal = '1000') => ({ street, nr, postal });

const steps: [WizardStep, Row[]][] = [
  [
    0,
    [
      ['accepts a complete start', {}, {}, []],
      [
        'requires a postal code with a known city',
        {},
        { knownCity: { departure: false, retour: true } },
        ['departureCity'],
      ],
      ['requires a postal code', { pickupAddress: address('Wetstraat', '16', ' ') }, {}, ['departureCity']],
      ['requires a departure airport', { airportDeparture: '' }, {}, ['departureAirport']],
      ['accepts the earliest booking date', { pickupDate: '2025/03/13', retourDate: '2025/03/13' }, {}, []],
      ['refuses the day before the earliest date', { pickupDate: '2025/03/12' }, {}, ['departureDate']],
      ['refuses an invalid date', { pickupDate: '2025/02/30' }, {}, ['departureDate']],
      [
        'checks the return date of a return-only trip',
        { ...returnOnly, retourDate: '2025/03/12' },
        {},
        ['retourDate'],
      ],
      ['ignores the pickup date of a return-only trip', { ...returnOnly, pickupDate: '2020/01/01' }, {}, []],
      // Issue 31: step 0 asks the date of each booked leg, so a round trip's return is checked there.
      ['requires the return date of a round trip', { retourDate: '' }, {}, ['retourDate']],
      ['ignores the return date of an outbound-only trip', { ...outboundOnly, retourDate: '' }, {}, []],
      ['requires at least one leg', { departure: false, arrival: false }, {}, ['departureFlight']],
    ],
  ],
  [
    1,
    [
      ['accepts complete addresses and flights', {}, {}, []],
      [
        'ignores the return of an outbound-only trip',
        { ...outboundOnly, flightRetour: '', airportAbroadRetour: '' },
        {},
        [],
      ],
      [
        'ignores the outbound of a return-only trip',
        { ...returnOnly, flightDeparture: '', pickupAddress: address('') },
        { knownCity: { departure: false, retour: true } },
        [],
      ],
      [
        'requires a known departure city',
        {},
        { knownCity: { departure: false, retour: true } },
        ['departureCity'],
      ],
      [
        'requires a suggested pickup street',
        { pickupAddress: address('Nergensstraat') },
        {},
        ['departureAddress'],
      ],
      ['matches the street case-insensitively', { pickupAddress: address(' WETSTRAAT ') }, {}, []],
      [
        'matches the street without its accents and apostrophe, as the street search does',
        { pickupAddress: address("rue de l'eglise") },
        { suggestedStreets: { departure: ['Rue de l’Église'], retour: ['Wetstraat'] } },
        [],
      ],
      [
        'matches a hyphenated street typed with spaces',
        { pickupAddress: address('sint pietersnieuwstraat') },
        { suggestedStreets: { departure: ['Sint-Pietersnieuwstraat'], retour: ['Wetstraat'] } },
        [],
      ],
      ['requires a pickup street', { pickupAddress: address('') }, {}, ['departureAddress']],
      [
        'requires a pickup house number',
        { pickupAddress: address('Wetstraat', ' ') },
        {},
        ['departureAddress'],
      ],
      ['requires a departure airport', { airportDeparture: '' }, {}, ['departureAirport']],
      ['requires a departure flight number', { flightDeparture: ' ' }, {}, ['departureFlight']],
      ['requires a departure time', { departureTime: '' }, {}, ['departureFlight']],
      ['refuses a departure time of 24:00', { departureTime: '24:00' }, {}, ['departureFlight']],
      ['accepts a margin of 2.5 hours', { timeMargin: 2.5 }, {}, []],
      ['refuses a margin of 4 hours', { timeMargin: 4 }, {}, ['departureFlight']],
      ['refuses a pickup date before the earliest date', { pickupDate: '2025/03/12' }, {}, ['departureDate']],
      ['accepts a round trip on one day', { retourDate: '2025/03/20' }, {}, []],
      [
        'refuses a pickup after the return',
        { pickupDate: '2025/03/28' },
        {},
        ['departureDate', 'retourDate'],
      ],
      [
        'requires a known return city',
        {},
        { knownCity: { departure: true, retour: false } },
        ['retourAddress'],
      ],
      [
        'requires a return postal code',
        { retourAddress: address('Wetstraat', '16', '') },
        {},
        ['retourAddress'],
      ],
      [
        'checks the return street against its own suggestions',
        { retourAddress: address('Koningsstraat') },
        {},
        ['retourAddress'],
      ],
      ['requires a return house number', { retourAddress: address('Wetstraat', '') }, {}, ['retourAddress']],
      ['requires the origin of the return flight', { airportAbroadRetour: ' ' }, {}, ['origin']],
      ['requires a return airport', { airportRetour: '' }, {}, ['retourAirport']],
      ['requires a return flight number', { flightRetour: '' }, {}, ['retourFlight']],
      ['requires a landing time', { retourTime: '7:45' }, {}, ['retourFlight']],
      [
        'refuses a return-only date before the earliest date',
        { ...returnOnly, retourDate: '2025/03/12' },
        {},
        ['retourDate'],
      ],
    ],
  ],
  [
    2,
    [
      ['accepts the default cargo', {}, {}, []],
      ['accepts a load of exactly sixteen', { pax: 7, koffers: 4, rolstoelen: 1 }, {}, []],
      ['refuses a load of seventeen', { pax: 7, koffers: 5, rolstoelen: 1 }, {}, ['cargo']],
      ['refuses zero passengers', { pax: 0 }, {}, ['cargo']],
      ['refuses eight passengers', { pax: 8, koffers: 0 }, {}, ['cargo']],
      ['refuses nine suitcases', { pax: 1, koffers: 9 }, {}, ['cargo']],
      ['refuses a fractional count', { koffers: 1.5 }, {}, ['cargo']],
      ['accepts two child seats in different bands', { childSeatsSmall: 1, childSeatsLarge: 1 }, {}, []],
      [
        'refuses three child seats in total',
        { childSeatsSmall: 1, childSeatsMedium: 1, childSeatsLarge: 1 },
        {},
        ['chairs'],
      ],
      ['refuses three child seats in one band', { childSeatsMedium: 3 }, {}, ['chairs']],
      [
        'reports cargo and chairs together',
        { pax: 7, rolstoelen: 3, childSeatsSmall: 2, childSeatsLarge: 1 },
        {},
        ['cargo', 'chairs'],
      ],
    ],
  ],
  [
    3,
    [
      ['accepts complete personal data', {}, {}, []],
      ['requires a first name', { firstName: ' ' }, {}, ['firstname']],
      ['requires a last name', { lastName: '' }, {}, ['lastname']],
      ['requires a valid email', { email: 'ann@example' }, {}, ['email']],
      ['ignores spaces around the email', { email: ' ann@example.be ' }, {}, []],
      ['requires a mobile phone', { phone: '+3221234567' }, {}, ['phone']],
      ['requires a phone', { phone: '' }, { isMobilePhone: () => true }, ['phone']],
      ['requires the privacy consent', { consentPrivacy: false }, {}, ['gdpr']],
      ['requires the terms consent', { consentTerms: false }, {}, ['terms']],
      ['requires the order consent', { consentOrder: false }, {}, ['consent']],
    ],
  ],
];

describe.each(steps)('validateStep(%i)', (step, rows) => {
  it.each(rows)('%s', (_name, draft, ctx, expected) => {
    const result = validateStep(step, validDraft(draft), validContext(ctx));
    expect(errorKeys(result.errors)).toEqual(expected);
    expect(result.valid).toBe(expected.length === 0);
  });
});

describe('warnings', () => {
  it.each<[string, WizardStep, Partial<BookingDraft>, BookingWarning[]]>([
    ['gives none for a normal booking', 3, {}, []],
    ['warns about zero suitcases', 3, { koffers: 0 }, ['noSuitcases']],
    ['warns about a round trip on one date', 3, { retourDate: '2025/03/20' }, ['sameDates']],
    [
      'does not warn about equal dates of a one-way trip',
      3,
      { ...outboundOnly, retourDate: '2025/03/20' },
      [],
    ],
    ['gives both warnings', 3, { koffers: 0, retourDate: '2025/03/20' }, ['noSuitcases', 'sameDates']],
    ['stays silent before step 3', 2, { koffers: 0, retourDate: '2025/03/20' }, []],
    ['stays silent on step 0', 0, { koffers: 0, retourDate: '2025/03/20' }, []],
  ])('%s', (_name, step, draft, expected) => {
    const result = validateStep(step, validDraft(draft), validContext());
    expect(result.warnings).toEqual(expected);
    expect(result.valid).toBe(true);
  });

  it('does not warn about one date for the rides to and from an event, only about no suitcases', () => {
    const draft = validDraft({ koffers: 0, retourDate: '2025/03/20' });
    expect(bookingWarnings(draft, true)).toEqual(['noSuitcases']);
    expect(bookingWarnings(draft)).toEqual(['noSuitcases', 'sameDates']);
  });
});

describe('validateDraft()', () => {
  it('accepts a complete draft', () => {
    expect(validateDraft(validDraft(), validContext())).toEqual({ valid: true, errors: {}, warnings: [] });
  });

  it('collects the errors of every step in table order', () => {
    const draft = validDraft({
      email: '',
      flightDeparture: '',
      pax: 7,
      rolstoelen: 3,
      airportAbroadRetour: '',
    });
    expect(errorKeys(validateDraft(draft, validContext()).errors)).toEqual([
      'departureFlight',
      'origin',
      'cargo',
      'email',
    ]);
  });

  it('reports warnings without blocking', () => {
    const result = validateDraft(validDraft({ koffers: 0 }), validContext());
    expect(result).toEqual({ valid: true, errors: {}, warnings: ['noSuitcases'] });
  });
});
