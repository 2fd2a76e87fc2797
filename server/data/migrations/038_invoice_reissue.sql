-- Changing a booking in place (issue 27) reissues its invoice: a credit note for the current invoice in
-- full and a new invoice with the order's lines as they now stand (server/invoices/revise-invoice.ts).
-- An order may so hold several invoices; its current one is the newest (invoices-repo currentInvoice).
DROP INDEX invoices_one_per_order;

-- The rides an invoice bills, as the order stood when it was issued: [{"leg": "H" | "T", "date":
-- "YYYY/MM/DD", "airport": code, "gross_cents": list price, "net_cents": after the agent's terms}].
-- The agent's monthly statement lists an invoice a change replaced with the rides it billed, not with
-- the order's changed ones. A credit note keeps the rides of the invoice it corrects.
ALTER TABLE invoices ADD COLUMN rides jsonb;

-- Every document issued so far billed the order as it stands today (no change was applied before).
UPDATE invoices i
   SET rides = (
     SELECT coalesce(jsonb_agg(r ORDER BY r ->> 'leg'), '[]'::jsonb) FROM (
       SELECT jsonb_build_object('leg', 'H', 'date', o.datumheen, 'airport', o.idluchthavenheen,
                                 'gross_cents', o.brutoprijsheen_cents, 'net_cents', o.nettoprijsheen_cents) AS r
        WHERE o.heenterug LIKE '%H%'
       UNION ALL
       SELECT jsonb_build_object('leg', 'T', 'date', o.datumterug, 'airport', o.idluchthaventerug,
                                 'gross_cents', o.brutoprijsterug_cents, 'net_cents', o.nettoprijsterug_cents)
        WHERE o.heenterug LIKE '%T%'
     ) legs)
  FROM orders o
 WHERE o.id = i.order_id;
