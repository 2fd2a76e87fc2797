-- Issue 26, "SMS" and "the customer knows who comes": the text messages the product owes a person, and
-- the operator's meeting-point text per airport.

-- One row per SMS owed, written in the transaction of the change that owes it and sent by the
-- scheduler's kind 'owed-sms' (server/jobs/owed-sms-job.ts) exactly as owed_mails is: `sending_at`
-- before the provider call, `sent_at` after, `uncertain_at` when a send was cut short (never resent on
-- its own). `recipient` is E.164. The provider's message id and the delivery status its callback
-- reports (server/routes/sms-status-meeting-points.ts) are kept, so the back office shows what reached the phone.
CREATE TABLE owed_sms (
  id bigserial PRIMARY KEY,
  order_id integer REFERENCES orders (id) ON DELETE CASCADE,
  kind text NOT NULL,
  recipient text NOT NULL CHECK (recipient ~ '^\+[1-9][0-9]{6,14}$'),
  params jsonb NOT NULL DEFAULT '{}',
  -- Work the scheduler decides on by the date (the ride day's message) owes its SMS once per key.
  once_key text UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  sending_at timestamptz,
  sent_at timestamptz,
  uncertain_at timestamptz,
  last_error text,
  -- What was sent, as the provider took it, and what the provider reported since.
  body text NOT NULL DEFAULT '',
  provider_id text UNIQUE,
  delivery_status text NOT NULL DEFAULT ''
    CHECK (delivery_status IN ('', 'queued', 'sent', 'delivered', 'failed')),
  delivery_error text NOT NULL DEFAULT '',
  status_at timestamptz
);
CREATE INDEX owed_sms_owed ON owed_sms (created_at) WHERE sent_at IS NULL AND uncertain_at IS NULL;
CREATE INDEX owed_sms_order ON owed_sms (order_id, id);

-- The meeting point of a return leg at each airport, in the three languages, as the operator words it in
-- the back office; an empty text means the product's default. A table of its own rather than columns of
-- `airports`, because the geodata import replaces the airports rows whenever data/airports.csv changes.
CREATE TABLE airport_meeting_points (
  airport_id text PRIMARY KEY CHECK (airport_id ~ '^[A-Z]{3}$'),
  text_nl text NOT NULL DEFAULT '' CHECK (length(text_nl) <= 300),
  text_fr text NOT NULL DEFAULT '' CHECK (length(text_fr) <= 300),
  text_en text NOT NULL DEFAULT '' CHECK (length(text_en) <= 300),
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by integer REFERENCES users (id) ON DELETE SET NULL
);
