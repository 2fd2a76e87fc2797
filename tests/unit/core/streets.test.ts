import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { parseCsvRecords } from '../../../server/data/csv';
import { STREET_FOLD_VERSION, foldStreetName, isKnownStreet } from '../../../core/streets';

describe('foldStreetName()', () => {
  it.each<[string, string]>([
    ['Wetstraat', 'wetstraat'],
    ['  WETSTRAAT  ', 'wetstraat'],
    ['Rue de l’Église', 'rue de leglise'],
    ["Rue de l'Eglise", 'rue de leglise'],
    ['Rue de l‘Église', 'rue de leglise'],
    ['Rue de lʼÉglise', 'rue de leglise'],
    ['Sint-Pietersnieuwstraat', 'sint pietersnieuwstraat'],
    ['Sint – Pieters', 'sint pieters'],
    ['Sint\u00a0 Pieters', 'sint pieters'],
    ["'t Hof te Overbeke", 't hof te overbeke'],
    ['10ᵉ Avenue', '10e avenue'],
    ['Boulevard Général Jacques', 'boulevard general jacques'],
    ['Hauptstraße', 'hauptstrasse'],
    ['Rue du Cœur', 'rue du coeur'],
    ['Ängelholmsgatan', 'angelholmsgatan'],
    ['İstanbul', 'istanbul'],
    ['', ''],
    ["'-'", ''],
  ])('folds %j to %j', (name, folded) => {
    expect(foldStreetName(name)).toBe(folded);
  });
});

describe('isKnownStreet()', () => {
  const suggested = ['Rue de l’Église', 'Sint-Pietersnieuwstraat', 'Wetstraat'];
  it.each<[string, boolean]>([
    ['Wetstraat', true],
    ['wetstraat ', true],
    ["rue de l'eglise", true],
    ['RUE DE L EGLISE', false],
    ['rue de leglise', true],
    ['sint pietersnieuwstraat', true],
    ['Sint Pieters', false],
    ['Koningsstraat', false],
    ['', false],
    ['  ', false],
  ])('tells whether %j is one of the suggested streets (%s)', (typed, expected) => {
    expect(isKnownStreet(typed, suggested)).toBe(expected);
  });
});

/** Every street name of the geodata files, as the import reads them. */
function dataStreetNames(): string[] {
  const dir = join(import.meta.dirname, '../../../data');
  return ['streets.csv.gz', 'streets-brussels.csv.gz'].flatMap((file) =>
    parseCsvRecords(gunzipSync(readFileSync(join(dir, file))).toString('utf8')).map((r) => r.street ?? ''),
  );
}

describe('STREET_FOLD_VERSION', () => {
  // The database keeps each street's folded name from the import; the import runs again only when the
  // data or this version changes. A change of the fold that changes any real street's folded name must
  // therefore come with a new version (and a new digest here), or stored names and typed ones differ.
  it('names the fold that gives these folded names of the real street list', () => {
    const digest = createHash('sha256');
    for (const name of dataStreetNames()) digest.update(foldStreetName(name)).update('\n');
    expect({ version: STREET_FOLD_VERSION, digest: digest.digest('hex').slice(0, 16) }).toEqual({
      version: 1,
      digest: '8f915558213fb666',
    });
  });
});
