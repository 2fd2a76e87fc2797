-- Issue 23: the cancellation clock runs from the earliest pickup an order ever had.
-- The earliest pickup instant of each leg from before the customer's changes (server/manage/change.ts
-- writes it with every change, core's cancellationClockPickup counts from it). NULL while the order
-- was never changed: its pickup then is the earliest it had.
ALTER TABLE orders ADD COLUMN earliest_pickup_heen timestamptz;
ALTER TABLE orders ADD COLUMN earliest_pickup_terug timestamptz;
