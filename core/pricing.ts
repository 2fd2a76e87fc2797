/**
 * The price engine (ARCHITECTURE "Pricing"): pure computation of the price of each leg from the
 * published tariff, the distance, the passengers, the lead time, extras, agent (PO) discounts and
 * coupons. The server gathers the facts (routes, PO, coupons) and calls {@link priceTrip}; nothing here
 * reads a clock or a database.
 *
 * Per leg, in cents:
 * 1. base = max(minimum price, round(km × price per km × passenger factor × lead-time factor));
 * 2. gross (BRUTOPRIJS) = base + the listed extras of that leg;
 * 3. net (NETTOPRIJS) = gross − the PO's percentage discount for the transport type (KORTING);
 * 4. coupon reduction (KORTINGCOUPONS), taken from the net and never more than it;
 * 5. customer price (PRIJSKLANT) = net − coupon reduction, or 0 when the travel agent pays the order.
 */
import type { TransportType } from './transport';
import type { Cents, ExtraCounts } from './tariff';
import { TARIFF, TARIFF_REFERENCE, extrasPrice } from './tariff';
import { daysBetween } from './dates';

/** One step of the lead-time table: from `minDays` days ahead on, the factor applies. */
export interface LeadTimeStep {
  readonly minDays: number;
  readonly factor: number;
}

/** The coefficients that turn the published tariff into a price; one object so they are tuned in one place. */
export interface PricingCoefficients {
  /**
   * Factor per passenger count (index = passengers). The tariff is published for 2 passengers, so 2 is
   * 1.0; each further passenger adds 5 percent for the extra seat and luggage handling, and a single
   * passenger pays 5 percent less. The factors rise with the count, which keeps the price monotone.
   */
  readonly paxFactors: readonly number[];
  /**
   * Lead-time table, longest lead first: the first step whose `minDays` is at most the days between
   * today and the leg date applies. The tariff is published for bookings 4 months (120 days) ahead,
   * so that step is 1.0; shorter notice costs more because dispatch has fewer ways to combine rides.
   */
  readonly leadTime: readonly LeadTimeStep[];
}

/** The coefficients in force. Documented in docs/booking-api.md; change them here only. */
export const PRICING_COEFFICIENTS: PricingCoefficients = {
  paxFactors: [0, 0.95, 1, 1.05, 1.1, 1.15, 1.2, 1.25],
  leadTime: [
    { minDays: 120, factor: 1 },
    { minDays: 60, factor: 1.05 },
    { minDays: 30, factor: 1.1 },
    { minDays: 14, factor: 1.15 },
    { minDays: 7, factor: 1.2 },
    { minDays: Number.NEGATIVE_INFINITY, factor: 1.25 },
  ],
};

/** A coupon as the price engine applies it: either a fixed amount or a percentage. */
export interface CouponTerms {
  readonly code: string;
  readonly campaign: string;
  /** A fixed reduction for the whole order, in cents. */
  readonly amountCents?: Cents | undefined;
  /** A reduction of this many percent of each leg's net price. */
  readonly percent?: number | undefined;
}

/** The discount terms of a travel agent's PO number. */
export interface PoTerms {
  /**
   * The travel agency pays this order: it is invoiced to the agency at its full (net) price, and no
   * coupon applies to it (the traveller pays nothing, so a coupon would be used up for nothing).
   */
  readonly paidByAgent: boolean;
  /** Percentage off the gross price of a Business leg. */
  readonly businessDiscountPercent: number;
  /** Percentage off the gross price of a Comfort leg. */
  readonly comfortDiscountPercent: number;
}

/** One leg to be priced. */
export interface LegInput {
  /** Road distance in km. */
  readonly km: number;
  /** Leg date, 'YYYY/MM/DD' (Brussels). */
  readonly date: string;
}

/** Everything the price of a trip depends on. */
export interface PriceInput {
  readonly type: TransportType;
  readonly pax: number;
  /** Extras per leg: every item is charged once on each leg it travels. */
  readonly extras: ExtraCounts;
  readonly heen?: LegInput | undefined;
  readonly terug?: LegInput | undefined;
  /** Today in Brussels, 'YYYY/MM/DD': the lead time is counted from here. */
  readonly today: string;
  readonly po?: PoTerms | undefined;
  /** Valid coupons in the order they were added; they are applied in that order. */
  readonly coupons?: readonly CouponTerms[] | undefined;
  /** @default PRICING_COEFFICIENTS */
  readonly coefficients?: PricingCoefficients | undefined;
}

/** The price of one leg, all in cents. */
export interface LegPrice {
  /** BRUTOPRIJS: tariff price plus extras. */
  gross: Cents;
  /** KORTING: the PO discount. */
  poDiscount: Cents;
  /** NETTOPRIJS: gross minus the PO discount. */
  net: Cents;
  /** KORTINGCOUPONS: what the coupons take off this leg. */
  couponReduction: Cents;
  /** PRIJSKLANT: what the customer pays for this leg. */
  customer: Cents;
}

/** What one coupon took off the whole order (COUPONDATA). */
export interface CouponUse {
  code: string;
  campaign: string;
  reduction: Cents;
}

/** The price of a trip: a leg price for each booked leg, the coupon uses and the total. */
export interface TripPrice {
  heen?: LegPrice;
  terug?: LegPrice;
  coupons: CouponUse[];
  /** Sum of the customer prices of the booked legs (totaleprijs). */
  total: Cents;
}

/** Gives the passenger factor; counts outside the table take its nearest end. */
export function paxFactor(pax: number, coefficients: PricingCoefficients = PRICING_COEFFICIENTS): number {
  const table = coefficients.paxFactors;
  const index = Math.min(table.length - 1, Math.max(1, Math.trunc(pax)));
  return table[index] ?? 1;
}

/** Gives the lead-time factor for a leg `days` days ahead (past dates take the shortest-notice factor). */
export function leadTimeFactor(
  days: number,
  coefficients: PricingCoefficients = PRICING_COEFFICIENTS,
): number {
  const step = coefficients.leadTime.find((s) => days >= s.minDays);
  return step?.factor ?? coefficients.leadTime.at(-1)?.factor ?? 1;
}

/**
 * Gives the tariff part of one leg, before extras: distance × price per km × passenger factor ×
 * lead-time factor, rounded to the cent, never below the type's minimum price.
 */
export function basePrice(
  type: TransportType,
  km: number,
  pax: number,
  leadDays: number,
  coefficients: PricingCoefficients = PRICING_COEFFICIENTS,
): Cents {
  const { pricePerKm, minimumPrice } = TARIFF[type];
  const factor = paxFactor(pax, coefficients) * leadTimeFactor(leadDays, coefficients);
  return Math.max(minimumPrice, Math.round(Math.max(0, km) * pricePerKm * factor));
}

/**
 * Gives the published price of one leg before extras (SPEC 9): the price {@link basePrice} charges for
 * the tariff's reference booking, {@link TARIFF_REFERENCE} (2 people, 4 months ahead), whose factors
 * are 1: distance times the type's price per km, rounded to the cent, never below its minimum price.
 */
export function publishedLegPrice(type: TransportType, km: number): Cents {
  return basePrice(type, km, TARIFF_REFERENCE.pax, TARIFF_REFERENCE.leadDays);
}

function poPercent(type: TransportType, po: PoTerms | undefined): number {
  if (!po) return 0;
  if (type === 'BUSINESS') return po.businessDiscountPercent;
  if (type === 'COMFORT') return po.comfortDiscountPercent;
  return 0;
}

function legBeforeCoupons(input: PriceInput, leg: LegInput, coefficients: PricingCoefficients): LegPrice {
  const lead = daysBetween(input.today, leg.date);
  const gross = basePrice(input.type, leg.km, input.pax, lead, coefficients) + extrasPrice(input.extras);
  const poDiscount = Math.round((gross * poPercent(input.type, input.po)) / 100);
  const net = gross - poDiscount;
  return { gross, poDiscount, net, couponReduction: 0, customer: net };
}

/**
 * Applies coupons to the legs in order. A percentage coupon takes its share of what is left of each
 * leg; an amount coupon fills the outbound leg first and carries the rest to the return leg. A leg
 * never goes below 0, so a coupon larger than the order is partly unused rather than paid out.
 */
function applyCoupons(legs: LegPrice[], coupons: readonly CouponTerms[]): CouponUse[] {
  return coupons.map((coupon) => {
    let reduction = 0;
    let amountLeft = coupon.amountCents ?? 0;
    for (const leg of legs) {
      const take =
        coupon.percent !== undefined
          ? Math.round((leg.customer * Math.min(100, Math.max(0, coupon.percent))) / 100)
          : Math.min(leg.customer, amountLeft);
      amountLeft -= coupon.percent !== undefined ? 0 : take;
      leg.couponReduction += take;
      leg.customer -= take;
      reduction += take;
    }
    return { code: coupon.code, campaign: coupon.campaign, reduction };
  });
}

/**
 * Splits what lost coupons had taken off an order (`lost`, cents) back over its legs, whose coupon
 * reductions are `heen` and `terug` (issue 23: an order whose coupon went to another booking is
 * charged without it). Each leg gets back in proportion to what coupons took off it, never more than
 * that, so a single coupon's reduction returns exactly where it was taken; the order's coupon lines
 * do not say which leg each coupon took from.
 */
export function couponRefill(heen: Cents, terug: Cents, lost: Cents): { heen: Cents; terug: Cents } {
  const total = Math.min(Math.max(0, lost), heen + terug);
  if (total === 0) return { heen: 0, terug: 0 };
  const toHeen = Math.min(heen, Math.round((total * heen) / (heen + terug)));
  const toTerug = Math.min(terug, total - toHeen);
  return { heen: total - toTerug, terug: toTerug };
}

/**
 * Prices a trip. Coupons are not applied when the travel agency pays: the order is billed to the agency
 * at its net price (issue 23: it used to be priced at 0 and finished as a free ride nobody paid for),
 * and a traveller's coupon must not be used up on a ride the agency pays.
 *
 * @throws RangeError when a leg date or `today` is not a valid date.
 */
export function priceTrip(input: PriceInput): TripPrice {
  const coefficients = input.coefficients ?? PRICING_COEFFICIENTS;
  const heen = input.heen ? legBeforeCoupons(input, input.heen, coefficients) : undefined;
  const terug = input.terug ? legBeforeCoupons(input, input.terug, coefficients) : undefined;
  const legs = [heen, terug].filter((l): l is LegPrice => l !== undefined);
  const coupons: CouponUse[] = input.po?.paidByAgent ? [] : applyCoupons(legs, input.coupons ?? []);
  const total = legs.reduce((sum, leg) => sum + leg.customer, 0);
  return { ...(heen ? { heen } : {}), ...(terug ? { terug } : {}), coupons, total };
}
