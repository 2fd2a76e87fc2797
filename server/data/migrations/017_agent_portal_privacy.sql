-- The travel agents' portal and the erasure of personal data (issue 13).

-- When the order's personal data was erased (six months after its last leg, or when its customer
-- deleted their account); NULL while it is kept. The erasure job lists only orders without it.
ALTER TABLE orders ADD COLUMN erased_at timestamptz;
-- The erasure job's due-list: orders not yet erased by the date of their last leg (the return date
-- when the order has a return, else the outbound date; core/feedback.ts lastLegDate).
CREATE INDEX orders_erasure_due ON orders ((CASE WHEN heenterug LIKE '%T%' THEN datumterug ELSE datumheen END))
  WHERE erased_at IS NULL;

-- The portal lists an agent's bookings newest first by licence, compared as the price engine does
-- (trimmed, upper case); orders without a licence are left out of the index.
CREATE INDEX orders_agent_licence ON orders ((upper(btrim(talic))), id DESC) WHERE talic <> '';
