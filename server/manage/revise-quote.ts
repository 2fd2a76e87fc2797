/**
 * `POST billomanage/{id}/revise/quote` (issue 27): prices a changed booking with the engine of a new
 * booking (server/orders/order-service.ts pricePayload), keeping the order's own coupons that still
 * apply (their uses stay counted once) and its agency terms (a licence other than the order's is
 * refused; a PO is checked for the order's licence), and says what changes, what it costs and how the
 * difference is settled. A leg that changes must be before the operator's change limit, before and after.
 */
import {
  isCancelled,
  legOpenForChange,
  freeOrderWouldCost,
  revisionSettlement,
  sameLicence,
  type RevisionQuote,
  type RevisionSettlement,
} from '../../core';
import type { Auth } from '../auth/types';
import type { AppContext } from '../context';
import { findCoupon, type Coupon } from '../data/coupons/coupons-repo';
import { findWholeOrder, orderCouponRows } from '../data/orders/revision-repo';
import type { ManagedOrder } from '../data/orders/manage-orders-repo';
import type { NewOrder } from '../data/orders/orders-repo';
import { ApiError } from '../http/envelope';
import type { OrderPayload } from '../orders/order-schema';
import { pricePayload, revisedColumns, shownQuote } from '../orders/order-service';
import { couponState } from '../pricing/code-terms';
import type { CodeGuard } from '../pricing/code-throttle';
import type { Router } from '../pricing/route-types';
import { todayInBrussels } from '../pricing/today';
import { legPickup } from './rules';
import { readRevisionSettings } from './revision-settings';

/** The order fields a customer changes (the wizard's), compared to say what a change alters. */
export const CUSTOMER_FIELDS = [
  'heenterug',
  'soortvervoer',
  'pax',
  'koffers',
  'rolstoelen',
  'skis',
  'kinderwagens',
  'golfbags',
  'fietskoffers',
  'rollators',
  'aantalks2',
  'aantalks3',
  'aantalks4',
  'huisdieren',
  'remarks',
  'po',
  'datumheen',
  'uurvluchtheen',
  'vluchtnrheen',
  'idluchthavenheen',
  'vroegeropluchthaven',
  'heenstraat',
  'heennr',
  'heenpostnr',
  'heenstad',
  'datumterug',
  'uurvluchtterug',
  'vluchtnrterug',
  'idluchthaventerug',
  'terugherkomst',
  'terugstraat',
  'terugnr',
  'terugpostnr',
  'terugstad',
  'voornaam',
  'naam',
  'telklant',
] as const;

/** The fields whose change moves a leg's pickup: that leg must be planned again. */
const REPLAN = ['datum', 'uurvlucht', 'straat', 'nr', 'postnr', 'idluchthaven'];

/** A priced change, ready to store. */
export interface RevisionPlan {
  quote: RevisionQuote;
  /** The order columns to write. */
  columns: NewOrder;
  before: Record<string, string>;
  after: Record<string, string>;
  /** The order's coupons with the reduction each now gives. */
  couponUses: { coupon_id: number; reduction_cents: number }[];
  /** The legs to plan again (date, flight time or address changed, or dropped). */
  replanLegs: ('H' | 'T')[];
  /** The order's columns as read, to see whether it changed before the change is stored. */
  snapshot: string;
}

const text = (v: unknown): string => {
  if (v === null || v === undefined) return '';
  if (v instanceof Date) return v.toISOString();
  return String(v);
};
const same = (a: unknown, b: unknown): boolean => {
  const [x, y] = [text(a), text(b)];
  if (x === y) return true;
  return x.trim() !== '' && y.trim() !== '' && !Number.isNaN(Number(x)) && Number(x) === Number(y);
};
const legsOf = (kind: unknown): ('H' | 'T')[] =>
  kind === 'HT' ? ['H', 'T'] : kind === 'T' ? ['T'] : kind === 'H' ? ['H'] : [];
const legOfField = (f: string): 'H' | 'T' | null =>
  f === 'heenterug' ? null : f.includes('terug') ? 'T' : f.includes('heen') ? 'H' : null;

/** The coupons of `order` that still apply today: valid dates; its own use counts as available. */
async function keptCoupons(ctx: AppContext, orderId: number, p: OrderPayload, now: Date) {
  const rows = await orderCouponRows(ctx.db, orderId);
  const own = new Set(rows.map((r) => r.code.toUpperCase()));
  const added = p.coupons.find((c) => !own.has(c.toUpperCase()));
  if (added !== undefined) {
    throw new ApiError(
      400,
      'invalid_coupon',
      `The coupon "${added}" is not one of this booking's: a change keeps the booking's own coupons only.`,
      'coupons',
    );
  }
  const today = todayInBrussels(now);
  const kept: Coupon[] = [];
  for (const row of rows) {
    const coupon = await findCoupon(ctx.db, row.code);
    // The order holds one of its uses already: used up by that use is still valid for this order.
    const state = coupon ? couponState({ ...coupon, useCount: coupon.useCount - 1 }, today) : 'unknown';
    if (coupon && state === 'valid') kept.push(coupon);
  }
  return { rows, kept };
}

/** A field's value as compared: the transport type in any case. */
const lowered = (f: string, v: unknown): unknown => (f === 'soortvervoer' ? text(v).toLowerCase() : v);

/**
 * Checks that each of `legs` that `fields` touch (a leg's own field, or a field of the whole booking,
 * which touches `all` legs) is at least the change limit before its pickup; 409 `too_late` naming the
 * leg's date field otherwise. Answers the earliest instant until which the touched legs stay open.
 */
function checkLimit(
  fields: readonly string[],
  legs: readonly ('H' | 'T')[],
  pickupOf: (leg: 'heen' | 'terug') => Date | undefined,
  now: Date,
  settings: { changeLimitHours: number },
  all: readonly ('H' | 'T')[] = legs,
): number | null {
  const touched = new Set<'H' | 'T'>();
  for (const f of fields) {
    const leg = legOfField(f);
    for (const l of leg === null ? all : [leg]) if (legs.includes(l)) touched.add(l);
  }
  let openUntil: number | null = null;
  for (const leg of touched) {
    const name = leg === 'H' ? 'heen' : 'terug';
    const pickup = pickupOf(name);
    const minutes = pickup ? Math.floor((pickup.getTime() - now.getTime()) / 60_000) : 0;
    if (!pickup || !legOpenForChange(minutes, settings.changeLimitHours)) {
      throw new ApiError(
        409,
        'too_late',
        `Changes are possible up to ${settings.changeLimitHours} hours before pickup; please call us for anything later.`,
        `datum${name}`,
      );
    }
    openUntil = Math.min(openUntil ?? Infinity, pickup.getTime() - settings.changeLimitHours * 3_600_000);
  }
  return openUntil;
}

/** 409 `order_closed` for a cancelled (or refunded) order. */
export function refuseClosed(order: Pick<ManagedOrder, 'status' | 'bonnr'>): void {
  if (isCancelled(order.status)) {
    throw new ApiError(409, 'order_closed', `Booking ${order.bonnr} is cancelled; nothing can change.`, 'id');
  }
}

/**
 * Prices `p` as the new state of `order` at `now` and answers the plan; with `shown`, the payload's
 * total must be the new price (409 `price_mismatch`). 409 `too_late` naming a leg's date field when a
 * changed leg is within the change limit, `nothing_changed` when nothing differs; 400 naming the field
 * for bad input, a licence not the order's or a PO its licence may not use.
 */
export async function planRevision(
  ctx: AppContext,
  router: Router,
  auth: Auth,
  order: ManagedOrder,
  p: OrderPayload,
  now: Date,
  guard: CodeGuard,
  shown: boolean,
): Promise<RevisionPlan> {
  refuseClosed(order);
  const row = (await findWholeOrder(ctx.db, order.id))!;
  if (row.event_id !== null && row.event_id !== undefined) {
    throw new ApiError(409, 'not_changeable', 'A ride to an event cannot be changed online; call us.', 'id');
  }
  const licence = text(row.talic);
  if (p.talic.trim() !== licence.trim() && !(licence !== '' && sameLicence(p.talic, licence))) {
    throw new ApiError(
      400,
      'invalid_request',
      "The agent licence cannot change: a change keeps the booking's agency.",
      'talic',
    );
  }
  const settings = await readRevisionSettings(ctx.db);
  // A leg past the limit is refused before pricing: the payload keeps its old date, which a new
  // booking's checks (earliest booking day) would refuse with a less telling answer.
  const asked = CUSTOMER_FIELDS.filter((f) => f in p && !same(lowered(f, p[f]), lowered(f, row[f])));
  checkLimit(
    asked,
    legsOf(row.heenterug),
    (leg) => legPickup(row as unknown as ManagedOrder, leg),
    now,
    settings,
  );
  const { rows: couponRows, kept } = await keptCoupons(ctx, order.id, p, now);
  const priced = await pricePayload(ctx, router, auth, p, now, guard, {
    revision: { coupons: kept, agentUserId: order.user_id },
  });
  if (shown) priced.quote = await shownQuote(ctx, priced.quote, p, now);
  const columns = revisedColumns(p, priced, auth);
  const before: Record<string, string> = {};
  const after: Record<string, string> = {};
  // A field of a leg booked neither before nor after changes nothing the customer has (issue 31: the
  // unbooked return of a one-way booking may keep step 0's airport, which the change form leaves out).
  const booked = new Set([...legsOf(row.heenterug), ...legsOf(columns.heenterug)]);
  for (const f of CUSTOMER_FIELDS) {
    if (!(f in columns) || same(columns[f], row[f])) continue;
    const leg = legOfField(f);
    if (leg !== null && !booked.has(leg)) continue;
    before[f] = text(row[f]);
    after[f] = text(columns[f]);
  }
  if (Object.keys(after).length === 0) {
    throw new ApiError(409, 'nothing_changed', 'The change is the booking as it stands.', 'order');
  }
  const oldLegs = legsOf(row.heenterug);
  const newLegs = legsOf(columns.heenterug);
  const all = [...new Set([...oldLegs, ...newLegs])];
  const merged = { ...row, ...columns } as unknown as ManagedOrder;
  const oldOpen = checkLimit(
    Object.keys(after),
    oldLegs,
    (leg) => legPickup(row as unknown as ManagedOrder, leg),
    now,
    settings,
    all,
  );
  const newOpen = checkLimit(
    Object.keys(after),
    newLegs,
    (leg) => legPickup(merged, leg),
    now,
    settings,
    all,
  );
  const openUntil = Math.min(oldOpen ?? Infinity, newOpen ?? Infinity);
  const replan = (leg: 'H' | 'T') =>
    !newLegs.includes(leg) ||
    REPLAN.some((f) => {
      const name = leg === 'H' ? 'heen' : 'terug';
      return `${f}${name}` in after || `${name}${f}` in after;
    });
  const oldTotal = Number(row.total_cents);
  const newTotal = priced.quote.price.total;
  if (freeOrderWouldCost(order.status, newTotal)) {
    throw new ApiError(
      409,
      'not_changeable',
      'This booking was free of charge; a change that gives it a price cannot be made online. Book the new ride, or call us.',
      'totaleprijs',
    );
  }
  const settlement: RevisionSettlement = revisionSettlement({
    status: order.status,
    invoiced: order.status === 'invoiced',
    differenceCents: newTotal - oldTotal,
    newTotalCents: newTotal,
    refund: settings.changeRefund,
  });
  const legPrice = (leg: 'H' | 'T', r: Record<string, unknown>, legs: ('H' | 'T')[]) =>
    legs.includes(leg) ? Number(r[leg === 'H' ? 'prijsklantheen_cents' : 'prijsklantterug_cents']) : null;
  const reductions = new Map(priced.quote.price.coupons.map((c) => [c.code.toUpperCase(), c.reduction]));
  return {
    quote: {
      old_total_cents: oldTotal,
      new_total_cents: newTotal,
      difference_cents: newTotal - oldTotal,
      settlement,
      legs: all.map((leg) => ({
        leg,
        old_cents: legPrice(leg, row, oldLegs),
        new_cents: legPrice(leg, columns, newLegs),
      })),
      changes: Object.keys(after).map((field) => ({ field, before: before[field]!, after: after[field]! })),
      open_until: new Date(Number.isFinite(openUntil) ? openUntil : now.getTime()).toISOString(),
    },
    columns,
    before: { ...before, total_cents: String(oldTotal) },
    after: { ...after, total_cents: String(newTotal) },
    couponUses: couponRows.map((r) => ({
      coupon_id: r.coupon_id,
      reduction_cents: reductions.get(r.code.toUpperCase()) ?? 0,
    })),
    replanLegs: all.filter(replan),
    snapshot: snapshotOf(row, columns),
  };
}

/** The order's values of `columns`' fields and its status and total, to tell whether it changed since. */
export function snapshotOf(row: Record<string, unknown>, columns: NewOrder): string {
  const keys = [...Object.keys(columns), 'status', 'total_cents'].sort();
  return JSON.stringify(keys.map((k) => text(row[k])));
}
