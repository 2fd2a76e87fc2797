-- Brussels street names in the reader's language (issue 10): each Brussels-region name records its
-- language ('nl' or 'fr') and the same street's name in the other language (its twin), so the street
-- lookup can answer a French reader "Rue de la Loi" where a Dutch one reads "Wetstraat". NULL for
-- Flemish and Walloon streets and for Brussels names the source gives in one form only. The new
-- data/streets-brussels.csv.gz carries both columns; its changed content makes the next start
-- re-import it (server/db/geodata.ts).
ALTER TABLE streets ADD COLUMN lang text CHECK (lang IN ('nl', 'fr'));
ALTER TABLE streets ADD COLUMN twin text;
