/**
 * The answers of the travel agents' portal (docs/backoffice-api.md "Agents' portal") that the server
 * writes and the site reads, declared once here. Re-exported through api-types.ts.
 */
import type { OrderStatus } from './order-status';

/** A PO number of an agent's terms, as the agents' portal shows it (`GET agentportal/me`, issue 13). */
export interface PortalPo {
  code: string;
  campaign: string | null;
  paid_by_agent: boolean;
  business_discount_percent: number;
  comfort_discount_percent: number;
  valid_from: string;
  valid_until: string;
}

/** An agent's terms: payment method, campaigns and PO numbers with their discounts. */
export interface PortalAgentTerms {
  licence: string;
  uid: string;
  name: string;
  email: string;
  /** The agent's settlement: invoiced afterwards, or paid online per booking (agents' CHECK). */
  payment_method: 'INVOICE' | 'ONLINE';
  campaigns: { code: string; description: string }[];
  po_numbers: PortalPo[];
}

/** The agent, its terms, language, booking link and snippet (`GET agentportal/me`). */
export interface PortalAgent extends PortalAgentTerms {
  lang: string;
  booking_link: string;
  embed_code: string;
}

/** One leg of a portal order. */
export interface PortalLeg {
  leg: 'H' | 'T';
  date: string;
  flight_time: string;
  pickup_time: string;
  airport: string;
  postal_code: string;
  city: string;
  gross_cents: number;
  net_cents: number;
  customer_cents: number;
}

/** One order under the agent's licence (`GET agentportal/orders`, `GET agentportal/orders/{id}`). */
export interface PortalOrder {
  id: number;
  receipt: string;
  /** The number of the order's invoice (server/invoices), or null while it has none. */
  invoice_number: string | null;
  status: OrderStatus;
  type: string;
  created_at: string;
  customer: string;
  pax: number;
  total_cents: number;
  /** What the agent's terms took off the gross price, both legs together. */
  discount_cents: number;
  po: string;
  legs: PortalLeg[];
}

/** The metadata of `GET agentportal/orders`: the page asked and the count of all the licence's orders. */
export interface PortalOrdersMeta {
  count: number;
  total: number;
  limit: number;
  offset: number;
}
