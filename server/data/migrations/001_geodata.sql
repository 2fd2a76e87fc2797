-- Belgian postal codes, street names and airports (imported from data/ by server/db/geodata.ts).
CREATE TABLE postcodes (
  postcode integer PRIMARY KEY,
  region text NOT NULL,
  municipality_nl text NOT NULL,
  municipality_fr text NOT NULL,
  localities_nl text[] NOT NULL,
  localities_fr text[] NOT NULL,
  lat double precision NOT NULL,
  lon double precision NOT NULL
);

-- postcode NULL marks a Brussels-region name, valid for every postal code from 1000 to 1210.
CREATE TABLE streets (
  id serial PRIMARY KEY,
  postcode integer,
  name text NOT NULL,
  name_lower text NOT NULL,
  lat double precision,
  lon double precision
);
CREATE INDEX streets_postcode_name ON streets (postcode, name_lower text_pattern_ops);

CREATE TABLE airports (
  id text PRIMARY KEY,
  icao text NOT NULL,
  name text NOT NULL,
  municipality text NOT NULL,
  country text NOT NULL,
  lat double precision NOT NULL,
  lon double precision NOT NULL,
  core boolean NOT NULL,
  served boolean NOT NULL DEFAULT false
);

-- One row per imported data file with its content hash, so a restart skips unchanged files.
CREATE TABLE geodata_imports (
  file text PRIMARY KEY,
  sha256 text NOT NULL,
  rows integer NOT NULL,
  imported_at timestamptz NOT NULL DEFAULT now()
);
