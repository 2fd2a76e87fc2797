import { describe, expect, it } from 'vitest';
import type { FieldErrors, MessageKey } from '../../../core/messages';
import { MESSAGE_KEYS } from '../../../core/messages';
import { validateDraft } from '../../../core/validation';
import { validateAccountAddress, validateRegistration } from '../../../core/validation-account';
import { validContext, validDraft } from './fixtures';

const registration = {
  username: 'ann@example.be',
  password: 'abcdefgh',
  confirmPassword: 'abcdefgh',
  isCompany: true,
  company: 'NV',
  vat: 'BE0440966354',
};

// One way to trigger each key, so a key no rule can produce shows up as a failing row.
const triggers: Record<MessageKey, () => FieldErrors> = {
  departureCity: () =>
    validateDraft(validDraft(), validContext({ knownCity: { departure: false, retour: true } })).errors,
  departureAddress: () =>
    validateDraft(validDraft({ pickupAddress: { street: 'X', nr: '1', postal: '1000' } }), validContext())
      .errors,
  departureFlight: () => validateDraft(validDraft({ flightDeparture: '' }), validContext()).errors,
  retourAddress: () =>
    validateDraft(validDraft({ retourAddress: { street: 'X', nr: '1', postal: '1000' } }), validContext())
      .errors,
  retourFlight: () => validateDraft(validDraft({ flightRetour: '' }), validContext()).errors,
  origin: () => validateDraft(validDraft({ airportAbroadRetour: '' }), validContext()).errors,
  cargo: () => validateDraft(validDraft({ rolstoelen: 3 }), validContext()).errors,
  chairs: () => validateDraft(validDraft({ childSeatsSmall: 2, childSeatsLarge: 2 }), validContext()).errors,
  firstname: () => validateDraft(validDraft({ firstName: '' }), validContext()).errors,
  lastname: () => validateDraft(validDraft({ lastName: '' }), validContext()).errors,
  email: () => validateDraft(validDraft({ email: 'x' }), validContext()).errors,
  phone: () => validateDraft(validDraft(), validContext({ isMobilePhone: () => false })).errors,
  gdpr: () => validateDraft(validDraft({ consentPrivacy: false }), validContext()).errors,
  terms: () => validateDraft(validDraft({ consentTerms: false }), validContext()).errors,
  consent: () => validateDraft(validDraft({ consentOrder: false }), validContext()).errors,
  address: () => validateAccountAddress({ street: '', streetnr: '1', zip: '1000', city: 'Brussel' }),
  company: () => validateRegistration({ ...registration, company: '' }),
  username: () => validateRegistration({ ...registration, username: '' }),
  vat: () => validateRegistration({ ...registration, vat: 'BE0000000000' }),
  password: () => validateRegistration({ ...registration, confirmPassword: '' }),
  departureAirport: () => validateDraft(validDraft({ airportDeparture: '' }), validContext()).errors,
  departureDate: () => validateDraft(validDraft({ pickupDate: '2025/02/30' }), validContext()).errors,
  retourAirport: () => validateDraft(validDraft({ airportRetour: '' }), validContext()).errors,
  retourDate: () =>
    validateDraft(validDraft({ departure: false, retourDate: '2025/02/30' }), validContext()).errors,
};

describe('MESSAGE_KEYS', () => {
  it("lists the twenty keys of the SPEC 8 table, then one for each leg's airport and date", () => {
    expect(MESSAGE_KEYS).toHaveLength(24);
    expect(MESSAGE_KEYS.slice(20)).toEqual([
      'departureAirport',
      'departureDate',
      'retourAirport',
      'retourDate',
    ]);
  });

  it.each(MESSAGE_KEYS)('can be reached: %s', (key) => {
    expect(Object.keys(triggers[key]())).toEqual([key]);
  });
});
