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
