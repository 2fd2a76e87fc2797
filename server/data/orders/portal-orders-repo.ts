/**
 * What the agents' portal reads from `orders` (issue 13): the rows booked under one licence. Every
 * query is limited to that licence, compared as the price engine compares licences (trimmed, upper
 * case; core's sameLicence), with the index of migration 017.
 */
import type { OrderStatus } from '../../../core';
import type { Queryable } from '../database';

/** An order row as the portal reads it: the columns of both legs and the invoice's number. */
export interface PortalOrderRow {
  id: number;
  bonnr: string;
  invoice_number: string | null;
  status: OrderStatus;
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
  (SELECT number FROM invoices WHERE order_id = orders.id AND kind = 'invoice' ORDER BY id DESC LIMIT 1)
    AS invoice_number,
  status, soortvervoer,
  to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS created_at, voornaam, naam, pax,
  total_cents, po, heenterug, datumheen, uurvluchtheen, pickup_time_heen, idluchthavenheen, heenpostnr,
  heenstad, brutoprijsheen_cents, nettoprijsheen_cents, prijsklantheen_cents, datumterug, uurvluchtterug,
  pickup_time_terug, idluchthaventerug, terugpostnr, terugstad, brutoprijsterug_cents,
  nettoprijsterug_cents, prijsklantterug_cents`;

/** The licence condition on `orders` for parameter `param`. */
const ofLicence = (param: string) => `talic <> '' AND upper(btrim(talic)) = upper(btrim(${param}))`;

/** The status filter and page of {@link agentOrderRows}. */
export interface PortalPage {
  limit: number;
  offset: number;
  /** Only orders in this status; all when absent. */
  status?: string;
}

/** The order rows of `licence`, newest first, one page, and how many there are in all. */
export async function agentOrderRows(
  db: Queryable,
  licence: string,
  page: PortalPage,
): Promise<{ rows: PortalOrderRow[]; total: number }> {
  const status = page.status ?? null;
  const { rows } = await db.query<PortalOrderRow>(
    `SELECT ${COLUMNS} FROM orders WHERE ${ofLicence('$1')} AND ($2::text IS NULL OR status = $2)
      ORDER BY upper(btrim(talic)), id DESC LIMIT $3 OFFSET $4`,
    [licence, status, page.limit, page.offset],
  );
  const { rows: count } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM orders WHERE ${ofLicence('$1')} AND ($2::text IS NULL OR status = $2)`,
    [licence, status],
  );
  return { rows, total: count[0]?.n ?? 0 };
}

/** The row of order `id` when it was booked under `licence`; undefined otherwise (also when it does not exist). */
export async function agentOrderRow(db: Queryable, licence: string, id: number): Promise<PortalOrderRow | undefined> {
  const { rows } = await db.query<PortalOrderRow>(`SELECT ${COLUMNS} FROM orders WHERE id = $2 AND ${ofLicence('$1')}`, [
    licence,
    id,
  ]);
  return rows[0];
}

/**
 * The rows of the orders of `licence` that became invoiced in `month` ('YYYY-MM', Brussels time), by
 * when they did, oldest first.
 */
export async function invoicedAgentOrderRows(db: Queryable, licence: string, month: string): Promise<PortalOrderRow[]> {
  const { rows } = await db.query<PortalOrderRow>(
    `WITH invoiced AS (
       SELECT order_id, min(changed_at) AS at FROM order_status_changes WHERE to_status = 'invoiced'
        GROUP BY order_id)
     SELECT ${COLUMNS} FROM orders JOIN invoiced ON invoiced.order_id = orders.id
      WHERE ${ofLicence('$1')} AND to_char(invoiced.at AT TIME ZONE 'Europe/Brussels', 'YYYY-MM') = $2
      ORDER BY invoiced.at, orders.id`,
    [licence, month],
  );
  return rows;
}
