-- Issue 23: the secret the short-lived download links are signed with (server/downloads/links.ts),
-- generated once per database unless DOWNLOAD_SECRET is set, so every API process signs alike; it
-- never reaches a browser.
CREATE TABLE download_link_keys (
  id integer PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  secret text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
