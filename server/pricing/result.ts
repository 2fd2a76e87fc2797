import {
  type CouponData as CoreCouponData,
  type LegPrice,
  type LegPriceResult,
  type PoData,
  type PriceResult as CorePriceResult,
  toEuros,
} from '../../core';
import { latLonText } from './places';
import type { Quote } from './quote';

/**
 * The server's price result is core's PriceResult (the shape the widget reads, core/payload.ts) with
 * every field it always fills made required, plus additions to SPEC: TOTALEPRIJS, TALICBEKEND, COUPON
 * and the *PERCENT keys. Extending core's types keeps the two from drifting apart.
 */
export interface LegPriceData extends LegPriceResult {
  /** The PO (agent) discount. */
  KORTING: number;
}

/** One coupon in the price result. */
export interface CouponData extends CoreCouponData {
  COUPON: string;
}

/** The PO (agent discount) data in the price result. */
export interface KortingPoData extends PoData {
  /** The Business discount in percent. */
  BUSINESSPERCENT: number;
  /** The Comfort discount in percent. */
  COMFORTPERCENT: number;
}

/**
 * The price result of SPEC 3: route fields per leg at the top, the per-leg prices under HEEN and
 * TERUG (absent for a leg that is not booked), prices in euros (at most two decimals, computed in cents).
 */
export interface PriceResult extends CorePriceResult {
  AFSTANDHEEN: number;
  AFSTANDRETOUR: number;
  HEENLATLONVAN: string;
  HEENLATLONNAAR: string;
  TERUGLATLONVAN: string;
  TERUGLATLONNAAR: string;
  REISTIJDHEEN: number;
  REISTIJDRETOUR: number;
  HEEN?: LegPriceData;
  TERUG?: LegPriceData;
  /** Sum of the customer prices: the `totaleprijs` an order must carry. */
  TOTALEPRIJS: number;
  /** The applied PO number, or '' when none applies. */
  PO: string;
  /** Whether the request's agent licence is known; null when it carries none. */
  TALICBEKEND: boolean | null;
  /**
   * Addition (issue 28): true when the PO gave nothing because its travel agency pays for it and only
   * the agency's own login may book it; absent otherwise. Nothing else of the PO is told.
   */
  POAGENTLOGIN?: true;
  COUPONDATA: CouponData[];
  KORTINGPODATA: KortingPoData | null;
}

function legData(p: LegPrice): LegPriceData {
  return {
    BRUTOPRIJS: toEuros(p.gross),
    NETTOPRIJS: toEuros(p.net),
    PRIJSKLANT: toEuros(p.customer),
    KORTINGCOUPONS: toEuros(p.couponReduction),
    KORTING: toEuros(p.poDiscount),
  };
}

/** Writes a quote in the field names and units of the API. */
export function priceResult(q: Quote): PriceResult {
  const { heen, terug } = q.price;
  return {
    AFSTANDHEEN: q.heen?.route.km ?? 0,
    AFSTANDRETOUR: q.terug?.route.km ?? 0,
    HEENLATLONVAN: q.heen ? latLonText(q.heen.from) : '',
    HEENLATLONNAAR: q.heen ? latLonText(q.heen.to) : '',
    TERUGLATLONVAN: q.terug ? latLonText(q.terug.from) : '',
    TERUGLATLONNAAR: q.terug ? latLonText(q.terug.to) : '',
    REISTIJDHEEN: q.heen?.route.minutes ?? 0,
    REISTIJDRETOUR: q.terug?.route.minutes ?? 0,
    ...(heen ? { HEEN: legData(heen) } : {}),
    ...(terug ? { TERUG: legData(terug) } : {}),
    TOTALEPRIJS: toEuros(q.price.total),
    PO: q.po?.code ?? '',
    TALICBEKEND: q.licenceKnown,
    COUPONDATA: q.price.coupons.map((c) => ({
      COUPON: c.code,
      CAMPAGNE: c.campaign,
      COUPONKORTING: toEuros(c.reduction),
    })),
    KORTINGPODATA: q.po
      ? {
          BETAALDDOORTRAVELAGENT: q.po.paidByAgent,
          NAAMAGENT: q.po.agentName,
          EMAILAGENT: q.po.agentEmail,
          CAMPAGNE: q.po.campaign ?? '',
          TALIC: q.po.agentLicence,
          BUSINESS: q.po.businessDiscountPercent > 0,
          COMFORT: q.po.comfortDiscountPercent > 0,
          BUSINESSPERCENT: q.po.businessDiscountPercent,
          COMFORTPERCENT: q.po.comfortDiscountPercent,
        }
      : null,
  };
}
