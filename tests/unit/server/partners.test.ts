import { describe, expect, it } from 'vitest';
import { partnerSlug } from '../../../server/data/partners/partners-repo';
import { partnerTarget } from '../../../server/routes/backoffice-partners';

describe('partnerSlug()', () => {
  it.each([
    ['Partner One', 'partner-one'],
    ['Skyline', 'skyline'],
    ['  Blue  Sky Travel ', 'blue-sky-travel'],
    ['Reizen Zuid & Co.', 'reizen-zuid-co'],
    ['Évasion Été', 'evasion-ete'],
    ['---', ''],
  ])('gives %j the path %j', (name, slug) => {
    expect(partnerSlug(name)).toBe(slug);
  });
});

describe('partnerTarget()', () => {
  it('leads home with the licence, agent name and partner code', () => {
    const url = new URL(partnerTarget({ name: 'Partner One', talic: 'L-1', code: 'P1' }), 'http://x');
    expect(url.pathname).toBe('/');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      TALIC: 'L-1',
      TANAME: 'Partner One',
      PARTNER: 'P1',
    });
  });
});
