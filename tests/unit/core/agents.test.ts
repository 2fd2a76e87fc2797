import { describe, expect, it } from 'vitest';
import { sameLicence } from '../../../core/agents';

describe('sameLicence()', () => {
  it.each<[string, string, boolean]>([
    ['TA-INV', 'TA-INV', true],
    ['ta-inv', 'TA-INV', true],
    [' TA-INV ', 'ta-inv', true],
    ['TA-INV', 'TA-1', false],
    ['', '', false],
    ['  ', '', false],
    ['', 'TA-INV', false],
    ['TA-INV', '', false],
  ])('compares %j with %j: %s', (a, b, expected) => {
    expect(sameLicence(a, b)).toBe(expected);
  });
});
