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
