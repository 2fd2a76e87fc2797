/**
 * The outcome key of a provider's browser return (issue 23). The accept, decline, cancel and exception
 * URLs are signed, but they sit in the browser's history and can be sent again at any time; a key
 * minted on every replay let whoever replayed one read the booking. So a decision of the provider
 * (ORDERID, PAYID, STATUS) mints its key on its first browser return only, and only while the decision
 * is fresh; every other return of it gets the same outcome page without a key.
 */
import type { Queryable } from '../data/database';
import { claimOutcomeReturn } from '../data/payments/outcome-returns-repo';
import { createOutcomeGrant } from '../auth/manage-grants';
import { outcomeRedirect } from './finish';
import type { PaymentOrder } from './payment-orders';
import type { ProviderDecision } from './returns';

/**
 * How long after the provider's decision was first recorded (its post-sale request or its browser
 * return, whichever came first) the browser return may still mint the outcome key: the customer's
 * browser follows the provider's redirect within seconds; anything later is a copy.
 */
export const RETURN_KEY_MAX_AGE_SECONDS = 10 * 60;

/**
 * Records that `decision` minted its outcome key, unless it did before or was first recorded more
 * than {@link RETURN_KEY_MAX_AGE_SECONDS} ago. One conditional insert, so of two returns racing, one
 * wins. True when this return may mint the key.
 */
async function claimReturnKey(db: Queryable, orderId: number, decision: ProviderDecision): Promise<boolean> {
  return claimOutcomeReturn(db, {
    reference: decision.reference,
    payid: decision.payid,
    statusCode: decision.statusCode,
    orderId,
    maxAgeSeconds: RETURN_KEY_MAX_AGE_SECONDS,
  });
}

/**
 * Where a verified browser return sends the customer: the outcome page of the order's status, with
 * an outcome key in its fragment when this is the decision's first, fresh return, else without one
 * (the page then shows its message and no booking).
 */
export async function returnRedirect(
  db: Queryable,
  order: PaymentOrder,
  payid: string,
  decision: ProviderDecision,
): Promise<string> {
  const page = outcomeRedirect(order, payid);
  if (!(await claimReturnKey(db, order.id, decision))) return page;
  return `${page}#ref=${await createOutcomeGrant(db, order.id)}`;
}
