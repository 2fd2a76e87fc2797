import { describe, expect, it } from 'vitest';
import { EXTRA_PRICES, TARIFF, formatEuros } from '../../../core/tariff';
import { extraRows, leadTimeRows, tariffRows, tariffValidFrom } from '../../../site/src/utils/pricing';
import { premiumRate } from '../../../site/src/utils/phone';

describe('tariffRows()', () => {
  it('lists the three transport types with core prices', () => {
    expect(tariffRows('nl').map((r) => r.type)).toEqual(['COMBINATIE', 'COMFORT', 'BUSINESS']);
    const comfort = tariffRows('en').find((r) => r.type === 'COMFORT');
    expect(comfort).toEqual({
      type: 'COMFORT',
      pricePerKm: formatEuros(TARIFF.COMFORT.pricePerKm, 'en-GB'),
      minimumPrice: formatEuros(TARIFF.COMFORT.minimumPrice, 'en-GB'),
    });
  });

  it('writes amounts the Belgian way in Dutch', () => {
    const business = tariffRows('nl').find((r) => r.type === 'BUSINESS');
    expect(business?.pricePerKm.replace(/\s/g, ' ')).toBe('€ 2,03');
  });
});

describe('leadTimeRows()', () => {
  it('gives the price per km by how far ahead one books, both ends of each step, from core', () => {
    expect(leadTimeRows('en')).toEqual([
      { when: '120 days or more ahead', price: 'the price in the table above' },
      { when: 'less than 120 and at least 60 days ahead', price: '5% more' },
      { when: 'less than 60 and at least 30 days ahead', price: '10% more' },
      { when: 'less than 30 and at least 14 days ahead', price: '15% more' },
      { when: 'less than 14 and at least 7 days ahead', price: '20% more' },
      { when: 'less than 7 days ahead', price: '25% more' },
    ]);
    expect(leadTimeRows('nl')).toHaveLength(leadTimeRows('fr').length);
  });
});

describe('extraRows()', () => {
  it('lists every extra of core with its price', () => {
    const rows = extraRows('fr');
    expect(rows.map((r) => r.item)).toEqual(Object.keys(EXTRA_PRICES));
    expect(rows.find((r) => r.item === 'childSeat')?.price).toBe(
      formatEuros(EXTRA_PRICES.childSeat, 'fr-BE'),
    );
  });
});

describe('tariffValidFrom()', () => {
  it('writes the start date day first', () => {
    expect(tariffValidFrom()).toBe('23/05/2023');
  });
});

describe('premiumRate()', () => {
  it('prints fifty cents', () => {
    expect(premiumRate('en')).toBe('€0.50');
  });
});
