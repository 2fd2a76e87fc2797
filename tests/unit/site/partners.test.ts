import { describe, expect, it } from 'vitest';
import { PARTNERS } from '../../../site/src/config';
import { partnerSlugs, partnerTarget } from '../../../site/src/utils/partners';

describe('partnerSlugs()', () => {
  it.each([
    ['Partner One', ['partner-one', 'partnerone']],
    ['Skyline', ['skyline']],
    ['  Blue  Sky Travel ', ['blue-sky-travel', 'blueskytravel']],
  ])('gives %s the paths %j', (name, slugs) => {
    expect(partnerSlugs({ name })).toEqual(slugs);
  });

  it('gives the four configured partners distinct paths, one of them with a hyphen-free alias', () => {
    expect(PARTNERS).toHaveLength(4);
    const all = PARTNERS.flatMap((p) => partnerSlugs(p));
    expect(new Set(all).size).toBe(all.length);
    expect(all).toHaveLength(5);
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
