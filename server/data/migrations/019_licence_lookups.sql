-- Agent licences join the look-up throttle (issue 17): the price call now says whether a licence is
-- known, so unknown licences count towards a client's limit like unknown PO numbers and coupons
-- (server/pricing/code-throttle.ts).
ALTER TABLE code_lookups DROP CONSTRAINT code_lookups_kind_check;
ALTER TABLE code_lookups ADD CONSTRAINT code_lookups_kind_check CHECK (kind IN ('po', 'coupon', 'licence'));
