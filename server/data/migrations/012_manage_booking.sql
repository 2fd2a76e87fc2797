-- Manage a booking (issue 12): the customer's cancel, changes that keep the price, and the short-lived
-- access a booking code and e-mail address grant.

-- 'cancelled' (two l's) is the customer's cancellation of the booking, made through the manage page.
-- It is not 'canceled' (one l), which stays what it always meant: the payment was canceled on the
-- provider's page and the order may still be paid. server/payment/state.ts allows 'cancelled' from
-- every status but itself, and leaves it only for 'paid' on a verified approval from the provider
-- (the money was taken for an order cancelled while its payment page was open).
ALTER TABLE orders DROP CONSTRAINT orders_status_check;
ALTER TABLE orders ADD CONSTRAINT orders_status_check
  CHECK (status IN ('awaiting_payment', 'paid', 'failed', 'canceled', 'invoiced', 'free', 'cancelled'));

ALTER TABLE order_status_changes DROP CONSTRAINT order_status_changes_cause_check;
ALTER TABLE order_status_changes ADD CONSTRAINT order_status_changes_cause_check
  CHECK (cause IN ('provider', 'free', 'invoice', 'retry', 'customer'));

-- The pickup time of each leg once the operator has planned it ('HH:mm', Brussels), '' until then.
-- The customer sees it on the manage page; the cancellation scale counts from it when set.
ALTER TABLE orders ADD COLUMN pickup_time_heen text NOT NULL DEFAULT '';
ALTER TABLE orders ADD COLUMN pickup_time_terug text NOT NULL DEFAULT '';

-- Each customer cancellation of an order: the terms it fell under and what it charged and refunded.
-- An order is cancelled once, unless the provider's approval for a payment page left open makes it
-- paid again (server/payment/state.ts); its cancellation after that is a second row.
CREATE TABLE order_cancellations (
  id bigserial PRIMARY KEY,
  order_id integer NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  status_before text NOT NULL,
  terms text NOT NULL CHECK (terms IN ('nl', 'intl')),
  charge_cents integer NOT NULL CHECK (charge_cents >= 0),
  refund_cents integer NOT NULL CHECK (refund_cents >= 0),
  -- The refund coupon (kind 'refund', refund_order_id = order_id); NULL when nothing was refunded.
  refund_coupon_id integer REFERENCES coupons (id),
  cancelled_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX order_cancellations_order ON order_cancellations (order_id, id DESC);

-- Every change a customer made to an order that keeps its price, with the values before and after,
-- for the operator (who is also e-mailed each one).
CREATE TABLE order_changes (
  id bigserial PRIMARY KEY,
  order_id integer NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  before jsonb NOT NULL,
  after jsonb NOT NULL,
  changed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX order_changes_order ON order_changes (order_id, id);

-- Access to one order granted by its booking code and e-mail address: the SHA-256 of a random secret
-- the caller holds, bound to the access-token session that proved the pair, until it expires.
CREATE TABLE manage_grants (
  secret_hash text PRIMARY KEY,
  order_id integer NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  token_id text NOT NULL,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX manage_grants_expires ON manage_grants (expires_at);
