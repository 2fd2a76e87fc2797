import type { BookingDraft } from '../../../core/draft';
import type { ValidationContext } from '../../../core/validation-steps';
import { createDraft } from '../../../core/draft';
import { DEFAULT_BOOKING_SETTINGS } from '../../../core/settings';

/** 10:00 in Brussels on 10 March 2025; the earliest bookable date is 2025/03/13. */
export const NOW = new Date('2025-03-10T09:00:00Z');

/** A round-trip draft that passes every step. */
export function validDraft(overrides: Partial<BookingDraft> = {}): BookingDraft {
  return createDraft(NOW, DEFAULT_BOOKING_SETTINGS, {
    pickupAddress: { street: 'Wetstraat', nr: '16', postal: '1000' },
    retourAddress: { street: 'Wetstraat', nr: '16', postal: '1000' },
    departureCity: 'Brussel',
    departureCountry: 'BE',
    retourCity: 'Brussel',
    retourCountry: 'BE',
    airportDeparture: 'BRU',
    airportRetour: 'BRU',
    flightDeparture: 'SN2153',
    flightRetour: 'SN2154',
    departureTime: '10:30',
    retourTime: '18:45',
    pickupDate: '2025/03/20',
    retourDate: '2025/03/27',
    airportAbroadRetour: 'Lisbon',
    firstName: 'Ann',
    lastName: 'Peeters',
    email: 'ann@example.be',
    phone: '+32470123456',
    consentPrivacy: true,
    consentTerms: true,
    consentOrder: true,
    ...overrides,
  });
}

/** A context where both postal codes are known and Wetstraat is suggested for both legs. */
export function validContext(overrides: Partial<ValidationContext> = {}): ValidationContext {
  return {
    now: NOW,
    earliestBookingDays: DEFAULT_BOOKING_SETTINGS.earliestBookingDays,
    knownCity: { departure: true, retour: true },
    suggestedStreets: { departure: ['Koningsstraat', 'Wetstraat'], retour: ['Wetstraat'] },
    // Belgian mobile numbers start with +324; enough to tell a mobile from a landline here.
    isMobilePhone: (phone) => /^\+324\d{8}$/.test(phone),
    ...overrides,
  };
}
