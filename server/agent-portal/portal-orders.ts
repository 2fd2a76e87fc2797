/**
 * What the agents' portal shows (issue 13): the orders booked under one licence, shaped from the rows
 * of server/data/orders/portal-orders-repo.ts (which limits every read to the caller's licence), and
 * the agent's terms.
 */
import type { PortalLeg, PortalOrder } from '../../core';
import type { Queryable } from '../data/database';
import { statementDocumentRows, type StatementDocumentRow } from '../data/invoices/statement-documents-repo';
import {
  agentOrderRow,
  agentOrderRows,
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
 * The lines of `licence`'s monthly statement for `month` ('YYYY-MM', Brussels time), oldest first: each
 * invoice the agency is billed (INVOICE-licence orders and rides on a PO the agency pays) with the
 * rides it billed, and each credit note by which a change of the booking credited an earlier one, its
 * amounts negative, so the lines add up to what the agency owes for the month. A changed order so
 * shows its old invoice (when issued that month), the credit note and its new invoice.
 */
export async function statementOrders(db: Queryable, licence: string, month: string): Promise<PortalOrder[]> {
  return (await statementDocumentRows(db, licence, month)).map(toStatementLine);
}

function toStatementLine(r: StatementDocumentRow): PortalOrder {
  const sign = r.kind === 'credit_note' ? -1 : 1;
  const legs: PortalLeg[] = r.rides.map((ride) => ({
    leg: ride.leg,
    date: ride.date,
    flight_time: '',
    pickup_time: '',
    airport: ride.airport,
    postal_code: '',
    city: '',
    gross_cents: sign * ride.gross_cents,
    net_cents: sign * ride.net_cents,
    customer_cents: sign * ride.net_cents,
  }));
  return {
    id: r.order_id,
    receipt: r.bonnr,
    invoice_number: r.number,
    status: r.status,
    type: r.soortvervoer,
    created_at: r.created_at,
    customer: r.customer,
    pax: r.pax,
    total_cents: sign * r.total_cents,
    discount_cents: sign * r.rides.reduce((sum, l) => sum + Math.max(0, l.gross_cents - l.net_cents), 0),
    po: r.po,
    legs,
  };
}

export { agentTerms, type AgentTerms } from '../data/agents/portal-terms-repo';
