-- Events and organisers (issue 11, SPEC 1 "extra areas", 2, 3, 6 and 7 "Events"). An organiser is a
-- user of type 'organiser' with a row in `organisers` holding its request: the operator approves or
-- refuses it (`npm run admin -- approve-organiser`), and only an approved organiser manages events.
ALTER TABLE users DROP CONSTRAINT users_user_type_check;
ALTER TABLE users ADD CONSTRAINT users_user_type_check
  CHECK (user_type IN ('consumer', 'company', 'agent', 'organiser'));

CREATE TABLE organisers (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  organisation text NOT NULL,
  contact_name text NOT NULL,
  phone text NOT NULL,
  website text NOT NULL DEFAULT '',
  motivation text NOT NULL,
  status text NOT NULL DEFAULT 'requested' CHECK (status IN ('requested', 'approved', 'refused')),
  -- The public address of the organiser's events: /events/{slug}.
  slug text NOT NULL UNIQUE,
  -- The requester's language: the e-mails of each step are written in it.
  lang text NOT NULL CHECK (lang IN ('nl', 'fr', 'en')),
  created_at timestamptz NOT NULL DEFAULT now(),
  decided_at timestamptz,
  -- Who decided: the operator's name on the command line, later the back-office user.
  decided_by text,
  refusal_reason text
);
CREATE INDEX organisers_status ON organisers (status);

-- An event. Dates are 'YYYY/MM/DD' and times 'HH:mm' in Europe/Brussels, as the orders table writes
-- them. 'past' is not stored: an event whose last day (end_date, else start_date) lies before today in
-- Brussels is past (core/events.ts eventPhase), so no job has to move it.
CREATE TABLE events (
  id serial PRIMARY KEY,
  organiser_id integer NOT NULL REFERENCES organisers (user_id) ON DELETE CASCADE,
  -- {"nl": "...", "fr": "..."}: the languages the event is offered in; at least one.
  names jsonb NOT NULL CHECK (jsonb_typeof(names) = 'object' AND names <> '{}'::jsonb),
  descriptions jsonb NOT NULL DEFAULT '{}'::jsonb CHECK (jsonb_typeof(descriptions) = 'object'),
  venue_name text NOT NULL,
  venue_street text NOT NULL,
  venue_nr text NOT NULL,
  venue_postal text NOT NULL,
  venue_city text NOT NULL,
  lat double precision NOT NULL,
  lon double precision NOT NULL,
  start_date text NOT NULL,
  start_time text NOT NULL,
  end_date text,
  end_time text,
  -- The last day a ride to the event can be booked (inclusive).
  booking_deadline text NOT NULL,
  status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'published', 'withdrawn')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((end_date IS NULL) = (end_time IS NULL))
);
CREATE INDEX events_organiser ON events (organiser_id);
CREATE INDEX events_published ON events (start_date) WHERE status = 'published';

-- An event order rides to (outbound) or from (return) the event's venue instead of an airport: its
-- airport columns stay empty, uurvluchtheen is the arrival time at the venue and uurvluchtterug the
-- pick-up time after the event.
ALTER TABLE orders ADD COLUMN event_id integer REFERENCES events (id);
CREATE INDEX orders_event ON orders (event_id) WHERE event_id IS NOT NULL;
