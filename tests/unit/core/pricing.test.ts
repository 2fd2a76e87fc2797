import { describe, expect, it } from 'vitest';
import type { TransportType } from '../../../core/transport';
import type { ExtraCounts } from '../../../core/tariff';
import { EXTRA_PRICES, TARIFF, TARIFF_REFERENCE } from '../../../core/tariff';
import type { PriceInput } from '../../../core/pricing';
import {
  PRICING_COEFFICIENTS,
  basePrice,
  couponRefill,
  leadTimeFactor,
  paxFactor,
  priceTrip,
  publishedLegPrice,
} from '../../../core/pricing';

const TODAY = '2025/01/10';
const FOUR_MONTHS = '2025/05/15';
const NO_EXTRAS: ExtraCounts = {
  koffers: 0,
  kinderwagens: 0,
  childSeatsSmall: 0,
  childSeatsMedium: 0,
  childSeatsLarge: 0,
  skis: 0,
  golfbags: 0,
  fietskoffers: 0,
  rolstoelen: 0,
  rollators: 0,
};
const TYPES: TransportType[] = ['COMBINATIE', 'COMFORT', 'BUSINESS'];

function input(overrides: Partial<PriceInput> = {}): PriceInput {
  return {
    type: 'COMFORT',
    pax: 2,
    extras: NO_EXTRAS,
    heen: { km: 60, date: FOUR_MONTHS },
    today: TODAY,
    ...overrides,
  };
}

describe('PRICING_COEFFICIENTS', () => {
  it('is neutral for 2 passengers booked 4 months ahead, the basis of the published tariff', () => {
    expect(paxFactor(2)).toBe(1);
    expect(leadTimeFactor(120)).toBe(1);
  });

  it('rises with the passenger count', () => {
    for (let pax = 2; pax <= 7; pax++) expect(paxFactor(pax)).toBeGreaterThan(paxFactor(pax - 1));
  });

  it('never makes shorter notice cheaper', () => {
    for (let days = 0; days < 400; days++)
      expect(leadTimeFactor(days)).toBeGreaterThanOrEqual(leadTimeFactor(days + 1));
  });

  it.each([
    [365, 1],
    [120, 1],
    [119, 1.05],
    [30, 1.1],
    [14, 1.15],
    [7, 1.2],
    [3, 1.25],
    [-2, 1.25],
  ])('gives a lead time of %i days the factor %d', (days, factor) => {
    expect(leadTimeFactor(days)).toBe(factor);
  });

  it('lists the lead-time steps longest lead first', () => {
    const mins = PRICING_COEFFICIENTS.leadTime.map((s) => s.minDays);
    expect([...mins].sort((a, b) => b - a)).toEqual(mins);
  });
});

describe('basePrice()', () => {
  it.each(TYPES)('never goes below the minimum of %s', (type) => {
    for (const km of [0, 0.5, 5, 20, 40, 80, 300]) {
      for (const pax of [1, 2, 7])
        expect(basePrice(type, km, pax, 150)).toBeGreaterThanOrEqual(TARIFF[type].minimumPrice);
    }
  });

  it.each(TYPES)('stays within price per km × distance for 2 passengers 4 months ahead (%s)', (type) => {
    for (let km = 0; km <= 400; km += 7.3) {
      const { pricePerKm, minimumPrice } = TARIFF[type];
      expect(basePrice(type, km, 2, 120)).toBeLessThanOrEqual(
        Math.max(minimumPrice, Math.round(km * pricePerKm)),
      );
    }
  });

  it('charges exactly the published price per km for 2 passengers 4 months ahead beyond the minimum', () => {
    expect(basePrice('COMFORT', 100, 2, 130)).toBe(19000);
    expect(basePrice('BUSINESS', 100, 2, 130)).toBe(20300);
  });

  it.each(TYPES)('is monotone in distance (%s)', (type) => {
    let last = 0;
    for (let km = 0; km <= 300; km += 0.7) {
      const price = basePrice(type, km, 3, 20);
      expect(price).toBeGreaterThanOrEqual(last);
      last = price;
    }
  });

  it.each(TYPES)('is monotone in passengers (%s)', (type) => {
    for (const km of [10, 55, 120]) {
      for (let pax = 2; pax <= 7; pax++)
        expect(basePrice(type, km, pax, 40)).toBeGreaterThanOrEqual(basePrice(type, km, pax - 1, 40));
    }
  });

  it('treats a negative distance as zero', () => {
    expect(basePrice('COMBINATIE', -5, 2, 200)).toBe(TARIFF.COMBINATIE.minimumPrice);
  });
});

describe('priceTrip()', () => {
  it('adds exactly the listed price per item per trip for every extra', () => {
    const plain = priceTrip(
      input({ heen: { km: 80, date: FOUR_MONTHS }, terug: { km: 80, date: FOUR_MONTHS } }),
    );
    const extras = {
      ...NO_EXTRAS,
      koffers: 3,
      skis: 1,
      childSeatsSmall: 1,
      childSeatsLarge: 1,
      rolstoelen: 1,
    };
    const loaded = priceTrip(
      input({ extras, heen: { km: 80, date: FOUR_MONTHS }, terug: { km: 80, date: FOUR_MONTHS } }),
    );
    const perTrip =
      3 * EXTRA_PRICES.koffers + EXTRA_PRICES.skis + 2 * EXTRA_PRICES.childSeat + EXTRA_PRICES.rolstoelen;
    expect(loaded.heen!.gross - plain.heen!.gross).toBe(perTrip);
    expect(loaded.terug!.gross - plain.terug!.gross).toBe(perTrip);
    expect(loaded.total - plain.total).toBe(2 * perTrip);
  });

  it('prices a round trip as the sum of its legs', () => {
    const heen = { km: 42.7, date: '2025/02/01' };
    const terug = { km: 44.1, date: '2025/02/20' };
    const extras = { ...NO_EXTRAS, koffers: 2, golfbags: 1 };
    const both = priceTrip(input({ extras, pax: 4, heen, terug }));
    const out = priceTrip(input({ extras, pax: 4, heen }));
    const back = priceTrip(input({ extras, pax: 4, heen: undefined, terug }));
    expect(both.heen).toEqual(out.heen);
    expect(both.terug).toEqual(back.terug);
    expect(both.total).toBe(out.total + back.total);
  });

  it('counts the lead time per leg from today', () => {
    const result = priceTrip(
      input({ heen: { km: 100, date: '2025/01/13' }, terug: { km: 100, date: FOUR_MONTHS } }),
    );
    expect(result.heen!.gross).toBe(Math.round(100 * 190 * 1.25));
    expect(result.terug!.gross).toBe(19000);
  });

  it('gives the PO discount of the transport type and keeps the customer price at the net price', () => {
    const po = { paidByAgent: false, businessDiscountPercent: 20, comfortDiscountPercent: 10 };
    const comfort = priceTrip(input({ po })).heen!;
    expect(comfort).toEqual({
      gross: 11400,
      poDiscount: 1140,
      net: 10260,
      couponReduction: 0,
      customer: 10260,
    });
    const business = priceTrip(input({ po, type: 'BUSINESS' })).heen!;
    expect(business.poDiscount).toBe(Math.round(business.gross * 0.2));
    expect(priceTrip(input({ po, type: 'COMBINATIE' })).heen!.poDiscount).toBe(0);
  });

  it('prices a ride the agency pays at its net price and applies no coupon to it', () => {
    // Issue 23: the agency is invoiced the ride; it is no free ride.
    const po = { paidByAgent: true, businessDiscountPercent: 0, comfortDiscountPercent: 0 };
    const coupons = [{ code: 'A', campaign: 'X', amountCents: 500 }];
    const result = priceTrip(input({ po, coupons }));
    expect(result.heen).toMatchObject({ gross: 11400, net: 11400, couponReduction: 0, customer: 11400 });
    expect(result.coupons).toEqual([]);
    expect(result.total).toBe(11400);
  });

  it('takes an amount coupon from the outbound leg first and carries the rest to the return', () => {
    const legs = { heen: { km: 10, date: FOUR_MONTHS }, terug: { km: 10, date: FOUR_MONTHS } };
    const result = priceTrip(
      input({ ...legs, coupons: [{ code: 'BIG', campaign: 'C', amountCents: 10000 }] }),
    );
    expect(result.heen).toMatchObject({ couponReduction: 8900, customer: 0 });
    expect(result.terug).toMatchObject({ couponReduction: 1100, customer: 7800 });
    expect(result.coupons).toEqual([{ code: 'BIG', campaign: 'C', reduction: 10000 }]);
    expect(result.total).toBe(7800);
  });

  it('never pushes a leg below 0, however large the coupons', () => {
    const coupons = [
      { code: 'A', campaign: 'C', amountCents: 50000 },
      { code: 'B', campaign: 'C', percent: 100 },
      { code: 'D', campaign: 'C', amountCents: 1 },
    ];
    const result = priceTrip(input({ coupons, terug: { km: 30, date: FOUR_MONTHS } }));
    expect(result.heen!.customer).toBe(0);
    expect(result.terug!.customer).toBe(0);
    expect(result.coupons.map((c) => c.reduction)).toEqual([result.heen!.net + result.terug!.net, 0, 0]);
    expect(result.total).toBe(0);
  });

  it('applies a percentage coupon to what is left of each leg', () => {
    const coupons = [
      { code: 'TEN', campaign: 'C', amountCents: 1000 },
      { code: 'PCT', campaign: 'C', percent: 10 },
    ];
    const result = priceTrip(input({ coupons }));
    expect(result.heen).toMatchObject({ gross: 11400, couponReduction: 1000 + 1040, customer: 9360 });
    expect(result.coupons).toEqual([
      { code: 'TEN', campaign: 'C', reduction: 1000 },
      { code: 'PCT', campaign: 'C', reduction: 1040 },
    ]);
  });

  it('prices only the booked legs', () => {
    const result = priceTrip(input({ heen: undefined, terug: { km: 60, date: FOUR_MONTHS } }));
    expect(result.heen).toBeUndefined();
    expect(result.total).toBe(result.terug!.customer);
  });

  it('refuses an invalid leg date', () => {
    expect(() => priceTrip(input({ heen: { km: 10, date: '2025/02/30' } }))).toThrow(RangeError);
  });
});

describe('publishedLegPrice()', () => {
  it.each<[TransportType, number, number]>([
    ['COMBINATIE', 0, 4800],
    ['COMBINATIE', 31, 4800],
    ['COMBINATIE', 32, 4832],
    ['COMFORT', 46, 8900],
    ['COMFORT', 47, 8930],
    ['BUSINESS', 100, 20300],
    ['BUSINESS', 48.7, 9900],
    ['BUSINESS', 48.8, 9906],
    ['COMFORT', -5, 8900],
  ])('prices %s over %d km at %i cents', (type, km, expected) => {
    expect(publishedLegPrice(type, km)).toBe(expected);
  });
});

describe('the published price and the engine', () => {
  it('prices the tariff reference (2 people, 120 days ahead) with factors of exactly 1', () => {
    expect(TARIFF_REFERENCE).toEqual({ pax: 2, leadDays: 120 });
    expect(paxFactor(TARIFF_REFERENCE.pax)).toBe(1);
    expect(leadTimeFactor(TARIFF_REFERENCE.leadDays)).toBe(1);
  });

  it.each<[TransportType, number]>([
    ['COMBINATIE', 10],
    ['COMFORT', 47],
    ['BUSINESS', 123.4],
  ])('charges the published price of %s over %d km for the reference booking', (type, km) => {
    const { pricePerKm, minimumPrice } = TARIFF[type];
    const published = Math.max(minimumPrice, Math.round(km * pricePerKm));
    expect(publishedLegPrice(type, km)).toBe(published);
    expect(basePrice(type, km, TARIFF_REFERENCE.pax, TARIFF_REFERENCE.leadDays)).toBe(published);
  });
});

describe('couponRefill()', () => {
  it.each([
    ['gives a single coupon back where it was taken', 700, 300, 1000, { heen: 700, terug: 300 }],
    ['splits part of the reductions in proportion', 1000, 1000, 500, { heen: 250, terug: 250 }],
    ['never gives a leg more than coupons took off it', 1000, 1, 1001, { heen: 1000, terug: 1 }],
    ['gives back no more than coupons took in all', 400, 0, 900, { heen: 400, terug: 0 }],
    ['gives nothing back for nothing lost', 400, 600, 0, { heen: 0, terug: 0 }],
  ])('%s', (_name, heen, terug, lost, expected) => {
    const back = couponRefill(heen, terug, lost);
    expect(back).toEqual(expected);
    expect(back.heen + back.terug).toBe(Math.min(lost, heen + terug));
  });
});
