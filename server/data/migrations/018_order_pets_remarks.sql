-- Pets and remarks for the driver (issue 17). Pets are an extra charged per pet per trip
-- (core/tariff.ts EXTRA_PRICES.pet), named like the other extras of the order payload; remarks are
-- plain text the customer writes for the driver, shown to the operator's back office under this name.
ALTER TABLE orders
  ADD COLUMN huisdieren integer NOT NULL DEFAULT 0 CHECK (huisdieren BETWEEN 0 AND 2),
  ADD COLUMN remarks text NOT NULL DEFAULT '' CHECK (char_length(remarks) <= 500);
