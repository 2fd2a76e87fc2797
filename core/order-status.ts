/**
 * The statuses an order can have, in one list that the server's state machine, the database's check
 * (server/db/migrations), the back office's status filter and the API types all follow.
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

/** What a customer may choose after the operator cancelled their paid ride: card refund or coupon. */
export const REFUND_CHOICES = ['card', 'coupon'] as const;

/** One of {@link REFUND_CHOICES}. */
export type RefundChoice = (typeof REFUND_CHOICES)[number];

/** How many days the e-mailed link to choose a refund stays valid. */
export const REFUND_CHOICE_LINK_DAYS = 30;
