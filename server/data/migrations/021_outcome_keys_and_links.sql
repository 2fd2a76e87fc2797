-- Keys that cannot be replayed, and bookings linked to an account with the booker told (issue 23).

-- What a manage key is: 'pair' (proved by booking code and e-mail address, bound to the session that
-- proved it; opens everything) or 'outcome' (handed to a payment outcome page, bound to no session; opens
-- only that page's summary, which names no code or e-mail address, and "pay now"). The unbound keys of
-- before read the booking code and e-mail address for an hour; they are dropped rather than kept.
DELETE FROM manage_grants WHERE token_id = '';
ALTER TABLE manage_grants ADD COLUMN kind text NOT NULL DEFAULT 'pair' CHECK (kind IN ('pair', 'outcome'));

-- One row per provider decision (ORDERID, PAYID, STATUS) whose signed browser return minted an outcome
-- key: the same return sent again (from the browser's history) finds its row and gets the page without one.
CREATE TABLE outcome_returns (
  reference text NOT NULL,
  payid text NOT NULL,
  status_code integer NOT NULL,
  order_id integer NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (reference, payid, status_code)
);

-- A booking linked to an account by its code and e-mail address (billousers/linkorder). Written in the
-- transaction that links it; the scheduled 'link-notice' work e-mails the booker once per row.
CREATE TABLE order_links (
  id bigserial PRIMARY KEY,
  order_id integer NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  user_id integer NOT NULL,
  linked_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX order_links_linked_at ON order_links (linked_at);
