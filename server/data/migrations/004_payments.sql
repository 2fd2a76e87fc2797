-- Payment hand-off (SPEC 7 "Payment hand-off", ARCHITECTURE "Money path"). The order's status lives in
-- orders.status; server/payment/state.ts is the only code that changes it. These tables record why.

-- Passphrases and PSPID of the embedded sandbox provider, generated once per database by the server
-- (random, never sent to a browser). Production reads PAYMENT_* from the environment instead.
CREATE TABLE payment_sandbox_keys (
  id integer PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  pspid text NOT NULL,
  sha_in text NOT NULL,
  sha_out text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- One prepared hand-off to the provider: the ORDERID we send (reference) and the amount we signed.
-- A return is matched to its order through the reference and must carry exactly this amount.
CREATE TABLE payment_attempts (
  id serial PRIMARY KEY,
  order_id integer NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  reference text NOT NULL UNIQUE,
  amount_cents integer NOT NULL CHECK (amount_cents > 0),
  currency text NOT NULL DEFAULT 'EUR',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payment_attempts_order ON payment_attempts (order_id, id DESC);

-- Every verified message from the provider (browser return or server-to-server post-sale).
CREATE TABLE payment_events (
  id bigserial PRIMARY KEY,
  attempt_id integer NOT NULL REFERENCES payment_attempts (id) ON DELETE CASCADE,
  order_id integer NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  reference text NOT NULL,
  payid text NOT NULL DEFAULT '',
  status_code integer NOT NULL,
  ncerror text NOT NULL DEFAULT '',
  amount_cents integer NOT NULL,
  channel text NOT NULL CHECK (channel IN ('accept', 'decline', 'cancel', 'exception', 'postsale')),
  from_status text NOT NULL,
  -- NULL: the message changed nothing (uncertain status, or the order was already final).
  to_status text,
  -- The SHA-OUT-verified parameters as received, names upper-cased.
  params jsonb NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now()
);
-- A replayed message (the same transaction and status again, from the browser or the post-sale) is
-- one event, not ten.
CREATE UNIQUE INDEX payment_events_once ON payment_events (reference, payid, status_code);
CREATE INDEX payment_events_order ON payment_events (order_id);

-- Every status change of an order made by the payment module, whatever its cause.
CREATE TABLE order_status_changes (
  id bigserial PRIMARY KEY,
  order_id integer NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  from_status text NOT NULL,
  to_status text NOT NULL,
  -- 'provider' (a verified payment message), 'free' or 'invoice' (the finishing calls).
  cause text NOT NULL CHECK (cause IN ('provider', 'free', 'invoice')),
  payment_event_id bigint REFERENCES payment_events (id) ON DELETE SET NULL,
  changed_at timestamptz NOT NULL DEFAULT now()
);
-- An order reaches a final state (paid, invoiced, free) once, ever: a second attempt fails here even
-- if two processes race past the conditional UPDATE's row lock in some future code path.
CREATE UNIQUE INDEX order_status_changes_final_once ON order_status_changes (order_id)
  WHERE to_status IN ('paid', 'invoiced', 'free');

-- The confirmation e-mail of an order: claimed in the same transaction as the final status change, so
-- it is sent once; sent_at and last_error say what happened.
CREATE TABLE order_confirmation_mails (
  order_id integer PRIMARY KEY REFERENCES orders (id) ON DELETE CASCADE,
  claimed_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz,
  last_error text
);

-- Returns and post-sales that failed verification (bad or missing SHASIGN, unknown ORDERID, wrong
-- amount): logged and answered 400, never acted on.
CREATE TABLE payment_rejections (
  id bigserial PRIMARY KEY,
  channel text NOT NULL,
  reason text NOT NULL,
  reference text,
  -- What was received, names upper-cased, long values cut, so a flood cannot grow rows without bound.
  params jsonb NOT NULL,
  remote_addr text,
  received_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payment_rejections_received ON payment_rejections (received_at);

-- The embedded sandbox provider's pending transactions. The payment page's form carries only the
-- random id; the SHA-IN-verified fields stay here, so the page's hidden fields are never trusted.
CREATE SEQUENCE sandbox_payid_seq START 3000000001;
CREATE TABLE sandbox_transactions (
  id text PRIMARY KEY,
  fields jsonb NOT NULL,
  payid text NOT NULL UNIQUE DEFAULT nextval('sandbox_payid_seq')::text,
  created_at timestamptz NOT NULL DEFAULT now(),
  decided_at timestamptz,
  decision text CHECK (decision IN ('approve', 'decline', 'cancel', 'fail'))
);
