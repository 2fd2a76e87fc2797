/**
 * The published tariff (SPEC 9), valid from 2023/05/23 and based on 2 people booked 4 months ahead.
 * The server's price engine and the /pricing page both read these tables, so what is published and
 * what is charged cannot drift.
 *
 * Money is held in integer euro cents everywhere in this module: sums of cents are exact, whereas sums
 * of euro floats drift (0.1 + 0.2). Convert to euros only for display, with {@link formatEuros}.
 */
import type { TransportType } from './transport';
import { childSeatTotal } from './limits';

/** An amount of money in whole euro cents (4800 is EUR 48.00). */
export type Cents = number;

/** The date from which {@link TARIFF} and {@link EXTRA_PRICES} apply, 'YYYY/MM/DD'. */
export const TARIFF_VALID_FROM = '2023/05/23';

/**
 * The booking the published prices are for (SPEC 9): 2 passengers, booked 4 months (120 days) ahead.
 * The price engine's passenger and lead-time factors are 1 there (core/pricing.ts).
 */
export const TARIFF_REFERENCE = { pax: 2, leadDays: 120 } as const;

/** The tariff of one transport type. */
export interface TypeTariff {
  /** The maximum price per kilometre, in cents, for 2 people booked 4 months ahead. */
  readonly pricePerKm: Cents;
  /** The lowest price of one leg, in cents. */
  readonly minimumPrice: Cents;
}

/** Price per km and minimum price per transport type, all in cents. */
export const TARIFF = {
  COMBINATIE: { pricePerKm: 151, minimumPrice: 4800 },
  COMFORT: { pricePerKm: 190, minimumPrice: 8900 },
  BUSINESS: { pricePerKm: 203, minimumPrice: 9900 },
} as const satisfies Record<TransportType, TypeTariff>;

/** An extra that is charged per item per trip. */
export type ExtraItem =
  | 'koffers'
  | 'kinderwagens'
  | 'childSeat'
  | 'skis'
  | 'golfbags'
  | 'fietskoffers'
  | 'rolstoelen'
  | 'rollators'
  | 'pet';

/**
 * The price per item per trip (leg), in cents. `childSeat` is the same for all three age bands and
 * `rolstoelen` means a folding wheelchair.
 */
export const EXTRA_PRICES = {
  koffers: 400,
  kinderwagens: 500,
  childSeat: 750,
  skis: 1000,
  golfbags: 1000,
  fietskoffers: 2500,
  rolstoelen: 2500,
  rollators: 2500,
  pet: 2500,
} as const satisfies Record<ExtraItem, Cents>;

/** The item counts that are charged as extras; a booking draft satisfies this shape (pets are optional). */
export interface ExtraCounts {
  readonly koffers: number;
  readonly kinderwagens: number;
  readonly childSeatsSmall: number;
  readonly childSeatsMedium: number;
  readonly childSeatsLarge: number;
  readonly skis: number;
  readonly golfbags: number;
  readonly fietskoffers: number;
  readonly rolstoelen: number;
  readonly rollators: number;
  readonly pets?: number;
}

/** Sums the extras of one leg in cents: each item's count times its listed price. */
export function extrasPrice(c: ExtraCounts): Cents {
  return (
    c.koffers * EXTRA_PRICES.koffers +
    c.kinderwagens * EXTRA_PRICES.kinderwagens +
    childSeatTotal(c) * EXTRA_PRICES.childSeat +
    c.skis * EXTRA_PRICES.skis +
    c.golfbags * EXTRA_PRICES.golfbags +
    c.fietskoffers * EXTRA_PRICES.fietskoffers +
    c.rolstoelen * EXTRA_PRICES.rolstoelen +
    c.rollators * EXTRA_PRICES.rollators +
    (c.pets ?? 0) * EXTRA_PRICES.pet
  );
}

/** Converts euros to whole cents, rounding half away from zero the way a till does. */
export function toCents(euros: number): Cents {
  return Math.sign(euros) * Math.round(Math.abs(euros) * 100);
}

/** Converts cents to euros, for fields that carry euros such as the order payload prices. */
export function toEuros(cents: Cents): number {
  return cents / 100;
}

/**
 * Formats cents as a euro amount for display in the given locale.
 *
 * @default locale 'nl-BE'
 * @example formatEuros(750, 'en-GB') // '€7.50'
 */
export function formatEuros(cents: Cents, locale = 'nl-BE'): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(cents / 100);
}

/** Writes cents as a plain euro amount with two decimals and a dot, e.g. '7.50', for machine fields. */
export function euroString(cents: Cents): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
