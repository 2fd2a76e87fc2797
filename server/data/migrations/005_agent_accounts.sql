-- Money safeguards (issue 9, items 1-3): agent accounts, coupon uses held by a retried payment, the
-- operator's record of coupon uses past their maximum, and the throttle of PO and coupon look-ups.

-- Travel-agent accounts: users of type 'agent', tied to the licence they settle for. Only a logged-in
-- agent of a licence may finish its orders by invoice (server/payment/finish.ts); the operator creates
-- these accounts (`npm run admin -- create-agent-user`), never the public registration.
ALTER TABLE users DROP CONSTRAINT users_user_type_check;
ALTER TABLE users ADD CONSTRAINT users_user_type_check CHECK (user_type IN ('consumer', 'company', 'agent'));
-- Was: consumer, or company name and VAT number. Only a company account needs both.
ALTER TABLE users DROP CONSTRAINT users_check;
ALTER TABLE users ADD CONSTRAINT users_company_check
  CHECK (user_type <> 'company' OR (company IS NOT NULL AND vat IS NOT NULL));
ALTER TABLE users ADD COLUMN agent_licence text REFERENCES agents (licence) ON UPDATE CASCADE;
-- An agent account always has its licence, and no other account has one.
ALTER TABLE users ADD CONSTRAINT users_agent_licence_check
  CHECK ((user_type = 'agent') = (agent_licence IS NOT NULL));
CREATE INDEX users_agent_licence ON users (agent_licence) WHERE agent_licence IS NOT NULL;

-- A new payment attempt for a failed or canceled order moves it back to awaiting_payment ('retry'),
-- after taking its coupon uses again.
ALTER TABLE order_status_changes DROP CONSTRAINT order_status_changes_cause_check;
ALTER TABLE order_status_changes ADD CONSTRAINT order_status_changes_cause_check
  CHECK (cause IN ('provider', 'free', 'invoice', 'retry'));

-- A coupon use the provider forced past the coupon's maximum: an approval that arrived for an order
-- whose use had been given back (failed or canceled payment) after the last use went to another order.
-- The money was taken, so the order is paid; the excess is kept here for the operator
-- (`npm run admin -- list-overuses`). It is stored apart instead of letting coupons.use_count pass
-- max_uses: the CHECK (use_count <= max_uses) stays a hard limit for everything the product itself
-- does, and the conditional UPDATE that claims a use keeps working unchanged.
CREATE TABLE coupon_overuses (
  id serial PRIMARY KEY,
  order_id integer NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  coupon_id integer NOT NULL REFERENCES coupons (id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX coupon_overuses_coupon ON coupon_overuses (coupon_id);

-- The PO and coupon codes each client address looked up recently (server/pricing/code-throttle.ts).
-- Refused codes (unknown, expired, used up, not this agent's) count towards the client's limit; a code
-- the client already looked up may be asked again, so re-pricing with the same code costs nothing.
CREATE TABLE code_lookups (
  client text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('po', 'coupon')),
  -- Upper-cased and trimmed, as the look-ups compare codes.
  code text NOT NULL,
  refused boolean NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (client, kind, code)
);
CREATE INDEX code_lookups_created ON code_lookups (created_at);
