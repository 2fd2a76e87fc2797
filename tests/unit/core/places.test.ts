import { describe, expect, it } from 'vitest';
import { foldPlaceName } from '../../../core/places';

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
