-- Back to the partner after paying (issue 28): a partner's page may pass a return URL to the widget;
-- the operator lists, per partner, the origins (scheme, host and port) such a URL may point to.
CREATE TABLE partner_origins (
  partner_id integer NOT NULL REFERENCES partners (id) ON DELETE CASCADE,
  -- As core/return-url.ts normalises it: 'https://reizen.example' (no path, no trailing slash).
  origin text NOT NULL CHECK (origin ~ '^https?://[^/?#@]+$'),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (partner_id, origin)
);
CREATE INDEX partner_origins_origin ON partner_origins (origin);

-- The return URL the server accepted when the order was placed (its origin listed for a partner of the
-- order's licence); null when none was sent or it was refused. The outcome page takes the customer back
-- only to this URL, never to one read from its own address.
ALTER TABLE orders ADD COLUMN return_url text;
