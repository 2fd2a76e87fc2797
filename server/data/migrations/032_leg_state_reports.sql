-- The driver's day (issue 26): each state a driver reports of a leg (on the way, on board, done, no
-- show), when and by whom. The leg's current state stays on orders.outcome_heen/outcome_terug, which
-- the dispatch sheet reads; these rows say when it was reported, for the sheet and the driver's screen.
CREATE TABLE leg_state_reports (
  id bigserial PRIMARY KEY,
  order_id integer NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  leg text NOT NULL CHECK (leg IN ('H', 'T')),
  state text NOT NULL CHECK (state IN ('on_the_way', 'on_board', 'done', 'no_show')),
  driver_id integer REFERENCES drivers (id) ON DELETE SET NULL,
  reported_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX leg_state_reports_leg ON leg_state_reports (order_id, leg, reported_at DESC);
