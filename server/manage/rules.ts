/**
 * core's cancellation and change rules applied to a stored order: each leg's pickup, what cancelling
 * now would charge and refund, and which actions are open.
 */
import {
  canChangeLeg,
  cancellationAmounts,
  cancellationClockPickup,
  cancellationStep,
  minutesUntil,
  pickupInstant,
  termsOf,
  type CancellationCharge,
  type TermsVersion,
} from '../../core';
import {
  DEFAULT_CHANGE_LIMIT_HOURS,
  isBillable,
  isCancelled,
  isFinal,
  isPayable,
  legOpenForChange,
} from '../../core';
import { type ManagedOrder } from '../data/orders/manage-orders-repo';
import { legsOfOrder } from './managed-legs';

/** One booked leg as the rules see it. */
export interface LegFacts {
  leg: 'heen' | 'terug';
  /** The leg's pickup now (core's pickupInstant). */
  pickup: Date | undefined;
  /** Whole minutes from now until pickup: whether the ride is past and whether it may still change. */
  minutesBefore: number;
  /** Whole minutes from now until the earliest pickup the leg ever had, which the terms count from. */
  clockMinutesBefore: number;
  priceCents: number;
  charge: CancellationCharge;
  chargeCents: number;
  refundCents: number;
}

/** What cancelling the order now means. */
export interface CancellationQuote {
  terms: TermsVersion;
  /** What the customer paid and could get back: only a paid order refunds (core/READINGS.md). */
  refundable: boolean;
  chargeCents: number;
  refundCents: number;
  legs: LegFacts[];
}

/** The fields of an order that fix each leg's pickup. */
export type PickupFields = Pick<
  ManagedOrder,
  | 'datumheen'
  | 'pickup_time_heen'
  | 'uurvluchtheen'
  | 'vroegeropluchthaven'
  | 'reistijdheen'
  | 'datumterug'
  | 'pickup_time_terug'
  | 'uurvluchtterug'
>;

/** The pickup instant of leg `leg` of `o` as it stands (core's pickupInstant), undefined for a bad date. */
export function legPickup(o: PickupFields, leg: 'heen' | 'terug'): Date | undefined {
  return leg === 'heen'
    ? pickupInstant({
        date: o.datumheen,
        operatorTime: o.pickup_time_heen,
        flightTime: o.uurvluchtheen,
        marginHours: Number(o.vroegeropluchthaven ?? 0),
        rideMinutes: o.reistijdheen ?? 0,
      })
    : pickupInstant({
        date: o.datumterug,
        operatorTime: o.pickup_time_terug,
        flightTime: o.uurvluchtterug,
        marginHours: 0,
        rideMinutes: 0,
      });
}

/**
 * Each booked leg's pickup and what cancelling it `now` costs under the order's terms. The charge
 * counts from the earliest pickup the leg ever had (core's cancellationClockPickup), so a change
 * never lowers it; whether the ride is past counts from the pickup as it stands.
 */
export function legFacts(o: ManagedOrder, now: Date): LegFacts[] {
  const terms = termsOf(o.taal);
  return legsOfOrder(o).map((leg) => {
    const pickup = legPickup(o, leg);
    const kept = leg === 'heen' ? o.earliest_pickup_heen : o.earliest_pickup_terug;
    const clock = cancellationClockPickup(pickup, kept ? new Date(kept) : undefined);
    // A leg without a readable date counts as due now: nothing is refunded or changed on a guess.
    const minutesBefore = pickup ? minutesUntil(pickup, now) : 0;
    const clockMinutesBefore = pickup && clock ? minutesUntil(clock, now) : 0;
    const priceCents = leg === 'heen' ? o.prijsklantheen_cents : o.prijsklantterug_cents;
    const amounts = cancellationAmounts(terms, priceCents, clockMinutesBefore);
    return {
      leg,
      pickup,
      minutesBefore,
      clockMinutesBefore,
      priceCents,
      charge: cancellationStep(terms, clockMinutesBefore).charge,
      ...amounts,
    };
  });
}

/**
 * What cancelling `o` at `now` charges and refunds: the scale of its terms applied to each leg's
 * customer price against that leg's own pickup. Only a paid order gets money back (as a coupon), less
 * any balance it still owes. An
 * invoiced order refunds nothing to the customer and records the charge the terms set, which the
 * operator invoices the agent; an unpaid or free one owes nothing and gets nothing back.
 */
export function cancellationQuote(o: ManagedOrder, now: Date): CancellationQuote {
  const legs = legFacts(o, now);
  const refundable = o.status === 'paid';
  const charged = isBillable(o.status);
  const chargeCents = charged ? legs.reduce((sum, l) => sum + l.chargeCents, 0) : 0;
  // A balance still due (a lost coupon, issue 23) was never paid, so it is not given back.
  const refunds = legs.reduce((sum, l) => sum + l.refundCents, 0);
  const refundCents = refundable ? Math.max(0, refunds - o.balance_due_cents) : 0;
  return { terms: termsOf(o.taal), refundable, chargeCents, refundCents, legs };
}

/** Which actions the manage page offers for `o` at `now`. */
export interface OrderActions {
  pay: boolean;
  cancel: boolean;
  /** The legs whose flight, house number may still change; names and phone while any leg may. */
  change: ('heen' | 'terug')[];
  /** Whether a change in place is open (issue 27): not cancelled, a leg before the change limit. */
  revise: boolean;
}

/**
 * The actions open for `o` at `now`; `changeLimitHours` is the operator's limit of a change in place
 * (server/manage/revision-settings.ts).
 */
export function orderActions(
  o: ManagedOrder,
  now: Date,
  changeLimitHours = DEFAULT_CHANGE_LIMIT_HOURS,
): OrderActions {
  if (o.status === 'cancelled') return { pay: false, cancel: false, change: [], revise: false };
  const legs = legFacts(o, now);
  return {
    revise:
      !isCancelled(o.status) &&
      legs.some((l) => l.pickup !== undefined && legOpenForChange(l.minutesBefore, changeLimitHours)),
    pay: (isPayable(o.status) && o.total_cents > 0) || (o.status === 'paid' && o.balance_due_cents > 0),
    cancel: legs.some((l) => l.minutesBefore > 0) || !isFinal(o.status),
    change: legs.filter((l) => canChangeLeg(l.minutesBefore)).map((l) => l.leg),
  };
}
