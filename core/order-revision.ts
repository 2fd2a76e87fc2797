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
