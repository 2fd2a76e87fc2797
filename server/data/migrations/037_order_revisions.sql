-- Changing a booking in place (issue 27): each change a customer asks for, priced by the booking's own
-- engine. A change whose higher price must be paid first waits ('pending') bound to one payment attempt
-- for the difference; the provider's approval applies it once. A lower or equal price applies at once.
CREATE TABLE order_revisions (
  id serial PRIMARY KEY,
  order_id integer NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  state text NOT NULL CHECK (state IN ('pending', 'applied', 'superseded', 'failed')),
  -- The order's columns as the change writes them (column -> value).
  new_columns jsonb NOT NULL,
  -- The changed fields' values before and after, as text (field -> value).
  before jsonb NOT NULL,
  after jsonb NOT NULL,
  old_total_cents integer NOT NULL,
  new_total_cents integer NOT NULL,
  settlement text NOT NULL CHECK (settlement IN ('pay', 'coupon', 'card', 'invoice', 'none')),
  -- The order's coupons as the new price uses them: [{ coupon_id, reduction_cents }].
  coupon_uses jsonb NOT NULL DEFAULT '[]',
  -- The legs to plan again (date, flight time or address changed, or dropped): ["H", "T"].
  replan_legs jsonb NOT NULL DEFAULT '[]',
  -- The order's values the change was priced against: a pending change applies only to them.
  base_snapshot text NOT NULL DEFAULT '',
  idempotency_key text NOT NULL,
  request_hash text NOT NULL,
  -- The refund coupon of a lower price (settlement 'coupon'), and the card refund's provider answer.
  refund_coupon_code text,
  card_refund text,
  requested_by_user integer,
  requested_by_token text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  decided_at timestamptz,
  UNIQUE (order_id, idempotency_key)
);
CREATE INDEX order_revisions_order ON order_revisions (order_id, id DESC);
-- At most one change of an order awaits its payment.
CREATE UNIQUE INDEX order_revisions_one_pending ON order_revisions (order_id) WHERE state = 'pending';

-- A payment attempt that pays the difference of one change, not the order.
ALTER TABLE payment_attempts ADD COLUMN revision_id integer REFERENCES order_revisions (id);
