/**
 * The prices of every transport type for one draft (issue 17, `POST /api/billoprice/types`): the
 * wizard's vehicle cards show them side by side. The trip is routed once and its licence, PO and coupon
 * codes are looked up once, through the same throttle as the price call; each type is then priced by the
 * same engine (./quote.ts priceLegs) that prices the order, so a card shows what Book charges.
 */
import {
  type BookingSettings,
  combiRefusal,
  type CombiRefusal,
  TRANSPORT_TYPES,
  type TransportType,
} from '../../core';
import type { AppContext } from '../context';
import { readBookingSettings } from './booking-settings';
import type { CodeGuard } from './code-throttle';
import type { RoutedLeg } from './places';
import {
  priceLegs,
  resolveCoupons,
  resolveLicence,
  poRequest,
  resolvePo,
  routeTrip,
  tripCodes,
  type Quote,
  type ResolvedCodes,
  type TripRequest,
} from './quote';
import { rememberQuotedRoutes } from './quoted-routes';
import type { Router } from './route-types';
import { todayInBrussels } from './today';

/** The quote of one transport type: its price, or why it cannot be booked for this trip. */
export type TypeQuote =
  | { type: TransportType; available: true; quote: Quote }
  | { type: TransportType; available: false; reason: CombiRefusal };

/**
 * Prices `req` (its own type is ignored) for every transport type, cheapest type first. Combi is
 * unavailable when core's combiRefusal says so, with its reason. Like the price call it is lenient: a PO
 * or coupon that does not apply gives nothing, and the routes are remembered for the order call.
 */
export async function quoteAllTypes(
  ctx: AppContext,
  router: Router,
  req: TripRequest,
  now: Date,
  guard: CodeGuard,
): Promise<TypeQuote[]> {
  const today = todayInBrussels(now);
  await guard.admit(tripCodes(req));
  const licenceKnown = await resolveLicence(ctx.db, req, 'lenient', guard);
  const po = await resolvePo(ctx.db, poRequest(req, licenceKnown), today, 'lenient', guard);
  const coupons = await resolveCoupons(ctx.db, req.coupons, today, 'lenient', guard);
  const [heen, terug] = await routeTrip(ctx.db, router, req, false);
  await rememberQuotedRoutes(ctx.db, [heen, terug], now);
  const settings = await readBookingSettings(ctx.db, ctx.config);
  return priceEveryType(req, heen, terug, { po, coupons, licenceKnown }, settings, now);
}

/**
 * The prices of every transport type for the trip a price call just quoted (issue 29, `POST
 * /api/billoprice?soorten=1`): the quote's routed legs and resolved codes are priced again for each
 * type, so the cards come with the price in one request and nothing is routed or looked up twice.
 */
export async function quoteEveryTypeOf(ctx: AppContext, quote: Quote, now: Date): Promise<TypeQuote[]> {
  const settings = await readBookingSettings(ctx.db, ctx.config);
  return priceEveryType(quote.request, quote.heen, quote.terug, quote, settings, now);
}

/**
 * The one rule both calls above price the types by: core's combiRefusal for Combi, then the engine
 * that prices the order (./quote.ts priceLegs) for each available type.
 */
function priceEveryType(
  req: TripRequest,
  heen: RoutedLeg | undefined,
  terug: RoutedLeg | undefined,
  codes: ResolvedCodes,
  settings: BookingSettings,
  now: Date,
): TypeQuote[] {
  const today = todayInBrussels(now);
  const legDates = [req.heen?.date, req.terug?.date].filter((d): d is string => d !== undefined);
  const combi = combiRefusal({ legDates, now, settings, hasValidPo: codes.po !== null });
  return TRANSPORT_TYPES.map((type): TypeQuote => {
    if (type === 'COMBINATIE' && combi !== null) return { type, available: false, reason: combi };
    return { type, available: true, quote: priceLegs({ ...req, type }, heen, terug, codes, today) };
  });
}
