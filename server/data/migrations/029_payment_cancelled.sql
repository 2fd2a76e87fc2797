-- One spelling per meaning (issue 25): the payment the customer broke off on the provider's page was
-- the order status 'canceled' (one l), beside 'cancelled' (two l's), the booking cancelled by the
-- customer or the operator. It becomes 'payment_cancelled'; 'cancelled' keeps the booking's
-- cancellation. The provider's own outcome ('canceled', channel 'cancel') and the /order-canceled page
-- keep SPEC's names: only the stored order status changes. Every place that stores an order status
-- follows, so the order's history reads in the new name.
ALTER TABLE orders DROP CONSTRAINT orders_status_check;
UPDATE orders SET status = 'payment_cancelled' WHERE status = 'canceled';
ALTER TABLE orders ADD CONSTRAINT orders_status_check
  CHECK (status IN ('awaiting_payment', 'paid', 'failed', 'payment_cancelled', 'invoiced', 'free', 'cancelled', 'refunded'));

UPDATE order_status_changes SET from_status = 'payment_cancelled' WHERE from_status = 'canceled';
UPDATE order_status_changes SET to_status = 'payment_cancelled' WHERE to_status = 'canceled';
UPDATE payment_events SET from_status = 'payment_cancelled' WHERE from_status = 'canceled';
UPDATE payment_events SET to_status = 'payment_cancelled' WHERE to_status = 'canceled';
UPDATE order_cancellations SET status_before = 'payment_cancelled' WHERE status_before = 'canceled';

-- The back office's audit of an order's cancellation keeps the status it left (server/routes/
-- backoffice-orders.ts: before.status); it names the same status, so it reads the same.
UPDATE audit_log SET before = jsonb_set(before, '{status}', '"payment_cancelled"')
 WHERE entity = 'order' AND before ->> 'status' = 'canceled';
UPDATE audit_log SET after = jsonb_set(after, '{status}', '"payment_cancelled"')
 WHERE entity = 'order' AND after ->> 'status' = 'canceled';
