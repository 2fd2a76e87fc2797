-- The operator's catalogue in the back office (issue 13): coupons, PO numbers and staff accounts can be
-- disabled, and the partners of the shortcut routes and the wizard's partner buttons live in a table.

-- A disabled coupon or PO number is no longer accepted by the price and order calls; its row stays for
-- the orders that used it.
ALTER TABLE coupons ADD COLUMN disabled_at timestamptz;
ALTER TABLE po_numbers ADD COLUMN disabled_at timestamptz;
-- The orders that used a coupon, for the back office's list of its uses.
CREATE INDEX order_coupons_coupon ON order_coupons (coupon_id, order_id DESC);
CREATE INDEX coupons_kind ON coupons (kind, id DESC);

-- A disabled staff account can no longer log in, and its tokens stop passing the role check.
ALTER TABLE users ADD COLUMN disabled_at timestamptz;
CREATE INDEX users_staff ON users (id) WHERE user_type IN ('operator', 'dispatcher');

-- The partner organisations of SPEC 2: /<slug> sends the visitor to the home page with the partner's
-- licence, name and code, and the wizard's step 0 shows the active ones. The demo seed adds the four
-- placeholder partners (demo = true); production never has them.
CREATE TABLE partners (
  id serial PRIMARY KEY,
  name text NOT NULL,
  -- The lower-case, hyphenated name: the route path (the hyphen-less form answers too).
  slug text NOT NULL CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  talic text NOT NULL REFERENCES agents (licence) ON UPDATE CASCADE,
  code text NOT NULL,
  active boolean NOT NULL DEFAULT true,
  demo boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX partners_slug ON partners (slug);
-- The hyphen-less form must not collide with another partner's path either.
CREATE UNIQUE INDEX partners_slug_joined ON partners (replace(slug, '-', ''));
