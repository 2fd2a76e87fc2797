-- Scheduled work (ARCHITECTURE "Scheduled work", server/jobs/). Each unit of work is a row claimed
-- before it is done: the primary key makes a second claim of the same unit fail, so several processes
-- on one database do each unit once. A claim that is neither done nor failed after the lease (its
-- process crashed) is taken over; a failed unit waits until retry_at and is given up after the kind's
-- maximum of attempts, with last_error kept.
CREATE TABLE job_units (
  kind text NOT NULL,
  unit_key text NOT NULL,
  claimed_at timestamptz NOT NULL,
  claimed_by text NOT NULL,
  attempts integer NOT NULL DEFAULT 1 CHECK (attempts >= 1),
  done_at timestamptz,
  -- Set when the last attempt failed: the unit may be claimed again from then on.
  retry_at timestamptz,
  given_up_at timestamptz,
  last_error text,
  PRIMARY KEY (kind, unit_key)
);
-- The units still open, for the scheduler's look-ups of retries and stale claims.
CREATE INDEX job_units_open ON job_units (kind, retry_at) WHERE done_at IS NULL AND given_up_at IS NULL;

-- Customer feedback (issue 11): one per order, shown on /customers only once the operator approved it.
CREATE TABLE feedback (
  id serial PRIMARY KEY,
  order_id integer NOT NULL UNIQUE REFERENCES orders (id) ON DELETE CASCADE,
  rating integer NOT NULL CHECK (rating BETWEEN 1 AND 5),
  -- Stored as given; every page renders it as text, never as HTML.
  body text NOT NULL,
  -- The language the customer wrote in (the page's language), shown with the review.
  lang text NOT NULL CHECK (lang IN ('nl', 'fr', 'en')),
  -- What the public listing shows of the writer, fixed when the feedback is left: the first name and
  -- the initial of the last name ("Tine P."), nothing else of the order.
  display_name text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'hidden')),
  -- 'account' (left by the logged-in owner) or 'link' (through the e-mailed signed link).
  channel text NOT NULL CHECK (channel IN ('account', 'link')),
  created_at timestamptz NOT NULL DEFAULT now(),
  reviewed_at timestamptz
);
CREATE INDEX feedback_approved ON feedback (created_at DESC, id DESC) WHERE status = 'approved';

-- The secret the feedback links are signed with, generated once per database (like the payment
-- sandbox keys) unless FEEDBACK_SECRET is set; it never reaches a browser.
CREATE TABLE feedback_link_keys (
  id integer PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  secret text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
