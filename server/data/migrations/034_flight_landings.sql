-- Late flights (issue 26): the landing of each return leg's flight as the flight-status provider or the
-- dispatcher last gave it, and the pickup that follows it. The rule (core/late-flights.ts) and who may
-- set it (server/flights/) are the server's; this table only holds the facts.
CREATE TABLE flight_landings (
  order_id integer NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  -- Only a return leg meets a landing flight.
  leg text NOT NULL DEFAULT 'T' CHECK (leg = 'T'),
  -- The flight number asked about, as the order holds it when the landing was given.
  flight text NOT NULL DEFAULT '' CHECK (length(flight) <= 20),
  -- The expected (or, once landed, actual) landing; null while the provider knows none.
  landing_at timestamptz,
  landed boolean NOT NULL DEFAULT false,
  source text NOT NULL CHECK (source IN ('provider', 'dispatcher')),
  -- When the provider was last asked (or the dispatcher set it): the flight check asks at most once per
  -- 15 minutes per flight.
  checked_at timestamptz NOT NULL DEFAULT now(),
  set_by integer REFERENCES users (id) ON DELETE SET NULL,
  -- The pickup that follows the landing, and the one the driver was last told (null: the planned one).
  effective_pickup_at timestamptz,
  told_pickup_at timestamptz,
  -- The pickup the driver had been told before the last move of more than 15 minutes (the sheet's old → new).
  moved_from_at timestamptz,
  PRIMARY KEY (order_id, leg)
);
