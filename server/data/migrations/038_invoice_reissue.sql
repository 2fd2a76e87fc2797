-- A booking changed in place (issue 27) gets a credit note for its invoice in full and a new invoice
-- with its lines as they now stand: an order may have several invoices, its current one the newest
-- (server/data/invoices/invoices-repo.ts invoiceOfOrder). The credit note of such a change gives no
-- money back: its amount is set off against the new invoice, the method 'replaced'.
DROP INDEX invoices_one_per_order;
ALTER TABLE invoices DROP CONSTRAINT invoices_payment_method_check;
ALTER TABLE invoices ADD CONSTRAINT invoices_payment_method_check
  CHECK (payment_method IN ('online', 'invoice', 'coupon', 'card', 'replaced'));
