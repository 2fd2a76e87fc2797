-- The customer's pickup-time wish (issue 27): up to 24 hours before a leg's pickup the customer asks
-- for an earlier or later pickup (at most an hour away, core/pickup-wish.ts); the dispatcher accepts it
-- (the pickup time is set the usual way) or refuses it with a reason. One open wish per leg.
CREATE TABLE pickup_wishes (
  id serial PRIMARY KEY,
  order_id integer NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  leg text NOT NULL CHECK (leg IN ('H', 'T')),
  -- The pickup the customer had when asking, and the one they wish ('HH:mm' on the leg's day).
  from_time text NOT NULL CHECK (from_time ~ '^[0-2][0-9]:[0-5][0-9]$'),
  wished_time text NOT NULL CHECK (wished_time ~ '^[0-2][0-9]:[0-5][0-9]$'),
  note text NOT NULL DEFAULT '' CHECK (length(note) <= 200),
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'accepted', 'refused')),
  -- The dispatcher's reason for a refusal, told to the customer.
  reason text NOT NULL DEFAULT '' CHECK (length(reason) <= 300),
  created_at timestamptz NOT NULL DEFAULT now(),
  decided_at timestamptz,
  decided_by integer REFERENCES users (id) ON DELETE SET NULL,
  CHECK ((status = 'open') = (decided_at IS NULL)),
  CHECK (status <> 'refused' OR length(reason) > 0)
);

-- One open wish per leg: a second one, even from two requests racing, is refused by the database.
CREATE UNIQUE INDEX pickup_wishes_one_open ON pickup_wishes (order_id, leg) WHERE status = 'open';
CREATE INDEX pickup_wishes_by_order ON pickup_wishes (order_id);
