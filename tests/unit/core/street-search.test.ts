/** Finding a street by any word (issue 28): core's words, search keys and ranking, on names of the geodata. */
import { describe, expect, it } from 'vitest';
import { rankStreets, streetSearchKey, streetWords } from '../../../core/street-search';

const street = (name: string, aliases: string[] = []) => ({
  name,
  key: streetSearchKey(name, aliases),
  aliased: aliases.length > 0,
});
const GENT = [
  street('Frans van Ryhovelaan'),
  street('Familie Van Rysselberghedreef', ['ICC']),
  street('Sint-Pietersnieuwstraat'),
  street('Sint-Pietersplein'),
  street('Sint-Pietersaalststraat'),
  street('Korenmarkt'),
];
const first = (typed: string) => rankStreets(GENT, typed, 10)[0]?.name;

describe('streetWords() and streetSearchKey()', () => {
  it('splits at all but letters and digits, without case or accents', () => {
    expect(streetWords("Rue de l'Église-St-Jean 10ᵉ")).toEqual([
      'rue',
      'de',
      'l',
      'eglise',
      'st',
      'jean',
      '10e',
    ]);
  });
  it('glues an elided article to its word and adds the aliases', () => {
    expect(streetSearchKey("Rue de l'Église", ['Kerk'])).toBe(' rue de l eglise \u0001leglise kerk ');
  });
});

describe('rankStreets()', () => {
  it.each([
    ['van r', 'Familie Van Rysselberghedreef'],
    ['rysselberghe', 'Familie Van Rysselberghedreef'],
    ['icc', 'Familie Van Rysselberghedreef'],
    ['st-pieters', 'Sint-Pietersplein'],
    ['Saint Pieters nieuw', 'Sint-Pietersnieuwstraat'],
    // Any order, and "markt" as the part of a compound word.
    ['markt koren', 'Korenmarkt'],
    ['korenm', 'Korenmarkt'],
  ])('ranks %j first as %s', (typed, expected) => {
    expect(first(typed)).toBe(expected);
  });

  it('finds a glued elision as a whole word only', () => {
    const brussels = [street("Rue de l'Oiselet"), street('Rue de la Loi'), street("Rue de l'Église")];
    expect(rankStreets(brussels, 'rue de la loi', 10).map((s) => s.name)).toEqual(['Rue de la Loi']);
    expect(rankStreets(brussels, 'rue leglise', 10).map((s) => s.name)).toEqual(["Rue de l'Église"]);
  });

  it('needs every word but the articles', () => {
    expect(rankStreets(GENT, 'van zz', 10)).toEqual([]);
    expect(rankStreets(GENT, 'de korenmarkt', 10).map((s) => s.name)).toEqual(['Korenmarkt']);
  });

  it('looks inside compound words only when no name has the words at a word start', () => {
    expect(rankStreets(GENT, 'pieters', 10).map((s) => s.name)).toEqual([
      'Sint-Pietersplein',
      'Sint-Pietersaalststraat',
      'Sint-Pietersnieuwstraat',
    ]);
    expect(rankStreets(GENT, 'ietersp', 10).map((s) => s.name)).toEqual(['Sint-Pietersplein']);
  });

  it('gives nothing for text without a word, or no room', () => {
    expect(rankStreets(GENT, ' - % ', 10)).toEqual([]);
    expect(rankStreets(GENT, 'van', 0)).toEqual([]);
  });
});
