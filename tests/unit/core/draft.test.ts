import { describe, expect, it } from 'vitest';
import type { BookingDraft } from '../../../core/draft';
import { createDraft } from '../../../core/draft';
import { ROUTE_FIELDS, clearRoutes } from '../../../core/routes';
import { DEFAULT_BOOKING_SETTINGS as SETTINGS } from '../../../core/settings';

describe('createDraft()', () => {
  const now = new Date('2025-03-10T09:00:00Z');

  it.each<[string, Partial<BookingDraft>]>([
    ['ticks both legs', { departure: true, arrival: true }],
    ['starts with two passengers and two suitcases', { pax: 2, koffers: 2 }],
    ['starts with a two-hour airport margin', { timeMargin: 2 }],
    // Issue 31: the return date is never preset to the departure date.
    [
      'puts the pickup on the earliest booking date and leaves the return open',
      { pickupDate: '2025/03/13', retourDate: '' },
    ],
    ['starts as COMFORT after the Combi cut-off', { type: 'COMFORT' }],
    ['pays by card', { paymentMode: 'CREDITCARD' }],
    ['carries no luggage extras', { skis: 0, golfbags: 0, rolstoelen: 0, childSeatsSmall: 0 }],
    ['leaves the consents unticked', { consentPrivacy: false, consentTerms: false, consentOrder: false }],
    ['is not an agent booking', { agent: false, talic: '', coupons: [] }],
  ])('%s', (_name, expected) => {
    expect(createDraft(now, SETTINGS)).toMatchObject(expected);
  });

  it('starts as COMBINATIE before the Combi cut-off', () => {
    expect(createDraft(new Date('2021-06-01T08:00:00Z'), SETTINGS).type).toBe('COMBINATIE');
  });

  it('starts as COMBINATIE when the operator re-opens Combi', () => {
    expect(createDraft(now, { ...SETTINGS, combiCutoff: '2099/01/01' }).type).toBe('COMBINATIE');
  });

  it.each<[number, string]>([
    [0, '2025/03/10'],
    [3, '2025/03/13'],
    [7, '2025/03/17'],
  ])('puts the pickup date %i days ahead when the settings say so', (earliestBookingDays, date) => {
    expect(createDraft(now, { ...SETTINGS, earliestBookingDays })).toMatchObject({
      pickupDate: date,
      retourDate: '',
    });
  });

  it('lets overrides win over every default', () => {
    expect(createDraft(now, SETTINGS, { pax: 4, type: 'BUSINESS', email: 'a@b.be' })).toMatchObject({
      pax: 4,
      type: 'BUSINESS',
      email: 'a@b.be',
    });
  });

  it('gives each draft its own addresses and coupon list', () => {
    const a = createDraft(now, SETTINGS);
    const b = createDraft(now, SETTINGS);
    expect(a.pickupAddress).not.toBe(b.pickupAddress);
    expect(a.coupons).not.toBe(b.coupons);
  });

  it('has no route fields yet', () => {
    expect(Object.keys(createDraft(now, SETTINGS))).not.toContain('distanceDeparture');
  });
});

describe('clearRoutes()', () => {
  it.each(ROUTE_FIELDS)('drops %s', (field) => {
    const draft = createDraft(new Date('2025-03-10T09:00:00Z'), SETTINGS, {
      distanceDeparture: 12,
      distanceRetour: 13,
      travelTimeDeparture: 20,
      travelTimeRetour: 21,
      latLonFromDeparture: '50.8,4.3',
      latLonToDeparture: '50.9,4.5',
      latLonFromRetour: '50.9,4.5',
      latLonToRetour: '50.8,4.3',
    });
    const cleared = clearRoutes(draft);
    expect(cleared).not.toHaveProperty(field);
    expect(draft).toHaveProperty(field);
    expect(cleared.pax).toBe(draft.pax);
  });
});
