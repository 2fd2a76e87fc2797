/**
 * The statuses an order can have, in one list that the server's state machine, the database's check
 * (server/data/migrations), the back office's status filter and the API types all follow.
 */

/**
 * Every order status. `canceled` (one l) is a payment canceled on the provider's page; `cancelled`
 * (two l's) a booking cancelled by the customer or the operator; `refunded` a cancelled booking whose
 * card payment the provider refunded (issue 23).
 */
export const ORDER_STATUSES = [
  'awaiting_payment',
  'paid',
  'failed',
  'canceled',
  'invoiced',
  'free',
  'cancelled',
  'refunded',
] as const;

/** The status of an order (orders.status). */
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * The statuses of a booking that stands: paid, invoiced (to an agency or a company) or free. An order
 * reaches one of them once and never leaves it but by a cancellation; each sends the confirmation, and
 * only their rides are scheduled: the dispatch sheet, the reminders and the feedback e-mail take them.
 */
export const FINAL_STATUSES = ['paid', 'invoiced', 'free'] as const satisfies readonly OrderStatus[];

/** A status of {@link FINAL_STATUSES}. */
export type FinalStatus = (typeof FINAL_STATUSES)[number];

/**
 * The statuses of an order still to be paid: waiting for its first payment, or its latest attempt
 * failed or was canceled on the provider's page. The customer may start a new payment ("pay now"), and
 * the provider may still report an approval, which must win because the money was taken.
 */
export const PAYABLE_STATUSES = [
  'awaiting_payment',
  'failed',
  'canceled',
] as const satisfies readonly OrderStatus[];

/** The statuses of a booking that was cancelled: by the customer or the operator, and then perhaps refunded. */
export const CANCELLED_STATUSES = ['cancelled', 'refunded'] as const satisfies readonly OrderStatus[];

const isIn =
  <T extends string>(group: readonly T[]) =>
  (status: string): status is T =>
    (group as readonly string[]).includes(status);

/** Tells whether `status` is final (paid, invoiced or free): the booking stands and its rides are scheduled. */
export const isFinal: (status: string) => status is FinalStatus = isIn(FINAL_STATUSES);

/** Tells whether an order of `status` can still be paid. */
export const isPayable: (status: string) => status is (typeof PAYABLE_STATUSES)[number] =
  isIn(PAYABLE_STATUSES);

/** Tells whether the booking of `status` was cancelled (refunded or not). */
export const isCancelled: (status: string) => status is (typeof CANCELLED_STATUSES)[number] =
  isIn(CANCELLED_STATUSES);
