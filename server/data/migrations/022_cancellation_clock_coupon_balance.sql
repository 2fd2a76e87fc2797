-- Issue 23: the cancellation clock runs from the earliest pickup an order ever had.
-- The earliest pickup instant of each leg from before the customer's changes (server/manage/change.ts
-- writes it with every change, core's cancellationClockPickup counts from it). NULL while the order
-- was never changed: its pickup then is the earliest it had.
ALTER TABLE orders ADD COLUMN earliest_pickup_heen timestamptz;
ALTER TABLE orders ADD COLUMN earliest_pickup_terug timestamptz;

-- Issue 23: a coupon use is held by the order that will be paid. A provider's approval for an order
-- whose coupon use went to another order meanwhile (its payment page stayed open while it was
-- cancelled) no longer takes the use past the coupon's maximum: the order loses the coupon, its price
-- becomes the price without it, and the difference is due (server/payment/coupon-uses.ts), paid from
-- the manage page. 0 for every order that owes nothing more.
ALTER TABLE orders ADD COLUMN balance_due_cents integer NOT NULL DEFAULT 0 CHECK (balance_due_cents >= 0);

-- The coupons orders lost that way, with the reduction each had given, for the operator.
CREATE TABLE order_coupon_losses (
  id serial PRIMARY KEY,
  order_id integer NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  coupon_id integer NOT NULL REFERENCES coupons (id),
  reduction_cents integer NOT NULL CHECK (reduction_cents >= 0),
  lost_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX order_coupon_losses_order ON order_coupon_losses (order_id);

-- A payment attempt for the balance due of a paid order (the manage page's "pay the difference"), and
-- when its approval was taken off the balance: once, whichever of its messages comes first.
ALTER TABLE payment_attempts ADD COLUMN for_balance boolean NOT NULL DEFAULT false;
ALTER TABLE payment_attempts ADD COLUMN settled_at timestamptz;
