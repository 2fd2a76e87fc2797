/**
 * The lines of a travel agent's monthly statement (issues 13, 23, 27): the invoices the agency is
 * billed (an INVOICE licence's orders and rides on a PO the agency pays, settled 'invoice') issued in
 * the month, and the credit notes by which a change of such a booking credited its earlier invoice
 * (the change's new invoice is a line of its own). An order invoiced before invoices were numbered,
 * without any document, is listed from its own row, as the statement always did.
 */
import type { OrderStatus } from '../../../core';
import type { Queryable } from '../database';
import type { InvoiceRide } from './invoices-repo';

/** One statement line: a document (or an order without one, `kind` null) and its order. */
export interface StatementDocumentRow {
  kind: 'invoice' | 'credit_note' | null;
  number: string | null;
  /** The document's total (a credit note's is positive, as stored), or the order's. */
  total_cents: number;
  rides: InvoiceRide[];
  order_id: number;
  bonnr: string;
  status: OrderStatus;
  soortvervoer: string;
  created_at: string;
  customer: string;
  pax: number;
  po: string;
}

// The order's rides as migration 038 stores an invoice's, for the orders without a document.
const ORDER_RIDES = `(SELECT coalesce(jsonb_agg(r ORDER BY r ->> 'leg'), '[]'::jsonb) FROM (
    SELECT jsonb_build_object('leg', 'H', 'date', o.datumheen, 'airport', o.idluchthavenheen,
                              'gross_cents', o.brutoprijsheen_cents, 'net_cents', o.nettoprijsheen_cents) AS r
     WHERE o.heenterug LIKE '%H%'
    UNION ALL
    SELECT jsonb_build_object('leg', 'T', 'date', o.datumterug, 'airport', o.idluchthaventerug,
                              'gross_cents', o.brutoprijsterug_cents, 'net_cents', o.nettoprijsterug_cents)
     WHERE o.heenterug LIKE '%T%') legs)`;

const ORDER_COLUMNS = `o.id AS order_id, o.bonnr, o.status, o.soortvervoer,
  to_char(o.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS created_at,
  btrim(o.voornaam || ' ' || o.naam) AS customer, o.pax, o.po`;

/**
 * The statement lines of `licence` (compared as the price engine compares licences) for `month`
 * ('YYYY-MM', Brussels), in the order they were issued.
 */
export async function statementDocumentRows(
  db: Queryable,
  licence: string,
  month: string,
): Promise<StatementDocumentRow[]> {
  const { rows } = await db.query<StatementDocumentRow & { rides: InvoiceRide[] | string }>(
    `WITH own AS (
       SELECT * FROM orders WHERE talic <> '' AND upper(btrim(talic)) = upper(btrim($1))
     ),
     lines AS (
       SELECT i.issued_at AS at, i.id AS doc_id, i.kind, i.number, i.total_cents,
              coalesce(i.rides, ${ORDER_RIDES}) AS rides, ${ORDER_COLUMNS}
         FROM invoices i
         JOIN own o ON o.id = i.order_id
         LEFT JOIN invoices c ON c.id = i.corrects_id
        WHERE to_char(i.issued_on, 'YYYY-MM') = $2
          AND ((i.kind = 'invoice' AND i.payment_method = 'invoice')
               OR (i.kind = 'credit_note' AND c.payment_method = 'invoice'
                   AND i.lines @> '[{"kind": "reissue"}]'::jsonb))
       UNION ALL
       SELECT s.at, NULL, NULL, NULL, o.total_cents, ${ORDER_RIDES}, ${ORDER_COLUMNS}
         FROM own o
         JOIN (SELECT order_id, min(changed_at) AS at FROM order_status_changes WHERE to_status = 'invoiced'
                GROUP BY order_id) s ON s.order_id = o.id
        WHERE to_char(s.at AT TIME ZONE 'Europe/Brussels', 'YYYY-MM') = $2
          AND NOT EXISTS (SELECT 1 FROM invoices WHERE order_id = o.id)
     )
     SELECT kind, number, total_cents, rides, order_id, bonnr, status, soortvervoer, created_at, customer, pax, po
       FROM lines ORDER BY at, order_id, doc_id`,
    [licence, month],
  );
  return rows.map((r) => ({
    ...r,
    rides: typeof r.rides === 'string' ? (JSON.parse(r.rides) as InvoiceRide[]) : r.rides,
  }));
}
