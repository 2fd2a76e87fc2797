-- Issue 28: what an order came through, so a partner sees what it brought. `partner` is the partner
-- code the page passed (PARTNER), stored as sent; the figures count it only when it names a partner of
-- the partners table. `page_origin` is the Origin of the booking call ('' without one). The campaign
-- is `promo` (SPEC 3), with the five UTM values beside it.
ALTER TABLE orders
  ADD COLUMN partner text NOT NULL DEFAULT '',
  ADD COLUMN page_origin text NOT NULL DEFAULT '',
  ADD COLUMN utm_source text NOT NULL DEFAULT '',
  ADD COLUMN utm_medium text NOT NULL DEFAULT '',
  ADD COLUMN utm_campaign text NOT NULL DEFAULT '',
  ADD COLUMN utm_term text NOT NULL DEFAULT '',
  ADD COLUMN utm_content text NOT NULL DEFAULT '';

-- The partner figures read the orders of known partner codes only.
CREATE INDEX orders_partner ON orders (upper(partner), created_at) WHERE partner <> '';
