/**
 * What the agents' portal reads (issue 13): the orders booked under one licence and the agent's terms.
 * Every query is limited to the caller's licence, compared as the price engine compares licences
 * (trimmed, upper case; core's sameLicence), with the index of migration 017.
 */
import type { PortalPo } from '../../core';
import type { Queryable } from '../data/database';

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

/** One order as the portal lists it. */
export interface PortalOrder {
  id: number;
  receipt: string;
  /** The number of the order's invoice (server/invoices), or null while it has none. */
  invoice_number: string | null;
  status: string;
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

interface OrderRow {
  id: number;
  bonnr: string;
  invoice_number: string | null;
  status: string;
  soortvervoer: string;
  created_at: string;
  voornaam: string;
  naam: string;
  pax: number;
  total_cents: number;
  po: string;
  heenterug: string;
  datumheen: string;
  uurvluchtheen: string;
  pickup_time_heen: string;
  idluchthavenheen: string;
  heenpostnr: string;
  heenstad: string;
  brutoprijsheen_cents: number;
  nettoprijsheen_cents: number;
  prijsklantheen_cents: number;
  datumterug: string;
  uurvluchtterug: string;
  pickup_time_terug: string;
  idluchthaventerug: string;
  terugpostnr: string;
  terugstad: string;
  brutoprijsterug_cents: number;
  nettoprijsterug_cents: number;
  prijsklantterug_cents: number;
}

const COLUMNS = `id, bonnr,
  (SELECT number FROM invoices WHERE order_id = orders.id AND kind = 'invoice') AS invoice_number,
  status, soortvervoer,
  to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS created_at, voornaam, naam, pax,
  total_cents, po, heenterug, datumheen, uurvluchtheen, pickup_time_heen, idluchthavenheen, heenpostnr,
  heenstad, brutoprijsheen_cents, nettoprijsheen_cents, prijsklantheen_cents, datumterug, uurvluchtterug,
  pickup_time_terug, idluchthaventerug, terugpostnr, terugstad, brutoprijsterug_cents,
  nettoprijsterug_cents, prijsklantterug_cents`;

/** The licence condition on `orders` for parameter `param`. */
const ofLicence = (param: string) => `talic <> '' AND upper(btrim(talic)) = upper(btrim(${param}))`;

function toPortalOrder(r: OrderRow): PortalOrder {
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
  page: { limit: number; offset: number; status?: string },
): Promise<{ orders: PortalOrder[]; total: number }> {
  const status = page.status ?? null;
  const { rows } = await db.query<OrderRow>(
    `SELECT ${COLUMNS} FROM orders WHERE ${ofLicence('$1')} AND ($2::text IS NULL OR status = $2)
      ORDER BY upper(btrim(talic)), id DESC LIMIT $3 OFFSET $4`,
    [licence, status, page.limit, page.offset],
  );
  const { rows: count } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM orders WHERE ${ofLicence('$1')} AND ($2::text IS NULL OR status = $2)`,
    [licence, status],
  );
  return { orders: rows.map(toPortalOrder), total: count[0]?.n ?? 0 };
}

/** Order `id` when it was booked under `licence`; null otherwise (also when it does not exist). */
export async function findAgentOrder(
  db: Queryable,
  licence: string,
  id: number,
): Promise<PortalOrder | null> {
  const { rows } = await db.query<OrderRow>(
    `SELECT ${COLUMNS} FROM orders WHERE id = $2 AND ${ofLicence('$1')}`,
    [licence, id],
  );
  return rows[0] ? toPortalOrder(rows[0]) : null;
}

/**
 * The orders of `licence` invoiced in `month` (INVOICE-licence orders and rides on a PO the agency pays) ('YYYY-MM', Brussels time), oldest first: the
 * lines of the agent's monthly statement.
 */
export async function statementOrders(db: Queryable, licence: string, month: string): Promise<PortalOrder[]> {
  const { rows } = await db.query<OrderRow>(
    `WITH invoiced AS (
       SELECT order_id, min(changed_at) AS at FROM order_status_changes WHERE to_status = 'invoiced'
        GROUP BY order_id)
     SELECT ${COLUMNS} FROM orders JOIN invoiced ON invoiced.order_id = orders.id
      WHERE ${ofLicence('$1')} AND to_char(invoiced.at AT TIME ZONE 'Europe/Brussels', 'YYYY-MM') = $2
      ORDER BY invoiced.at, orders.id`,
    [licence, month],
  );
  return rows.map(toPortalOrder);
}

/** The agent's terms: payment method, campaigns and PO numbers with their discounts. */
export interface AgentTerms {
  licence: string;
  uid: string;
  name: string;
  email: string;
  payment_method: string;
  campaigns: { code: string; description: string }[];
  po_numbers: PortalPo[];
}

/** Reads the terms of `licence`; null when the agent row is gone. */
export async function agentTerms(db: Queryable, licence: string): Promise<AgentTerms | null> {
  const { rows } = await db.query<Omit<AgentTerms, 'campaigns' | 'po_numbers'>>(
    'SELECT licence, uid, name, email, payment_method FROM agents WHERE licence = $1',
    [licence],
  );
  const agent = rows[0];
  if (!agent) return null;
  const { rows: campaigns } = await db.query<AgentTerms['campaigns'][number]>(
    'SELECT code, description FROM agent_campaigns WHERE agent_licence = $1 ORDER BY code',
    [licence],
  );
  const { rows: po } = await db.query<AgentTerms['po_numbers'][number]>(
    `SELECT code, campaign, paid_by_agent, business_discount_percent, comfort_discount_percent, valid_from,
            valid_until
       FROM po_numbers WHERE agent_licence = $1 ORDER BY valid_until DESC, code`,
    [licence],
  );
  return { ...agent, campaigns, po_numbers: po };
}
