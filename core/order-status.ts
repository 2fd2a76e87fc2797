/**
 * The statuses an order can have and the groups the rules ask about (final, scheduled, billable,
 * payable, cancelled), each written here once: the server's state machine, its views, jobs and back
 * office, the database's check (server/data/migrations), the site and the tests all read them from
 * this file (tests/unit/core/status-groups.test.ts refuses a copy elsewhere).
 */

/**
 * Every order status. `payment_cancelled` is a payment the customer broke off on the provider's page
 * (the order may still be paid; spelled `canceled` before migration 029, issue 25); `cancelled` the
 * booking cancelled by the customer or the operator; `refunded` a cancelled booking whose card payment
 * the provider refunded (issue 23). The provider's own outcome stays `canceled`
 * (server/payment/status-codes.ts), as does the /order-canceled page (SPEC).
 */
export const ORDER_STATUSES = [
  'awaiting_payment',
  'paid',
  'failed',
  'payment_cancelled',
  'invoiced',
  'free',
  'cancelled',
  'refunded',
] as const;

/** The status of an order (orders.status). */
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * The statuses of a booking that stands: paid, invoiced (to an agency or a company) or free. An order
 * reaches one of them once and never leaves it but by a cancellation; each sends the confirmation.
 */
export const FINAL_STATUSES = ['paid', 'invoiced', 'free'] as const satisfies readonly OrderStatus[];

/** A status of {@link FINAL_STATUSES}. */
export type FinalStatus = (typeof FINAL_STATUSES)[number];

/**
 * The statuses whose rides take place: their legs are on the dispatch sheet, planned, reminded, driven
 * and open to feedback, and the account's "scheduled" column says so. Every booking that stands rides
 * and nothing else does, so this is the final group under the name its readers ask about; it is kept
 * as its own name so that a status that stands without riding (or rides before it stands) changes
 * one line here, not every reader.
 */
export const SCHEDULED_STATUSES: readonly FinalStatus[] = FINAL_STATUSES;

/**
 * The statuses that are billed: an invoice is issued on reaching them (to the customer who paid, or
 * to the agency or company invoiced), a cancellation of one charges what the terms set, and a credit
 * note corrects its invoice. A free order has nothing to bill.
 */
export const BILLABLE_STATUSES = ['paid', 'invoiced'] as const satisfies readonly FinalStatus[];

/**
 * The statuses of an order still to be paid: waiting for its first payment, or its latest attempt
 * failed or was broken off on the provider's page. The customer may start a new payment ("pay now"), and
 * the provider may still report an approval, which must win because the money was taken.
 */
export const PAYABLE_STATUSES = [
  'awaiting_payment',
  'failed',
  'payment_cancelled',
] as const satisfies readonly OrderStatus[];

/** The statuses of a booking that was cancelled: by the customer or the operator, and then perhaps refunded. */
export const CANCELLED_STATUSES = ['cancelled', 'refunded'] as const satisfies readonly OrderStatus[];

const isIn =
  <T extends string>(group: readonly T[]) =>
  (status: string): status is T =>
    (group as readonly string[]).includes(status);

/** Tells whether `status` is final (paid, invoiced or free): the booking stands. */
export const isFinal: (status: string) => status is FinalStatus = isIn(FINAL_STATUSES);

/** Tells whether the rides of an order of `status` take place (see {@link SCHEDULED_STATUSES}). */
export const isScheduled: (status: string) => status is FinalStatus = isIn(SCHEDULED_STATUSES);

/** Tells whether an order of `status` is billed: paid or invoiced (see {@link BILLABLE_STATUSES}). */
export const isBillable: (status: string) => status is (typeof BILLABLE_STATUSES)[number] =
  isIn(BILLABLE_STATUSES);

/** Tells whether an order of `status` can still be paid. */
export const isPayable: (status: string) => status is (typeof PAYABLE_STATUSES)[number] =
  isIn(PAYABLE_STATUSES);

/** Tells whether the booking of `status` was cancelled (refunded or not). */
export const isCancelled: (status: string) => status is (typeof CANCELLED_STATUSES)[number] =
  isIn(CANCELLED_STATUSES);
