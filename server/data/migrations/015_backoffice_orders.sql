-- The operator's orders and dispatch (issue 13, part A): each leg's outcome, a record of the e-mails
-- the back office sends about an order, the operator's cancellation as a status-change cause, and the
-- indexes that keep order search and the day sheet flat on a large history (scripts/bench-backoffice.ts).

-- What became of each leg once driven: '' (not yet marked), 'done' or 'no_show'.
ALTER TABLE orders ADD COLUMN outcome_heen text NOT NULL DEFAULT '' CHECK (outcome_heen IN ('', 'done', 'no_show'));
ALTER TABLE orders ADD COLUMN outcome_terug text NOT NULL DEFAULT '' CHECK (outcome_terug IN ('', 'done', 'no_show'));

-- An operator cancels on the customer's behalf: its own cause, so the history says who cancelled.
ALTER TABLE order_status_changes DROP CONSTRAINT order_status_changes_cause_check;
ALTER TABLE order_status_changes ADD CONSTRAINT order_status_changes_cause_check
  CHECK (cause IN ('provider', 'free', 'invoice', 'retry', 'customer', 'operator'));

-- E-mails sent to a customer about one order by the back office (pickup time, cancellation), so the
-- order's page lists them. The confirmation (order_confirmation_mails) and the reminders (job_units)
-- keep their own records.
CREATE TABLE order_mails (
  id bigserial PRIMARY KEY,
  order_id integer NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  kind text NOT NULL,
  recipient text NOT NULL,
  subject text NOT NULL,
  message_id text NOT NULL,
  sent_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX order_mails_order ON order_mails (order_id, id);

-- Search and the day sheet. Ride dates are 'YYYY/MM/DD' text, so a btree serves equality and ranges.
-- pg_trgm is not used: the embedded PGlite the product runs on by default does not load it, so names
-- are searched by prefix (text_pattern_ops) and phones by their last nine digits.
CREATE INDEX orders_datumheen ON orders (datumheen) WHERE heenterug <> 'T';
CREATE INDEX orders_datumterug ON orders (datumterug) WHERE heenterug <> 'H';
CREATE INDEX orders_email_lower ON orders (lower(emailklant));
CREATE INDEX orders_naam_lower ON orders (lower(naam) text_pattern_ops);
CREATE INDEX orders_voornaam_lower ON orders (lower(voornaam) text_pattern_ops);
CREATE INDEX orders_phone_digits ON orders (right(regexp_replace(telklant, '[^0-9]', '', 'g'), 9));
CREATE INDEX orders_talic ON orders (talic) WHERE talic <> '';
