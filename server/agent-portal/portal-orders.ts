/**
 * What the agents' portal shows (issue 13): the orders booked under one licence, shaped from the rows
 * of server/data/orders/portal-orders-repo.ts (which limits every read to the caller's licence), and
 * the agent's terms.
 */
import type { PortalLeg, PortalOrder } from '../../core';
import type { Queryable } from '../data/database';
import { replacedInvoices } from '../data/invoices/invoices-repo';
import {
  agentOrderRow,
  agentOrderRows,
  invoicedAgentOrderRows,
  type PortalOrderRow,
  type PortalPage,
} from '../data/orders/portal-orders-repo';

/** One leg of a portal order, and one order as the portal lists it: core's shapes of the answer. */
export type { PortalLeg, PortalOrder };

function toPortalOrder(r: PortalOrderRow): PortalOrder {
  const legs: PortalLeg[] = [];
  if (r.heenterug.includes('H'))
    legs.push({
      leg: 'H',
      date: r.datumheen,
      flight_time: r.uurvluchtheen,
      pickup_time: r.pickup_time_heen,
      airport: r.idluchthavenheen,
      postal_code: r.heenpostnr,
      city: r.heenstad,
      gross_cents: r.brutoprijsheen_cents,
      net_cents: r.nettoprijsheen_cents,
      customer_cents: r.prijsklantheen_cents,
    });
  if (r.heenterug.includes('T'))
    legs.push({
      leg: 'T',
      date: r.datumterug,
      flight_time: r.uurvluchtterug,
      pickup_time: r.pickup_time_terug,
      airport: r.idluchthaventerug,
      postal_code: r.terugpostnr,
      city: r.terugstad,
      gross_cents: r.brutoprijsterug_cents,
      net_cents: r.nettoprijsterug_cents,
      customer_cents: r.prijsklantterug_cents,
    });
  return {
    id: r.id,
    receipt: r.bonnr,
    invoice_number: r.invoice_number,
    status: r.status,
    type: r.soortvervoer,
    created_at: r.created_at,
    customer: `${r.voornaam} ${r.naam}`.trim(),
    pax: r.pax,
    total_cents: r.total_cents,
    discount_cents: legs.reduce((sum, l) => sum + Math.max(0, l.gross_cents - l.net_cents), 0),
    po: r.po,
    legs,
  };
}

/** The orders of `licence`, newest first, `limit` from `offset`, and how many there are in all. */
export async function listAgentOrders(
  db: Queryable,
  licence: string,
  page: PortalPage,
): Promise<{ orders: PortalOrder[]; total: number }> {
  const { rows, total } = await agentOrderRows(db, licence, page);
  return { orders: rows.map(toPortalOrder), total };
}

/** Order `id` when it was booked under `licence`; null otherwise (also when it does not exist). */
export async function findAgentOrder(
  db: Queryable,
  licence: string,
  id: number,
): Promise<PortalOrder | null> {
  const row = await agentOrderRow(db, licence, id);
  return row ? toPortalOrder(row) : null;
}

/**
 * The orders of `licence` invoiced in `month` (INVOICE-licence orders and rides on a PO the agency
 * pays) ('YYYY-MM', Brussels time), oldest first: the lines of the agent's monthly statement.
 */
export async function statementOrders(
  db: Queryable,
  licence: string,
  month: string,
): Promise<StatementOrder[]> {
  const orders = (await invoicedAgentOrderRows(db, licence, month)).map(toPortalOrder);
  // A booking changed in place (issue 27) is billed by its current invoice; the ones it replaced are
  // named beside it with their credit notes, so the accountant finds every document of the month.
  const replaced = await replacedInvoices(
    db,
    orders.map((o) => o.id),
  );
  return orders.map((o) => ({
    ...o,
    replaced: replaced
      .filter((r) => r.orderId === o.id)
      .map((r) => ({ invoice: r.invoice, creditNote: r.creditNote })),
  }));
}

/** A line of the monthly statement: the order, and the invoices a change replaced with their credit notes. */
export type StatementOrder = PortalOrder & { replaced?: { invoice: string; creditNote: string }[] };

export { agentTerms, type AgentTerms } from '../data/agents/portal-terms-repo';
