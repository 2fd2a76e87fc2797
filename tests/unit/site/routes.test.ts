import { describe, expect, it } from 'vitest';
import { PAGES, pagePath, staticRoutes } from '../../../site/src/utils/routes';

describe('pagePath()', () => {
  it.each([
    ['nl', 'home', '/'],
    ['fr', 'home', '/fr/'],
    ['en', 'home', '/en/'],
    ['nl', 'about', '/about'],
    ['fr', 'order-confirmed', '/fr/order-confirmed'],
    ['en', 'reset-password', '/en/reset-password'],
  ] as const)('puts %s %s at %s', (lang, page, path) => {
    expect(pagePath(lang, page)).toBe(path);
  });

  it('gives the SPEC route paths unprefixed in Dutch', () => {
    for (const route of [
      '/about',
      '/contact',
      '/faq',
      '/jobs',
      '/terms',
      '/pricing',
      '/phone',
      '/privacy',
      '/customers',
      '/events',
      '/event',
      '/events-register',
      '/order-confirmed',
      '/order-failed',
      '/order-canceled',
      '/login',
      '/register',
      '/account',
      '/reset-password',
    ]) {
      expect(PAGES.map((p) => pagePath('nl', p))).toContain(route);
    }
  });
});

describe('staticRoutes()', () => {
  const routes = staticRoutes();

  it('builds every page once per language', () => {
    expect(routes).toHaveLength(PAGES.length * 3);
    expect(new Set(routes.map((r) => r.params.path)).size).toBe(routes.length);
  });

  it('builds the Dutch home page at the root and the others under their language', () => {
    expect(routes.find((r) => r.props.page === 'home' && r.props.lang === 'nl')?.params.path).toBeUndefined();
    expect(routes.find((r) => r.props.page === 'home' && r.props.lang === 'fr')?.params.path).toBe('fr');
    expect(routes.find((r) => r.props.page === 'faq' && r.props.lang === 'en')?.params.path).toBe('en/faq');
  });
});
