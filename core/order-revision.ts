/**
 * Changing a booking in place (issue 27): the shapes shared by the server's revise calls, the site's
 * manage page and the widget's change mode. The rules (which settlement applies, until when a change is
 * open) live here too, beside the shapes, so server and screens decide alike.
 */

/**
 * How the price difference of a change is settled: `pay` the difference through the payment page
 * (the change waits for the payment), give it back as a `coupon` or to the `card` (the operator's
 * setting), change the agent's `invoice` (credit note for the old one, a new one), or `none` (no
 * difference, or an order not paid yet, which pays its new total the usual way).
 */
export type RevisionSettlement = 'pay' | 'coupon' | 'card' | 'invoice' | 'none';
export const REVISION_SETTLEMENTS: readonly RevisionSettlement[] = [
  'pay',
  'coupon',
  'card',
  'invoice',
  'none',
];

/** One leg's customer price before and after a change, in cents; null where the leg is absent. */
export interface RevisionLegPrice {
  leg: 'H' | 'T';
  old_cents: number | null;
  new_cents: number | null;
}

/** One order field a change alters, as text. */
export interface RevisionFieldChange {
  field: string;
  before: string;
  after: string;
}

/** What `POST billomanage/{id}/revise/quote` answers: old and new price side by side, and what changes. */
export interface RevisionQuote {
  old_total_cents: number;
  new_total_cents: number;
  /** New minus old; negative when the change costs less. */
  difference_cents: number;
  settlement: RevisionSettlement;
  legs: RevisionLegPrice[];
  changes: RevisionFieldChange[];
  /** ISO instant until which the earliest changed leg may change. */
  open_until: string;
}

/** The state of a stored change: awaiting its payment, applied, replaced by a later change, or unpaid. */
export type RevisionState = 'pending' | 'applied' | 'superseded' | 'failed';

/**
 * What `POST billomanage/{id}/revise` answers. `payment` is the signed form to post when the state is
 * `awaiting_payment`; `order` is the manage view (core/manage-types.ts ManageView) as it stands.
 */
export interface RevisionResult<View = unknown, Form = unknown> {
  revision_id: number;
  state: 'applied' | 'awaiting_payment';
  settlement: RevisionSettlement;
  difference_cents: number;
  coupon_code: string | null;
  payment: Form | null;
  order: View;
}

/** How a lower price is given back: the operator's setting `change_refund`. */
export type ChangeRefund = 'coupon' | 'card';
export const CHANGE_REFUNDS: readonly ChangeRefund[] = ['coupon', 'card'];
/** The terms' limit before pickup until which a leg may change, in hours (setting `change_limit_hours`). */
export const DEFAULT_CHANGE_LIMIT_HOURS = 24;
/** The largest change limit the operator may set: a week. */
export const MAX_CHANGE_LIMIT_HOURS = 168;

/** The facts of an order that decide how a change's difference is settled. */
export interface SettlementFacts {
  /** orders.status. */
  status: string;
  /** Whether the order is invoiced (agent invoice or a PO its agency pays): status 'invoiced' or such a PO. */
  invoiced: boolean;
  differenceCents: number;
  newTotalCents: number;
  refund: ChangeRefund;
}

/**
 * Which settlement a change gets. An invoiced or agency-paid order changes its invoice; a paid order
 * pays a higher price, gets a lower one back as the operator's setting says, and settles nothing when
 * equal; an order not paid yet settles nothing (its new total is paid the usual way). A free order
 * stays free: a change that would give it a price is refused ({@link freeOrderWouldCost}).
 */
export function revisionSettlement(f: SettlementFacts): RevisionSettlement {
  if (f.invoiced || f.status === 'invoiced') return 'invoice';
  if (f.status === 'paid') {
    if (f.differenceCents > 0) return 'pay';
    if (f.differenceCents < 0) return f.refund;
    return 'none';
  }
  return 'none';
}

/**
 * Whether a change would give a free booking (a coupon paid it all) a price. It is refused: a free
 * booking has no invoice and no payment to add to, so the money would be taken without either; the
 * customer books the new ride instead.
 */
export function freeOrderWouldCost(status: string, newTotalCents: number): boolean {
  return status === 'free' && newTotalCents > 0;
}

/**
 * Whether a leg whose pickup lies `minutesBefore` minutes ahead may still change under a limit of
 * `limitHours` hours: at least the limit remains (as core's canChangeLeg counts its 24 hours).
 */
export function legOpenForChange(minutesBefore: number, limitHours: number): boolean {
  return minutesBefore >= limitHours * 60;
}

/** The change settings as the back office reads and writes them (GET/PUT backoffice/change-settings). */
export interface BackofficeChangeSettings {
  change_limit_hours: number;
  change_refund: ChangeRefund;
}
