-- Login and reset throttles as one counter row per key, claimed by one atomic upsert before a password
-- is checked (server/auth/throttle.ts), instead of a count of event rows checked and then recorded in
-- two steps, which let a burst of concurrent logins past the limit.
DROP TABLE throttle_events;

CREATE TABLE throttle_counters (
  -- '<rule>:<subject>', e.g. 'login-pair:jan@x.be|203.0.113.7' or 'login-account:jan@x.be'.
  key text PRIMARY KEY,
  -- Attempts counted since the streak began (a successful login takes its own back).
  attempts integer NOT NULL,
  -- No further attempt is allowed before this moment.
  next_at timestamptz NOT NULL,
  -- The last counted attempt; a streak quiet for longer than its rule remembers starts afresh.
  last_at timestamptz NOT NULL
);
CREATE INDEX throttle_counters_last ON throttle_counters (last_at);

-- Addresses from which an account logged in successfully: they skip the per-account and per-address
-- brakes, so an attack on an account or from a shared address (an office NAT) does not lock its owner out.
CREATE TABLE login_known_addresses (
  -- Lower-cased username.
  account text NOT NULL,
  address text NOT NULL,
  last_success_at timestamptz NOT NULL,
  PRIMARY KEY (account, address)
);
CREATE INDEX login_known_addresses_last ON login_known_addresses (last_success_at);

-- Who rotated a refresh token and when: a repeat of the same token within a few seconds from the same
-- client and address (two tabs refreshing at once) is the same rotation, not a theft.
ALTER TABLE refresh_tokens ADD COLUMN rotated_at timestamptz;
ALTER TABLE refresh_tokens ADD COLUMN rotated_client text;
ALTER TABLE refresh_tokens ADD COLUMN rotated_address text;
