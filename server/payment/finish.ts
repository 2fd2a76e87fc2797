import { sameLicence } from '../../core';
import { agentLicenceOf } from '../data/accounts/users-repo';
import type { Auth } from '../auth/types';
import type { AppContext } from '../context';
import type { Queryable } from '../data/database';
import { ApiError } from '../http/envelope';
import { createOutcomeGrant } from '../auth/manage-grants';
import { wakeConfirmation } from './confirmation';
import { withQuery } from './form';
import {
  agencyPaysPo,
  agentQuery,
  licencePaymentMethod,
  ownedOrder,
  type PaymentOrder,
} from './payment-orders';
import { transition, type OrderStatus } from './state';

/**
 * The outcome page (site routes /order-confirmed, /order-failed, /order-canceled) for an order in its
 * current status. Every page gets the receipt number as `orderID` (the "order suffix" of SPEC 4), the
 * confirmed page also the provider's PAYID (or `via=invoice` / `via=free` when nothing was paid), agent
 * orders also their agent values. An order the provider has not settled yet goes to the failed page
 * with `pending=1`.
 */
export function outcomeRedirect(order: PaymentOrder, payid = ''): string {
  const agent = agentQuery(order);
  const id = { orderID: order.bonnr };
  switch (order.status) {
    case 'paid':
      return withQuery('/order-confirmed', { ...id, ...(payid ? { PAYID: payid } : {}), ...agent });
    // No payment happened: the page says the booking is confirmed by invoice or free of charge instead.
    case 'invoiced':
      return withQuery('/order-confirmed', { ...id, via: 'invoice', ...agent });
    case 'free':
      return withQuery('/order-confirmed', { ...id, via: 'free', ...agent });
    case 'failed':
      return withQuery('/order-failed', { ...id, ...agent });
    case 'payment_cancelled':
      return withQuery('/order-canceled', { ...id, ...agent });
    case 'awaiting_payment':
      return withQuery('/order-failed', { ...id, pending: '1', ...agent });
    // The customer cancelled the booking meanwhile (manage page); a refused payment leaves it so. A
    // refunded order was cancelled first.
    case 'cancelled':
    case 'refunded':
      return withQuery('/order-canceled', { ...id, ...agent });
  }
}

/**
 * The outcome page of {@link outcomeRedirect} with an outcome key for the order in its fragment
 * (`#ref=…`, never sent to a server), so the page can show the booking's summary: the provider's
 * redirect reaches the page without the customer's access token, and the page may sit on another
 * origin than the widget that booked. The key is bound to no session, lives minutes and shows no
 * booking code or e-mail address (server/auth/manage-grants.ts, server/manage/access.ts).
 */
export async function outcomeRedirectWithKey(
  db: Queryable,
  order: PaymentOrder,
  payid = '',
): Promise<string> {
  const key = await createOutcomeGrant(db, order.id);
  return `${outcomeRedirect(order, payid)}#ref=${key}`;
}

/** Moves an owned order to a final status without the provider, or explains with a 409 why not. */
async function finishWithout(
  ctx: AppContext,
  order: PaymentOrder,
  to: Extract<OrderStatus, 'free' | 'invoiced'>,
): Promise<string> {
  const result = await ctx.db.transaction((tx) =>
    transition(tx, order.id, to, to === 'free' ? 'free' : 'invoice'),
  );
  // Repeating the call for an order already finished this way answers the same redirect again.
  if (!result.changed && result.from !== to) {
    throw new ApiError(
      409,
      'order_closed',
      `Order ${order.bonnr} is already ${result.from.replace('_', ' ')}.`,
      'id',
    );
  }
  // The confirmation is owed by the commit above; the scheduler sends it, the customer does not wait.
  if (result.confirm) wakeConfirmation(ctx);
  return outcomeRedirectWithKey(ctx.db, { ...order, status: to });
}

/**
 * `GET payment/freeorderok/{id}`: finishes an order whose stored server price is zero as `free`. An
 * order with any price is refused (409), whatever the client believes its price to be.
 */
export async function finishFreeOrder(ctx: AppContext, auth: Auth, id: number): Promise<string> {
  const order = await ownedOrder(ctx.db, auth, id);
  if (order.total_cents !== 0) {
    throw new ApiError(
      409,
      'not_free',
      `Order ${order.bonnr} has a price to pay; it cannot be finished as a free order.`,
      'id',
    );
  }
  return finishWithout(ctx, order, 'free');
}

/**
 * `GET payment/invoiceorderok/{id}`: finishes an agent order as `invoiced`, billing the agent. That needs
 * the agent's consent, so the caller must be logged in with an agent account of the order's licence
 * and own the order (403 otherwise: the licence and agent user id travel in every agent link, so they
 * prove nothing), and that licence's payment method must be INVOICE, or the order's PO one its agency
 * pays for (409 otherwise). Everyone else pays the order by card. A ride on an agency-paid PO is thus
 * invoiced at its full price whatever the agency's own payment method: the PO is the agency's word
 * that it pays, and the traveller is not asked to.
 */
export async function finishInvoiceOrder(ctx: AppContext, auth: Auth, id: number): Promise<string> {
  const order = await ownedOrder(ctx.db, auth, id);
  const callerLicence = await agentLicenceOf(ctx.db, auth.userId);
  if (callerLicence === null || !sameLicence(callerLicence, order.talic)) {
    throw new ApiError(
      403,
      'agent_login_required',
      `Order ${order.bonnr} can only be settled by invoice by its travel agent, logged in with the agent account of its licence; otherwise it is paid by card.`,
      'id',
    );
  }
  const method = await licencePaymentMethod(ctx.db, order.talic);
  if (method !== 'INVOICE' && !(await agencyPaysPo(ctx.db, order))) {
    throw new ApiError(
      409,
      'not_invoice',
      `Order ${order.bonnr} was not placed with an agent licence that pays by invoice, nor on a PO its agency pays for; it must be paid online.`,
      'id',
    );
  }
  return finishWithout(ctx, order, 'invoiced');
}
