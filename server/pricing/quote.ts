import { todayInBrussels } from './today';
import {
  type CouponTerms,
  type ExtraCounts,
  isCombiAvailable,
  type PoTerms,
  priceTrip,
  sameLicence,
  type TransportType,
  type TripKind,
  type TripPrice,
} from '../../core';
import type { AppContext } from '../context';
import type { Queryable } from '../data/database';
import { ApiError } from '../http/envelope';
import { agentLicenceOf } from '../data/accounts/users-repo';
import { readBookingSettings } from './booking-settings';
import { findPo, type PoRecord } from '../data/agents/agents-repo';
import { agentLinkLookup, checkAgentLink } from './agent-link';
import { findCoupon, type Coupon } from '../data/coupons/coupons-repo';
import { couponState, poApplies } from './code-terms';
import type { CodeGuard, CodeRequest } from './code-throttle';
import { findCouponForQuote, findPoForQuote } from './quote-reads';
import { rememberQuotedRoutes, quotedRoutesOf } from './quoted-routes';
import { routeLeg, type HomeAddress, type LegEnd, type LegFields, type RoutedLeg } from './places';
import type { Router } from './route-types';

/** One leg of a trip request. */
export interface LegRequest {
  home: HomeAddress;
  /** The other end of the leg: an airport, or the venue of an event. */
  end: LegEnd;
  /** 'YYYY/MM/DD'. */
  date: string;
  /** Request field names to blame for a bad address or airport. */
  fields: LegFields;
}

/** A trip to price, in the terms of the domain; built from a price request or an order payload. */
export interface TripRequest {
  kind: TripKind;
  type: TransportType;
  pax: number;
  extras: ExtraCounts;
  heen?: LegRequest | undefined;
  terug?: LegRequest | undefined;
  /**
   * The date the lead time of both legs counts to: the trip's first date. One date for the whole trip
   * keeps the price call (which has one `datum`) and the order call (which has a date per leg) equal.
   */
  leadDate: string;
  po: string;
  talic: string;
  /** The agent's user id the link carries with `talic` ('' or absent: none). */
  uid?: string | undefined;
  coupons: string[];
  /**
   * The logged-in user who asks, or null for an anonymous visitor. A PO its agent pays for bills the
   * agent, so, like invoice settlement, it applies only for that licence's agent account.
   */
  callerUserId?: number | null;
}

/**
 * How strictly PO numbers and coupons are checked. The price call ignores ones that do not apply
 * ('lenient': the quote shows they gave nothing); the order call refuses them with a 400 ('strict'),
 * because a customer who ordered with a coupon expects its discount.
 */
export type Strictness = 'lenient' | 'strict';

/** A priced trip with everything that went into it. */
export interface Quote {
  request: TripRequest;
  heen?: RoutedLeg;
  terug?: RoutedLeg;
  price: TripPrice;
  /** The applied PO, if any. */
  po: PoRecord | null;
  /** The applied coupons, in request order. */
  coupons: Coupon[];
  /**
   * Whether the request's agent licence is known and its user id belongs to it (or the caller is the
   * licence's logged-in agent), ./agent-link.ts; null when it carries no licence.
   */
  licenceKnown: boolean | null;
}

/**
 * The codes of a trip request that pass the look-up throttle before any is looked up: the agent
 * licence first (a PO applies only for its licence), then the PO number and the coupons.
 */
export function tripCodes(req: TripRequest): CodeRequest[] {
  return [
    agentLinkLookup(req),
    { kind: 'po', code: req.po, field: 'po' },
    ...req.coupons.map((code) => ({ kind: 'coupon' as const, code, field: 'coupons' })),
  ];
}

/**
 * Whether the request's agent link is valid: its licence known and its user id the agent's, or the
 * caller the licence's logged-in agent (./agent-link.ts); null without a licence. Settled in the look-up
 * throttle, so that unknown licences and wrong user ids count towards the client's limit. Only this yes
 * or no ever reaches an answer: nothing else of the agent is read out. The order call refuses an
 * invalid pair itself (server/orders/agent-columns.ts), so this never throws.
 */
export async function resolveLicence(
  db: Queryable,
  req: TripRequest,
  strictness: Strictness,
  guard: CodeGuard,
): Promise<boolean | null> {
  if (req.talic.trim() === '') return null;
  const link = { talic: req.talic, uid: req.uid, callerUserId: req.callerUserId };
  return (await checkAgentLink(db, link, strictness, guard)).problem === null;
}

/**
 * The request a PO is resolved for: a link whose pair is not valid gives no agent terms (issue 31), so
 * its PO is resolved as if the request carried no licence.
 */
export function poRequest(req: TripRequest, linkValid: boolean | null): TripRequest {
  return linkValid === false ? { ...req, talic: '' } : req;
}

/** Finds the PO of a request as the price engine applies it (null when none applies, leniently). */
export async function resolvePo(
  db: Queryable,
  req: TripRequest,
  today: string,
  strictness: Strictness,
  guard: CodeGuard,
): Promise<PoRecord | null> {
  if (req.po.trim() === '') return null;
  // The lenient price call may reuse a read for a few seconds; the strict order call always reads afresh.
  const po = strictness === 'lenient' ? await findPoForQuote(db, req.po) : await findPo(db, req.po);
  const applies = po !== null && poApplies(po, today, req.talic);
  await guard.settle('po', req.po, applies);
  if (!applies) {
    if (strictness === 'lenient') return null;
    throw new ApiError(
      400,
      'invalid_po',
      `The PO number "${req.po}" is unknown, expired or not issued to this agent.`,
      'po',
    );
  }
  if (!po.paidByAgent) return po;
  // The link's licence travels in every agent link; only the agent's own login may bill the agent.
  const callerLicence = await agentLicenceOf(db, req.callerUserId ?? null);
  if (callerLicence !== null && sameLicence(callerLicence, po.agentLicence)) return po;
  if (strictness === 'lenient') return null;
  throw new ApiError(
    400,
    'invalid_po',
    `The PO number "${req.po}" is paid by its travel agent; the agent books it logged in with the agent account of its licence.`,
    'po',
  );
}

/**
 * The 409 of an order whose coupon was used up, whether the order saw it used up when it read the
 * coupon (one connection, as on the embedded database, runs the orders one after the other) or lost the
 * last use while counting it (PostgreSQL runs them side by side): a lost race answers the same on both.
 */
export const couponUsedUp = (code: string) =>
  new ApiError(409, 'coupon_used_up', `The coupon "${code}" has just been used up.`, 'coupons');

/**
 * Finds the coupons of a request that apply, in request order (leniently dropping the others; strictly
 * refusing them: a used-up one with {@link couponUsedUp}, any other with 400 `invalid_coupon`).
 */
export async function resolveCoupons(
  db: Queryable,
  codes: string[],
  today: string,
  strictness: Strictness,
  guard: CodeGuard,
): Promise<Coupon[]> {
  const found: Coupon[] = [];
  for (const code of codes) {
    const coupon = strictness === 'lenient' ? await findCouponForQuote(db, code) : await findCoupon(db, code);
    const state = coupon ? couponState(coupon, today) : 'unknown';
    await guard.settle('coupon', code, state === 'valid');
    if (coupon && state === 'valid') {
      if (!found.some((c) => c.id === coupon.id)) found.push(coupon);
    } else if (strictness === 'strict' && state === 'used_up') {
      throw couponUsedUp(coupon!.code);
    } else if (strictness === 'strict') {
      throw new ApiError(
        400,
        'invalid_coupon',
        `The coupon "${code}" cannot be used (${state.replaceAll('_', ' ')}).`,
        'coupons',
      );
    }
  }
  return found;
}

function poTerms(po: PoRecord | null): PoTerms | undefined {
  return po
    ? {
        paidByAgent: po.paidByAgent,
        businessDiscountPercent: po.businessDiscountPercent,
        comfortDiscountPercent: po.comfortDiscountPercent,
      }
    : undefined;
}

function couponTerms(c: Coupon): CouponTerms {
  return c.percent !== null
    ? { code: c.code, campaign: c.campaign, percent: c.percent }
    : { code: c.code, campaign: c.campaign, amountCents: c.amountCents ?? 0 };
}

/**
 * Refuses a Combi trip that core's isCombiAvailable refuses with the booking settings in force: each
 * booked leg is checked, as in the wizard. The 400 names the first leg date Combi does not run on.
 */
async function checkCombi(ctx: AppContext, req: TripRequest, now: Date, hasValidPo: boolean): Promise<void> {
  const settings = await readBookingSettings(ctx.db, ctx.config);
  const dates = [req.heen?.date, req.terug?.date].filter((d): d is string => d !== undefined);
  if (isCombiAvailable({ legDates: dates, now, settings, hasValidPo })) return;
  const date = dates.find((d) => !isCombiAvailable({ legDates: [d], now, settings, hasValidPo })) ?? '';
  throw new ApiError(
    400,
    'combi_unavailable',
    `Combi cannot be booked for ${date}; choose Comfort or Business.`,
    'soortvervoer',
  );
}

/**
 * Prices a trip on the server: routes each leg, checks Combi availability, applies the PO and the
 * coupons, and runs core's price engine. `now` is the instant of the request. The PO and coupon codes
 * pass the caller's look-up throttle first (`guard`, server/pricing/code-throttle.ts): 429 when the
 * client has tried too many unknown codes.
 */
export async function quoteTrip(
  ctx: AppContext,
  router: Router,
  req: TripRequest,
  now: Date,
  strictness: Strictness,
  guard: CodeGuard,
): Promise<Quote> {
  const today = todayInBrussels(now);
  // Most price calls carry no code at all: they skip the throttle and the look-ups (no promise each).
  const codes = hasCodes(req)
    ? await resolveCodes(ctx.db, req, today, strictness, guard)
    : { po: null, coupons: [], licenceKnown: null };
  if (req.type === 'COMBINATIE') await checkCombi(ctx, req, now, codes.po !== null);
  const [heen, terug] = await routeTrip(ctx.db, router, req, strictness === 'strict');
  // What the price call shows is kept, so the order call can honour it (./quoted-routes.ts); a route
  // written lately is not written again, and then nothing is awaited.
  if (strictness === 'lenient') {
    const writing = rememberQuotedRoutes(ctx.db, [heen, terug], now);
    if (writing) await writing;
  }
  return priceLegs(req, heen, terug, codes, today);
}

/** Whether a request carries an agent licence, a PO number or a coupon code. */
function hasCodes(req: TripRequest): boolean {
  return req.coupons.length > 0 || req.talic.trim() !== '' || req.po.trim() !== '';
}

/** The request's codes through the look-up throttle (`guard`), then the licence, PO and coupons. */
async function resolveCodes(
  db: Queryable,
  req: TripRequest,
  today: string,
  strictness: Strictness,
  guard: CodeGuard,
): Promise<ResolvedCodes> {
  await guard.admit(tripCodes(req));
  const licenceKnown = await resolveLicence(db, req, strictness, guard);
  const po = await resolvePo(db, poRequest(req, licenceKnown), today, strictness, guard);
  const coupons = await resolveCoupons(db, req.coupons, today, strictness, guard);
  return { po, coupons, licenceKnown };
}

/**
 * Routes the legs of a request at the same time (a slow router costs a round trip one wait, not two);
 * `fresh` checks the served airports afresh (the order call) rather than from the reused set.
 */
export function routeTrip(
  db: Queryable,
  router: Router,
  req: TripRequest,
  fresh: boolean,
): Promise<[RoutedLeg | undefined, RoutedLeg | undefined]> {
  return Promise.all([
    req.heen ? routeLeg(db, router, req.heen.home, req.heen.end, true, req.heen.fields, fresh) : undefined,
    req.terug
      ? routeLeg(db, router, req.terug.home, req.terug.end, false, req.terug.fields, fresh)
      : undefined,
  ]);
}

/** What the codes of a request gave: the PO and coupons that apply, and whether the licence is known. */
export type ResolvedCodes = Pick<Quote, 'po' | 'coupons' | 'licenceKnown'>;

/** Runs core's price engine over routed legs with the PO and coupons that apply. */
export function priceLegs(
  req: TripRequest,
  heen: RoutedLeg | undefined,
  terug: RoutedLeg | undefined,
  codes: ResolvedCodes,
  today: string,
): Quote {
  // Only the codes' fields are read: a whole Quote may be passed as `codes` (quoteAsShown).
  const { po, coupons, licenceKnown } = codes;
  const price = priceTrip({
    type: req.type,
    pax: req.pax,
    extras: req.extras,
    heen: heen ? { km: heen.route.km, date: req.leadDate } : undefined,
    terug: terug ? { km: terug.route.km, date: req.leadDate } : undefined,
    today,
    po: poTerms(po),
    coupons: coupons.map(couponTerms),
  });
  return {
    request: req,
    ...(heen ? { heen } : {}),
    ...(terug ? { terug } : {}),
    price,
    po,
    coupons,
    licenceKnown,
  };
}

/**
 * The quote of an order whose total differs from today's routing: the same trip priced over routes the
 * price call showed for these legs lately (an estimate during a router outage, or the router's route
 * before a change), when one of them gives exactly `totalCents`; else null. A price the customer saw
 * is a price they can book.
 */
export async function quoteAsShown(
  db: Queryable,
  quote: Quote,
  totalCents: number,
  now: Date,
): Promise<Quote | null> {
  const [heens, terugs] = await Promise.all([
    quotedRoutesOf(db, quote.heen, now),
    quotedRoutesOf(db, quote.terug, now),
  ]);
  const today = todayInBrussels(now);
  for (const heen of heens) {
    for (const terug of terugs) {
      const shown = priceLegs(quote.request, heen, terug, quote, today);
      if (shown.price.total === totalCents) return shown;
    }
  }
  return null;
}
