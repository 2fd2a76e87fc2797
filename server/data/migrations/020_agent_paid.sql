-- Rides on a PO that the travel agency pays for are invoiced rides (issue 23). The price engine used to
-- price them at 0 and finish them as `free`, so the agency was never billed. Such orders become
-- `invoiced` at their full price: each booked leg's customer price is its net price (after the PO's
-- discount; no coupon was ever applied to them), and the total is their sum. Their settlement in the
-- history becomes the invoice settlement at the same moment, so each lands on the monthly statement of
-- the month it was settled in. Free orders without such a PO (or with nothing to bill) stay free.
UPDATE order_status_changes c
   SET to_status = 'invoiced', cause = 'invoice'
  FROM orders o
  JOIN po_numbers p ON upper(p.code) = upper(btrim(o.po))
 WHERE c.order_id = o.id AND c.to_status = 'free'
   AND o.status = 'free' AND o.po <> '' AND p.paid_by_agent
   AND upper(btrim(p.agent_licence)) = upper(btrim(o.talic))
   AND o.nettoprijsheen_cents + o.nettoprijsterug_cents > 0;

UPDATE orders o
   SET status = 'invoiced',
       prijsklantheen_cents = o.nettoprijsheen_cents,
       prijsklantterug_cents = o.nettoprijsterug_cents,
       kortingcouponsheen_cents = 0,
       kortingcouponsterug_cents = 0,
       total_cents = o.nettoprijsheen_cents + o.nettoprijsterug_cents
  FROM po_numbers p
 WHERE upper(p.code) = upper(btrim(o.po))
   AND o.status = 'free' AND o.po <> '' AND p.paid_by_agent
   AND upper(btrim(p.agent_licence)) = upper(btrim(o.talic))
   AND o.nettoprijsheen_cents + o.nettoprijsterug_cents > 0;
