import { createHash, randomBytes } from 'node:crypto';
import { cargoLoad, euroString, legsOf, toCents, tripDate } from '../../core';
import { readBookingSettings } from '../pricing/booking-settings';
import type { Auth } from '../auth/types';
import type { AppContext } from '../context';
import { ApiError } from '../http/envelope';
import { latLonText } from '../pricing/places';
import type { CodeGuard } from '../pricing/code-throttle';
import {
  couponUsedUp,
  priceLegs,
  quoteAsShown,
  quoteTrip,
  type Quote,
  type TripRequest,
} from '../pricing/quote';
import { todayInBrussels } from '../pricing/today';
import type { Coupon } from '../data/coupons/coupons-repo';
import type { LatLon, Router } from '../pricing/route-types';
import { countCouponUse } from '../data/coupons/coupons-repo';
import { agentColumns, type AgentColumns } from './agent-columns';
import type { OrderPayload } from './order-schema';
import { validateOrder, type OrderPlaces } from './order-validation';
import { callerOwns } from './order-ownership';
import { bindReturnUrl } from './partner-return';
import {
  findOrderByKey,
  findOrderCodes,
  insertOrder,
  insertOrderCoupon,
  type NewOrder,
  type OrderRow,
} from '../data/orders/orders-repo';

/** What the order call answers. */
export interface PlacedOrder {
  ID: number;
  BONNR: string;
  ECODE: string;
  /** True when this answer repeats an order placed earlier with the same idempotency key. */
  replayed: boolean;
}

// 32 symbols without 0/O and 1/I, so a code read over the phone is not misheard; 10 symbols = 50 bits.
const ECODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** Makes a booking code: short, unguessable, unambiguous when read aloud. */
export function newEcode(): string {
  return [...randomBytes(10)].map((b) => ECODE_ALPHABET[b % 32]).join('');
}

/**
 * The event an order rides to or from (events/event-orders.ts): its id, its venue as the other end of
 * each leg, and its check of the payload (booking deadline, withdrawn, dates), which runs after an
 * idempotent replay, so a repeated Book press after the deadline still answers the order it placed.
 */
export interface OrderEvent {
  id: number;
  venue: LatLon;
  check: (p: OrderPayload, now: Date) => void;
}

/**
 * The fingerprint of a request under an idempotency key: the payload without its key, fields sorted, so
 * a repeat is recognised and the same key with another payload is not.
 */
export function requestHash(p: OrderPayload, eventId: number | null): string {
  const { idempotency_key: _key, ...rest } = p;
  if (eventId !== null) Object.assign(rest, { idevent: eventId });
  const sorted = Object.fromEntries(Object.entries(rest).sort(([a], [b]) => a.localeCompare(b)));
  return createHash('sha256').update(JSON.stringify(sorted)).digest('hex');
}

function tripRequest(p: OrderPayload, event: OrderEvent | null): TripRequest {
  const legs = legsOf(p.heenterug);
  const leg = (postal: string, street: string, airport: string, date: string, name: 'heen' | 'terug') => ({
    home: { postal, street },
    end: event ? { venue: { ...event.venue, eventId: event.id } } : { airport },
    date,
    fields: { postal: `${name}postnr`, street: `${name}straat`, airport: `idluchthaven${name}` },
  });
  const heen = legs.departure
    ? leg(p.heenpostnr, p.heenstraat, p.idluchthavenheen, p.datumheen, 'heen')
    : undefined;
  const terug = legs.arrival
    ? leg(p.terugpostnr, p.terugstraat, p.idluchthaventerug, p.datumterug, 'terug')
    : undefined;
  return {
    kind: p.heenterug,
    type: p.soortvervoer,
    pax: p.pax,
    extras: {
      koffers: p.koffers,
      kinderwagens: p.kinderwagens,
      childSeatsSmall: p.aantalks2,
      childSeatsMedium: p.aantalks3,
      childSeatsLarge: p.aantalks4,
      skis: p.skis,
      golfbags: p.golfbags,
      fietskoffers: p.fietskoffers,
      rolstoelen: p.rolstoelen,
      rollators: p.rollators,
      pets: p.huisdieren,
    },
    heen,
    terug,
    leadDate: tripDate({ ...legs, pickupDate: p.datumheen, retourDate: p.datumterug }),
    po: p.po,
    talic: p.talic,
    uid: p.uid,
    coupons: p.coupons,
  };
}

/** Keys of the payload that are not stored as sent: the server writes its own values for them. */
const RECOMPUTED = new Set([
  'idempotency_key',
  'coupons',
  'totaleprijs',
  'brutoprijsheen',
  'nettoprijsheen',
  'prijsklantheen',
  'kortingcouponsheen',
  'brutoprijsterug',
  'nettoprijsterug',
  'prijsklantterug',
  'kortingcouponsterug',
  // Issue 28: only a return URL whose origin is listed for the partner is kept (bindReturnUrl).
  'return_url',
]);

function orderColumns(
  p: OrderPayload,
  q: Quote,
  auth: Auth,
  agent: AgentColumns,
  places: OrderPlaces,
  key: string | null,
  hash: string,
  event: OrderEvent | null,
  origin = '',
): NewOrder {
  const stored = Object.fromEntries(Object.entries(p).filter(([k]) => !RECOMPUTED.has(k))) as NewOrder;
  const h = q.price.heen;
  const t = q.price.terug;
  const userId = auth.userId === null ? '' : String(auth.userId);
  return {
    ...stored,
    ...agent,
    ...places,
    soortvervoer: p.soortvervoer.toLowerCase(),
    coupons: JSON.stringify(q.price.coupons.filter((c) => c.reduction > 0).map((c) => c.code)),
    // Identity is the server's: the ordering account is the token's user, whatever the body says.
    idbesteller: userId,
    idaccount: userId,
    po: q.po?.code ?? '',
    cargo: cargoLoad(p),
    vroegeropluchthaven: p.heenterug === 'T' ? null : p.vroegeropluchthaven,
    afstandheen: q.heen?.route.km ?? null,
    reistijdheen: q.heen?.route.minutes ?? null,
    heenlatlonvan: q.heen ? latLonText(q.heen.from) : '',
    heenlatlonnaar: q.heen ? latLonText(q.heen.to) : '',
    afstandterug: q.terug?.route.km ?? null,
    reistijdterug: q.terug?.route.minutes ?? null,
    teruglatlonvan: q.terug ? latLonText(q.terug.from) : '',
    teruglatlonnaar: q.terug ? latLonText(q.terug.to) : '',
    brutoprijsheen_cents: h?.gross ?? 0,
    nettoprijsheen_cents: h?.net ?? 0,
    prijsklantheen_cents: h?.customer ?? 0,
    kortingcouponsheen_cents: h?.couponReduction ?? 0,
    brutoprijsterug_cents: t?.gross ?? 0,
    nettoprijsterug_cents: t?.net ?? 0,
    prijsklantterug_cents: t?.customer ?? 0,
    kortingcouponsterug_cents: t?.couponReduction ?? 0,
    total_cents: q.price.total,
    ecode: newEcode(),
    idempotency_key: key,
    request_hash: hash,
    user_id: auth.userId,
    token_id: auth.tokenId,
    // Issue 28: the page the booking call came from, as its Origin header named it.
    page_origin: origin,
    // An event order has no airport, flight or origin: the venue is the other end of its legs.
    ...(event
      ? {
          event_id: event.id,
          idluchthavenheen: '',
          idluchthaventerug: '',
          vluchtnrheen: '',
          vluchtnrterug: '',
          terugherkomst: '',
          vroegeropluchthaven: null,
        }
      : {}),
  };
}

/** Answers a repeated request with the order it placed, or 409 when the key was used differently. */
async function replay(ctx: AppContext, existing: OrderRow, auth: Auth, hash: string): Promise<PlacedOrder> {
  if (existing.request_hash !== hash || !(await callerOwns(ctx.db, auth, existing))) {
    throw new ApiError(
      409,
      'idempotency_conflict',
      'This idempotency key was already used for a different order; send a new key for a new order.',
      'idempotency_key',
    );
  }
  return { ID: existing.id, BONNR: existing.bonnr, ECODE: existing.ecode, replayed: true };
}

/** A payload priced by the booking's engine: the quote, the settled agent columns and the places. */
export interface PricedPayload {
  quote: Quote;
  agent: AgentColumns;
  places: OrderPlaces;
}

/** How {@link pricePayload} prices a payload beyond a new booking's rules. */
export interface PricingOptions {
  event?: OrderEvent | null;
  /**
   * A change of a stored order (issue 27): the coupons it keeps (already checked by the caller, their
   * uses already counted) instead of the payload's, and the user whose agent licence settles the agent
   * columns and an agency-paid PO (the order's owner), instead of the caller.
   */
  revision?: { coupons: Coupon[]; agentUserId: number | null };
}

/**
 * Validates payload `p` with core and prices it with the engine of a new booking: the agent columns
 * (known licence, agent user id), the route, the PO and the coupons, strictly (400 naming the field).
 */
export async function pricePayload(
  ctx: AppContext,
  router: Router,
  auth: Auth,
  p: OrderPayload,
  now: Date,
  guard: CodeGuard,
  opts: PricingOptions = {},
): Promise<PricedPayload> {
  const event = opts.event ?? null;
  const settings = await readBookingSettings(ctx.db, ctx.config);
  const places = await validateOrder(ctx.db, p, now, settings, event !== null);
  const revision = opts.revision;
  const agentAuth = revision ? { ...auth, userId: revision.agentUserId } : auth;
  const agent = await agentColumns(ctx.db, p, agentAuth.userId, guard);
  const request = { ...tripRequest(p, event), callerUserId: agentAuth.userId };
  if (!revision) return { quote: await quoteTrip(ctx, router, request, now, 'strict', guard), agent, places };
  // A change keeps the order's own coupons, checked by the caller: only the route and PO are resolved.
  const bare = await quoteTrip(ctx, router, { ...request, coupons: [] }, now, 'strict', guard);
  const codes = { po: bare.po, coupons: revision.coupons, licenceKnown: bare.licenceKnown };
  const withCodes = { ...request, coupons: revision.coupons.map((c) => c.code) };
  const quote = priceLegs(withCodes, bare.heen, bare.terug, codes, todayInBrussels(now));
  return { quote, agent, places };
}

/**
 * The quote whose total the customer saw (`p.totaleprijs`): today's, or the one the price call showed
 * for these legs lately (an outage then, or since); anything else is a changed price, 409
 * `price_mismatch` naming `totaleprijs`.
 */
export async function shownQuote(ctx: AppContext, todays: Quote, p: OrderPayload, now: Date): Promise<Quote> {
  const quote =
    toCents(p.totaleprijs) === todays.price.total
      ? todays
      : ((await quoteAsShown(ctx.db, todays, toCents(p.totaleprijs), now)) ?? todays);
  if (toCents(p.totaleprijs) !== quote.price.total) {
    throw new ApiError(
      409,
      'price_mismatch',
      `The price has changed to EUR ${euroString(quote.price.total)}; please check the new price and book again.`,
      'totaleprijs',
    );
  }
  return quote;
}

/** The columns of a stored order that a change never writes: its identity and its language. */
const IDENTITY = [
  'ecode',
  'idempotency_key',
  'request_hash',
  'user_id',
  'token_id',
  'idbesteller',
  'idaccount',
  'taal',
  'emailklant',
  'event_id',
  'portal',
  // Issue 28: what the booking came through stays that of the booking, whatever a change sends.
  'partner',
  'page_origin',
  'promo',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
];

/**
 * The order columns a change of a stored order writes (issue 27): what a new booking would store for
 * `priced`, without the order's identity (code, owner, key, language, e-mail address).
 */
export function revisedColumns(p: OrderPayload, priced: PricedPayload, auth: Auth): NewOrder {
  const all = orderColumns(p, priced.quote, auth, priced.agent, priced.places, null, '', null);
  return Object.fromEntries(Object.entries(all).filter(([k]) => !IDENTITY.includes(k)));
}

/**
 * Places an order: replays an earlier one with the same idempotency key, validates the payload with
 * core (for an `event` order, core's event variant and the event's own check), recomputes the price from the order's own fields (409 `price_mismatch` when the client's total
 * differs; its PO and coupon codes pass the caller's look-up throttle `guard`), then stores the order
 * and counts its coupon uses in one transaction. `origin` is the booking page's origin
 * (core's pageOriginOf of the call's Origin header), '' when unknown.
 */
export async function placeOrder(
  ctx: AppContext,
  router: Router,
  auth: Auth,
  p: OrderPayload,
  key: string | null,
  now: Date,
  guard: CodeGuard,
  event: OrderEvent | null = null,
  origin = '',
): Promise<PlacedOrder> {
  const hash = requestHash(p, event?.id ?? null);
  if (key) {
    const existing = await findOrderByKey(ctx.db, key);
    if (existing) return replay(ctx, existing, auth, hash);
  }
  event?.check(p, now);
  const { quote: todays, agent, places } = await pricePayload(ctx, router, auth, p, now, guard, { event });
  const quote = await shownQuote(ctx, todays, p, now);
  const placed = await ctx.db.transaction(async (tx) => {
    const id = await insertOrder(tx, orderColumns(p, quote, auth, agent, places, key, hash, event, origin));
    if (id === null) return null;
    if (p.return_url) await bindReturnUrl(tx, id, agent.talic, p.return_url);
    for (const use of quote.price.coupons) {
      const coupon = quote.coupons.find((c) => c.code === use.code);
      // A coupon that took nothing off (the order was already free) is not used up.
      if (!coupon || use.reduction === 0) continue;
      if (!(await countCouponUse(tx, coupon.id))) throw couponUsedUp(coupon.code);
      await insertOrderCoupon(tx, id, coupon.id, use.reduction);
    }
    const codes = (await findOrderCodes(tx, id))!;
    return { ID: id, BONNR: codes.bonnr, ECODE: codes.ecode, replayed: false };
  });
  if (placed) return placed;
  // A concurrent request with the same key won the insert; answer with its order.
  const existing = key ? await findOrderByKey(ctx.db, key) : null;
  if (!existing)
    throw new ApiError(409, 'idempotency_conflict', 'Please retry the order.', 'idempotency_key');
  return replay(ctx, existing, auth, hash);
}
