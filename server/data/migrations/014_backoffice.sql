-- The operator's back office (issue 13): staff accounts and the audit log of their changes.
-- operator: every back-office call; dispatcher: reads the orders and dispatch sheet and sets pickup
-- times. Staff accounts are created on the command line (the first) or by an operator.
ALTER TABLE users DROP CONSTRAINT users_user_type_check;
ALTER TABLE users ADD CONSTRAINT users_user_type_check
  CHECK (user_type IN ('consumer', 'company', 'agent', 'organiser', 'operator', 'dispatcher'));

-- Every change an operator or dispatcher makes: who, when, what, before and after. Written in the same
-- transaction as the change, never updated or deleted by the application.
CREATE TABLE audit_log (
  id bigserial PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  actor_user_id integer REFERENCES users (id) ON DELETE SET NULL,
  -- Kept apart from the user row, so the entry still says who when the account is later erased.
  actor_email text NOT NULL,
  actor_role text NOT NULL CHECK (actor_role IN ('operator', 'dispatcher', 'system')),
  action text NOT NULL,
  entity text NOT NULL,
  entity_id text NOT NULL,
  before jsonb,
  after jsonb
);
CREATE INDEX audit_log_entity ON audit_log (entity, entity_id, at DESC);
CREATE INDEX audit_log_at ON audit_log (at DESC);
