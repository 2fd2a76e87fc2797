-- From the booking to the driver (issue 26): the operator's drivers and vehicles, who drives each leg
-- in which vehicle, and the driver's own account. The rules (capacity, overlap, who may read what) are
-- server-side (server/fleet/, server/driver/); these tables only hold the facts.

-- A driver logs in with an account of their own type, which sees only their own legs.
ALTER TABLE users DROP CONSTRAINT users_user_type_check;
ALTER TABLE users ADD CONSTRAINT users_user_type_check
  CHECK (user_type IN ('consumer', 'company', 'agent', 'organiser', 'operator', 'dispatcher', 'driver'));

CREATE TABLE drivers (
  id serial PRIMARY KEY,
  -- The driver's login (a users row of type 'driver'); null until the operator gives them one.
  user_id integer UNIQUE REFERENCES users (id) ON DELETE SET NULL,
  first_name text NOT NULL CHECK (length(first_name) BETWEEN 1 AND 80),
  last_name text NOT NULL DEFAULT '' CHECK (length(last_name) <= 80),
  -- E.164, as libphonenumber-js formats it ('+32470123456'); the customer's message and the SMS use it.
  mobile text NOT NULL CHECK (mobile ~ '^\+[1-9][0-9]{6,14}$'),
  -- The languages the driver speaks (ISO 639-1 codes), shown to the dispatcher.
  languages text[] NOT NULL DEFAULT '{}',
  -- An optional photo for the customer's message (JPEG or PNG, small; the back office bounds the size).
  photo bytea,
  photo_type text NOT NULL DEFAULT '' CHECK (photo_type IN ('', 'image/jpeg', 'image/png')),
  disabled_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE vehicles (
  id serial PRIMARY KEY,
  -- The plate as the operator types it, upper-cased without spaces ('1ABC234'); one vehicle per plate.
  plate text NOT NULL UNIQUE CHECK (plate ~ '^[A-Z0-9-]{2,12}$'),
  model text NOT NULL CHECK (length(model) BETWEEN 1 AND 80),
  colour text NOT NULL DEFAULT '' CHECK (length(colour) <= 40),
  -- Passenger seats (the driver's own seat not counted) and luggage units (a suitcase is one).
  seats integer NOT NULL CHECK (seats BETWEEN 1 AND 60),
  luggage_units integer NOT NULL CHECK (luggage_units BETWEEN 0 AND 100),
  -- The transport type the vehicle serves, as orders.soortvervoer names it.
  vehicle_type text NOT NULL CHECK (vehicle_type IN ('combinatie', 'comfort', 'business')),
  wheelchair_accessible boolean NOT NULL DEFAULT false,
  disabled_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Who drives one leg ('H' departure, 'T' return) of an order, and in which vehicle. Either may be set
-- first; the customer is told who comes once both are.
CREATE TABLE leg_assignments (
  order_id integer NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  leg text NOT NULL CHECK (leg IN ('H', 'T')),
  driver_id integer REFERENCES drivers (id),
  vehicle_id integer REFERENCES vehicles (id),
  assigned_at timestamptz NOT NULL DEFAULT now(),
  assigned_by integer REFERENCES users (id) ON DELETE SET NULL,
  PRIMARY KEY (order_id, leg)
);
CREATE INDEX leg_assignments_driver ON leg_assignments (driver_id) WHERE driver_id IS NOT NULL;
CREATE INDEX leg_assignments_vehicle ON leg_assignments (vehicle_id) WHERE vehicle_id IS NOT NULL;

-- The leg's state as the driver reports it, on the outcome the back office already marks: on the way,
-- customer on board, then done or no show.
ALTER TABLE orders DROP CONSTRAINT orders_outcome_heen_check;
ALTER TABLE orders ADD CONSTRAINT orders_outcome_heen_check
  CHECK (outcome_heen IN ('', 'on_the_way', 'on_board', 'done', 'no_show'));
ALTER TABLE orders DROP CONSTRAINT orders_outcome_terug_check;
ALTER TABLE orders ADD CONSTRAINT orders_outcome_terug_check
  CHECK (outcome_terug IN ('', 'on_the_way', 'on_board', 'done', 'no_show'));
