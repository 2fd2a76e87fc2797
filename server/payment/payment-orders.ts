import { sameLicence, type AgentQuery } from '../../core';
import type { Auth } from '../auth/types';
import { findAgent, findPo } from '../data/agents/agents-repo';
import { callerOwns, orderNotFound } from '../orders/order-ownership';
import type { Queryable } from '../data/database';
import { findOrder, type PaymentOrder } from '../data/orders/payment-orders-repo';

export { findOrder, type PaymentOrder } from '../data/orders/payment-orders-repo';

/**
 * Reads an order the caller owns (the booking module's ownership rule: same user, or same anonymous
 * session): 404 when there is none and, alike, when it belongs to someone else.
 */
export async function ownedOrder(db: Queryable, auth: Auth, id: number): Promise<PaymentOrder> {
  const order = await findOrder(db, id);
  if (!order || !(await callerOwns(db, auth, order))) throw orderNotFound(id);
  return order;
}

/**
 * Tells whether `order` is paid but still owes the difference of a coupon it lost, which the customer
 * pays from the manage page (issue 23).
 */
export function owesBalance(order: Pick<PaymentOrder, 'status' | 'balance_due_cents'>): boolean {
  return order.status === 'paid' && order.balance_due_cents > 0;
}

/** Tells whether the order was placed through an agent or partner (SPEC 6): portal flag or a licence. */
export function isAgentOrder(order: PaymentOrder): boolean {
  return order.portal === 1 || order.talic !== '';
}

/**
 * The agent query values (SPEC 7) the return and outcome URLs carry for an agent order, else none, under
 * core's agent query names, which the wizard and the outcome pages read back.
 */
export function agentQuery(order: PaymentOrder): Record<string, string> {
  if (!isAgentOrder(order)) return {};
  return {
    TALIC: order.talic,
    UID: order.uid,
    TAEMAIL: order.emailagent,
    TANAME: order.naamagent,
    AGENT: '1',
  } satisfies AgentQuery;
}

/** The payment method of the order's agent licence (agents.payment_method), or null for none or an unknown one. */
export async function licencePaymentMethod(db: Queryable, licence: string): Promise<string | null> {
  if (licence.trim() === '') return null;
  return (await findAgent(db, licence))?.paymentMethod ?? null;
}

/**
 * Tells whether the order was priced with a PO that the order's own agency pays for (po_numbers
 * .paid_by_agent): such an order is invoiced to that agency (issue 23). The price engine accepted the
 * PO only for a logged-in agent of its licence; the licence is compared again here, as core compares it.
 */
export async function agencyPaysPo(db: Queryable, order: PaymentOrder): Promise<boolean> {
  if (order.po.trim() === '') return false;
  const po = await findPo(db, order.po);
  return po !== null && po.paidByAgent && sameLicence(po.agentLicence, order.talic);
}
