-- The customer's choice after the operator cancels a paid ride (issue 23): the operator, not the
-- customer, broke the contract, so the customer chooses between a refund to the card through the
-- payment provider's refund call and a coupon worth what was paid.

-- 'refunded': the provider refunded the card of a cancelled order. Nothing leaves it
-- (server/payment/state.ts).
ALTER TABLE orders DROP CONSTRAINT orders_status_check;
ALTER TABLE orders ADD CONSTRAINT orders_status_check
  CHECK (status IN ('awaiting_payment', 'paid', 'failed', 'canceled', 'invoiced', 'free', 'cancelled', 'refunded'));

-- 'refund': the provider accepted the refund to the card.
ALTER TABLE order_status_changes DROP CONSTRAINT order_status_changes_cause_check;
ALTER TABLE order_status_changes ADD CONSTRAINT order_status_changes_cause_check
  CHECK (cause IN ('provider', 'free', 'invoice', 'retry', 'customer', 'operator', 'refund'));

-- One choice link per operator cancellation of a paid order. Only the SHA-256 of the link's secret is
-- kept, so the table cannot be turned back into links. The amount and the provider's PAYID are those
-- of the verified approval (payment_events), never a value from a browser.
CREATE TABLE refund_choices (
  id serial PRIMARY KEY,
  order_id integer NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  amount_cents integer NOT NULL CHECK (amount_cents > 0),
  payid text NOT NULL,
  lang text NOT NULL CHECK (lang IN ('nl', 'fr', 'en')),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  -- Set when a refund to the card was first asked of the provider; from then on only the card refund
  -- may be retried (under the same idempotency key), never a coupon as well.
  card_requested_at timestamptz,
  -- The provider's last answer to the refund call: its STATUS and NCERROR.
  provider_answer text,
  provider_error text,
  provider_payidsub text,
  choice text CHECK (choice IN ('card', 'coupon')),
  chosen_at timestamptz,
  coupon_id integer REFERENCES coupons (id),
  CHECK ((choice IS NULL) = (chosen_at IS NULL))
);
CREATE INDEX refund_choices_order ON refund_choices (order_id, id DESC);

-- The embedded sandbox provider's refunds, one per idempotency key: a retried request with the same
-- key answers the stored refund, and the refunds of one PAYID never exceed what it captured.
CREATE TABLE sandbox_refunds (
  idempotency_key text PRIMARY KEY,
  payid text NOT NULL REFERENCES sandbox_transactions (payid),
  amount_cents integer NOT NULL CHECK (amount_cents > 0),
  payidsub integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (payid, payidsub)
);
