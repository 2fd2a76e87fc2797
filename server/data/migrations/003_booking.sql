-- Booking (SPEC 3, 7): version settings, travel agents with campaigns and PO numbers, coupons, orders.
-- Money is held in integer euro cents everywhere; the API writes euros only at its edge.

-- Street names folded for search: lower case, common accents dropped, hyphens as spaces, apostrophes
-- removed, so "sint pie" finds "Sint-Pietersnieuwstraat" and "eglise" finds "Rue de l'Église".
-- server/booking/fold.ts folds typed text the same way. The translate lists are equally long except
-- the trailing apostrophe, which translate() drops.
ALTER TABLE streets ADD COLUMN name_fold text GENERATED ALWAYS AS (
  translate(name_lower, 'àáâäãåèéêëìíîïòóôöõùúûüýÿçñ-''', 'aaaaaaeeeeiiiiooooouuuuyycn ')
) STORED;
CREATE INDEX streets_postcode_fold ON streets (postcode, name_fold text_pattern_ops);

-- Operator overrides of configuration values, set by the admin CLI (keys: 'version', 'hotfix').
CREATE TABLE app_settings (
  key text PRIMARY KEY,
  value text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Travel agents and partners (SPEC 6). The licence (TALIC) is what links and bookings carry.
CREATE TABLE agents (
  id serial PRIMARY KEY,
  licence text NOT NULL UNIQUE,
  uid text NOT NULL DEFAULT '',
  name text NOT NULL,
  email text NOT NULL,
  payment_method text NOT NULL DEFAULT 'ONLINE' CHECK (payment_method IN ('INVOICE', 'ONLINE')),
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Named campaigns of an agent; PO numbers belong to one.
CREATE TABLE agent_campaigns (
  id serial PRIMARY KEY,
  agent_licence text NOT NULL REFERENCES agents (licence) ON UPDATE CASCADE ON DELETE CASCADE,
  code text NOT NULL,
  description text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (agent_licence, code)
);

-- Purchase-order numbers a travel agent hands out (KORTINGPODATA of the price result).
CREATE TABLE po_numbers (
  id serial PRIMARY KEY,
  code text NOT NULL,
  agent_licence text NOT NULL REFERENCES agents (licence) ON UPDATE CASCADE ON DELETE CASCADE,
  campaign text,
  paid_by_agent boolean NOT NULL DEFAULT false,
  business_discount_percent integer NOT NULL DEFAULT 0 CHECK (business_discount_percent BETWEEN 0 AND 100),
  comfort_discount_percent integer NOT NULL DEFAULT 0 CHECK (comfort_discount_percent BETWEEN 0 AND 100),
  -- Inclusive 'YYYY/MM/DD' dates (Brussels), compared as text because zero-padded dates sort as dates.
  valid_from text NOT NULL,
  valid_until text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (agent_licence, campaign) REFERENCES agent_campaigns (agent_licence, code) ON UPDATE CASCADE,
  CHECK (valid_from <= valid_until)
);
CREATE UNIQUE INDEX po_numbers_code_upper ON po_numbers (upper(code));

-- Discount coupons: campaign coupons and refund coupons (refunds are coupons valid one year, SPEC 1).
CREATE TABLE coupons (
  id serial PRIMARY KEY,
  code text NOT NULL,
  campaign text NOT NULL,
  kind text NOT NULL DEFAULT 'campaign' CHECK (kind IN ('campaign', 'refund')),
  amount_cents integer CHECK (amount_cents > 0),
  percent integer CHECK (percent BETWEEN 1 AND 100),
  valid_from text NOT NULL,
  valid_until text NOT NULL,
  -- NULL: unlimited.
  max_uses integer CHECK (max_uses > 0),
  use_count integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((amount_cents IS NULL) <> (percent IS NULL)),
  CHECK (valid_from <= valid_until),
  -- The order transaction increments use_count; this check makes a concurrent last use fail, not overrun.
  CHECK (max_uses IS NULL OR use_count <= max_uses)
);
CREATE UNIQUE INDEX coupons_code_upper ON coupons (upper(code));

CREATE SEQUENCE order_receipt_seq START 100001;

-- One booking (SPEC 3 "Order payload"): every payload field is a column of the same name.
CREATE TABLE orders (
  id serial PRIMARY KEY,
  -- BONNR: the receipt number shown to the customer.
  bonnr text NOT NULL UNIQUE DEFAULT ('TB' || nextval('order_receipt_seq')::text),
  -- The booking code (e-code) that links an anonymous order to an account; random, not derived from id.
  ecode text NOT NULL UNIQUE,
  idempotency_key text UNIQUE,
  -- SHA-256 of the normalised request, so a reused key with a different order is refused.
  request_hash text NOT NULL,
  -- Owner: the logged-in user, or (anonymous) the access token that created it.
  user_id integer REFERENCES users (id) ON DELETE SET NULL,
  token_id text NOT NULL,
  status text NOT NULL DEFAULT 'awaiting_payment'
    CHECK (status IN ('awaiting_payment', 'paid', 'failed', 'canceled', 'invoiced', 'free')),
  total_cents integer NOT NULL CHECK (total_cents >= 0),

  heenterug text NOT NULL CHECK (heenterug IN ('H', 'T', 'HT')),
  soortvervoer text NOT NULL CHECK (soortvervoer IN ('combinatie', 'comfort', 'business')),
  taal text NOT NULL CHECK (taal IN ('NL', 'FR', 'EN')),
  idbesteller text NOT NULL DEFAULT '',
  idaccount text NOT NULL DEFAULT '',
  po text NOT NULL DEFAULT '',
  coupons jsonb NOT NULL DEFAULT '[]',
  promo text NOT NULL DEFAULT '',
  pax integer NOT NULL,
  koffers integer NOT NULL DEFAULT 0,
  rolstoelen integer NOT NULL DEFAULT 0,
  skis integer NOT NULL DEFAULT 0,
  kinderwagens integer NOT NULL DEFAULT 0,
  golfbags integer NOT NULL DEFAULT 0,
  fietskoffers integer NOT NULL DEFAULT 0,
  rollators integer NOT NULL DEFAULT 0,
  cargo integer NOT NULL DEFAULT 0,
  aantalks1 integer NOT NULL DEFAULT 0,
  aantalks2 integer NOT NULL DEFAULT 0,
  aantalks3 integer NOT NULL DEFAULT 0,
  aantalks4 integer NOT NULL DEFAULT 0,

  datumheen text NOT NULL DEFAULT '',
  uurvluchtheen text NOT NULL DEFAULT '',
  uurheen text NOT NULL DEFAULT '',
  vluchtnrheen text NOT NULL DEFAULT '',
  idluchthavenheen text NOT NULL DEFAULT '',
  vroegeropluchthaven numeric(3, 1),
  heenstraat text NOT NULL DEFAULT '',
  heennr text NOT NULL DEFAULT '',
  heenpostnr text NOT NULL DEFAULT '',
  heenstad text NOT NULL DEFAULT '',
  heenland text NOT NULL DEFAULT '',
  afstandheen double precision,
  reistijdheen integer,
  heenlatlonvan text NOT NULL DEFAULT '',
  heenlatlonnaar text NOT NULL DEFAULT '',

  datumterug text NOT NULL DEFAULT '',
  uurvluchtterug text NOT NULL DEFAULT '',
  uurterug text NOT NULL DEFAULT '',
  vluchtnrterug text NOT NULL DEFAULT '',
  idluchthaventerug text NOT NULL DEFAULT '',
  terugherkomst text NOT NULL DEFAULT '',
  terugstraat text NOT NULL DEFAULT '',
  terugnr text NOT NULL DEFAULT '',
  terugpostnr text NOT NULL DEFAULT '',
  terugstad text NOT NULL DEFAULT '',
  terugland text NOT NULL DEFAULT '',
  afstandterug double precision,
  reistijdterug integer,
  teruglatlonvan text NOT NULL DEFAULT '',
  teruglatlonnaar text NOT NULL DEFAULT '',

  voornaam text NOT NULL,
  naam text NOT NULL,
  telklant text NOT NULL,
  emailklant text NOT NULL,
  talic text NOT NULL DEFAULT '',
  uid text NOT NULL DEFAULT '',
  emailagent text NOT NULL DEFAULT '',
  naamagent text NOT NULL DEFAULT '',

  brutoprijsheen_cents integer NOT NULL DEFAULT 0,
  nettoprijsheen_cents integer NOT NULL DEFAULT 0,
  prijsklantheen_cents integer NOT NULL DEFAULT 0,
  kortingcouponsheen_cents integer NOT NULL DEFAULT 0,
  brutoprijsterug_cents integer NOT NULL DEFAULT 0,
  nettoprijsterug_cents integer NOT NULL DEFAULT 0,
  prijsklantterug_cents integer NOT NULL DEFAULT 0,
  kortingcouponsterug_cents integer NOT NULL DEFAULT 0,

  portal integer NOT NULL DEFAULT 0 CHECK (portal IN (0, 1)),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX orders_user ON orders (user_id, id DESC);
CREATE INDEX orders_token ON orders (token_id);
CREATE INDEX orders_status ON orders (status);

-- The coupons an order used, with the reduction each gave (cents, both legs together).
CREATE TABLE order_coupons (
  order_id integer NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  coupon_id integer NOT NULL REFERENCES coupons (id),
  reduction_cents integer NOT NULL CHECK (reduction_cents >= 0),
  PRIMARY KEY (order_id, coupon_id)
);

-- A refund coupon remembers the order it refunds.
ALTER TABLE coupons ADD COLUMN refund_order_id integer REFERENCES orders (id) ON DELETE SET NULL;
