-- The routes the price call showed (issue 14): a customer quoted while the road router was down saw a
-- price over the estimate, and the order call, routing again once the router was back (or after a
-- restart), refused that price. Each leg's route as quoted is kept here for a day, so the order call
-- can honour a total the customer was shown (server/pricing/quoted-routes.ts).
CREATE TABLE quoted_routes (
  -- 'from_lat,from_lon;to_lat,to_lon' of the leg in the direction of travel.
  leg text NOT NULL,
  km numeric(8, 1) NOT NULL CHECK (km >= 0),
  minutes integer NOT NULL CHECK (minutes >= 0),
  quoted_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (leg, km, minutes)
);
CREATE INDEX quoted_routes_quoted_at ON quoted_routes (quoted_at);
