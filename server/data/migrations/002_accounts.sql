-- Accounts and sessions (SPEC 7 "Session and account"). Secrets (passwords, tokens, reset codes) are
-- stored only as hashes. Throttles are rows, not process memory, so several API processes agree.

CREATE TABLE users (
  id serial PRIMARY KEY,
  username text NOT NULL,
  email text NOT NULL,
  -- Versioned scrypt string from server/auth/password.ts.
  password_hash text NOT NULL,
  firstname text NOT NULL DEFAULT '',
  lastname text NOT NULL DEFAULT '',
  phone text NOT NULL DEFAULT '',
  company text,
  vat text,
  country text NOT NULL DEFAULT 'BE',
  user_type text NOT NULL DEFAULT 'consumer' CHECK (user_type IN ('consumer', 'company')),
  lang text NOT NULL DEFAULT 'nl' CHECK (lang IN ('nl', 'fr', 'en')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (user_type = 'consumer' OR (company IS NOT NULL AND vat IS NOT NULL))
);
-- Usernames are unique regardless of case: "Jan@X.be" and "jan@x.be" are one account.
CREATE UNIQUE INDEX users_username_lower ON users (lower(username));
CREATE INDEX users_email_lower ON users (lower(email));

CREATE TABLE addresses (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  street text NOT NULL,
  streetnr text NOT NULL,
  zip text NOT NULL,
  city text NOT NULL,
  country text NOT NULL DEFAULT 'BE',
  -- The default pickup address.
  defaultaddress boolean NOT NULL DEFAULT false,
  -- Only addresses with this flag are offered in a booking (SPEC 3).
  billoaddress boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX addresses_user ON addresses (user_id);
-- At most one default address per user.
CREATE UNIQUE INDEX addresses_one_default ON addresses (user_id) WHERE defaultaddress;

-- A refresh-token family is one login (or one anonymous visit); every rotation stays in the family, and
-- reuse of a rotated token revokes the whole family, access tokens included.
CREATE TABLE token_families (
  id text PRIMARY KEY,
  user_id integer REFERENCES users (id) ON DELETE CASCADE,
  client_id text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz
);
CREATE INDEX token_families_user ON token_families (user_id);

CREATE TABLE access_tokens (
  id text PRIMARY KEY,
  -- SHA-256 (hex) of the bearer token; the token itself is never stored.
  token_hash text NOT NULL UNIQUE,
  family_id text NOT NULL REFERENCES token_families (id) ON DELETE CASCADE,
  -- NULL for an anonymous visitor (client_credentials) token.
  user_id integer REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX access_tokens_expires ON access_tokens (expires_at);
CREATE INDEX access_tokens_family ON access_tokens (family_id);

CREATE TABLE refresh_tokens (
  id text PRIMARY KEY,
  token_hash text NOT NULL UNIQUE,
  family_id text NOT NULL REFERENCES token_families (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  -- Set when the token is used (rotated) or its family is revoked; a later use is a reuse.
  revoked_at timestamptz,
  replaced_by text
);
CREATE INDEX refresh_tokens_family ON refresh_tokens (family_id);
CREATE INDEX refresh_tokens_expires ON refresh_tokens (expires_at);

-- One row per counted event (a failed login, a reset request) per key ('account:<name>', 'client:<ip>').
CREATE TABLE throttle_events (
  id bigserial PRIMARY KEY,
  scope text NOT NULL,
  key text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX throttle_events_lookup ON throttle_events (scope, key, created_at);

CREATE TABLE password_resets (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- SHA-256 (hex) of the code sent by e-mail.
  code_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX password_resets_user ON password_resets (user_id);
