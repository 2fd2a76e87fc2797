import { describe, expect, it } from 'vitest';
import { foldPlaceName, matchPlaceName } from '../../../core/places';

describe('foldPlaceName()', () => {
  it.each([
    ['Sint-Joost-ten-Node', 'sintjoosttennode'],
    ['sint joost  ten node', 'sintjoosttennode'],
    ['Liège', 'liege'],
    ["L'Écluse", 'lecluse'],
    ['  Gent ', 'gent'],
  ])('folds %j to %j', (name, folded) => {
    expect(foldPlaceName(name)).toBe(folded);
  });
});

describe('matchPlaceName()', () => {
  const gent = ['Gent', 'Gand', 'Gent', 'Gand'];
  const liege = ['Luik', 'Liège', 'Luik', 'Rocourt', 'Glain', 'Liège', 'Rocourt', 'Glain'];
  const schaarbeek = ['Schaarbeek', 'Schaerbeek'];
  const stJoost = ['Sint-Joost-ten-Node', 'Saint-Josse-ten-Noode'];
  it.each<[string, readonly string[], string | null]>([
    ['Gent', gent, 'Gent'],
    ['GAND', gent, 'Gand'],
    [' gent ', gent, 'Gent'],
    ['Liege', liege, 'Liège'],
    ['rocourt', liege, 'Rocourt'],
    ['schaerbeek', schaarbeek, 'Schaerbeek'],
    ['saint josse ten noode', stJoost, 'Saint-Josse-ten-Noode'],
    ['Oostende', gent, null],
    ['Gen', gent, null],
    ['Gentbrugge', gent, null],
    ['', gent, null],
    ['  -  ', gent, null],
  ])('matches %j against the names of a postal code: %j', (typed, names, expected) => {
    expect(matchPlaceName(typed, names)).toBe(expected);
  });
});
