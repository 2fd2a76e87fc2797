/**
 * Where the provider's browser return of an attempt that pays a change's difference (issue 27) sends
 * the customer: the outcome page of the change's fate, with `revision=<id>` so the page speaks of the
 * change, not of the booking (which stays as it was when the payment did not go through).
 */
import type { Queryable } from '../data/database';
import { findRevision } from '../data/orders/revision-repo';
import { withQuery } from './form';
import { agentQuery, type PaymentOrder } from './payment-orders';

/** The outcome page of change `revisionId` of `order`; `payid` is the provider's payment id. */
export async function revisionRedirect(
  db: Queryable,
  order: PaymentOrder,
  revisionId: number,
  payid: string,
): Promise<string> {
  const r = await findRevision(db, revisionId);
  const id = { orderID: order.bonnr, revision: String(revisionId) };
  const agent = agentQuery(order);
  if (r?.state === 'applied')
    return withQuery('/order-confirmed', { ...id, ...(payid ? { PAYID: payid } : {}), ...agent });
  if (r?.state === 'pending') return withQuery('/order-failed', { ...id, pending: '1', ...agent });
  return withQuery(r?.state === 'failed' ? '/order-failed' : '/order-canceled', { ...id, ...agent });
}
