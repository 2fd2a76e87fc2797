-- Issue 28: other names a customer types for a street, such as a venue's ("ICC" for the ICC Gent's
-- Familie Van Rysselberghedreef). The street search adds them to the street's words; the suggestion is
-- always the street's official name, so the booking's address stays one the geodata knows. The operator
-- extends the list (`npm run admin -- street-aliases`); streets are re-imported with the geodata, so a
-- row names its street by postal code and name, not by id.
CREATE TABLE street_aliases (
  postcode integer NOT NULL,
  street text NOT NULL,
  alias text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (postcode, alias)
);

INSERT INTO street_aliases (postcode, street, alias)
VALUES (9000, 'Familie Van Rysselberghedreef', 'ICC'),
       (9000, 'Familie Van Rysselberghedreef', 'ICC Gent'),
       (9000, 'Familie Van Rysselberghedreef', 'International Convention Center');
