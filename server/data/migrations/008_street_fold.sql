-- Street names folded for search by core's foldStreetName (core/streets.ts), the rule the wizard and
-- the order check use to tell a known street: lower case, accents dropped, apostrophes of every kind
-- removed, hyphens as spaces, white space collapsed. The generated column of 003 folded with an SQL
-- translate() that knew fewer accents and only the straight apostrophe, so the search and the wizard
-- disagreed. The geodata import now writes the folded name computed in TypeScript, so both give the
-- same answers by construction (tests/api/street-fold.test.ts checks every row).
ALTER TABLE streets DROP COLUMN name_fold;
ALTER TABLE streets ADD COLUMN name_fold text NOT NULL DEFAULT '';
CREATE INDEX streets_postcode_fold ON streets (postcode, name_fold text_pattern_ops);

-- The street rows of an existing database have no folded names yet: forgetting their import makes the
-- next start (which imports geodata right after migrating) import the street files again.
DELETE FROM geodata_imports WHERE file IN ('streets.csv.gz', 'streets-brussels.csv.gz');
