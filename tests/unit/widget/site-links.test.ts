import { describe, expect, it, vi } from 'vitest';
import { siteBaseOf, siteHref } from '../../../widget/site-links';

const SCRIPT_API = 'https://book.example.be/api';

describe('siteBaseOf()', () => {
  it('takes the origin the script came from when there is no site-url', () => {
    expect(siteBaseOf(undefined, SCRIPT_API)).toBe('https://book.example.be/');
    expect(siteBaseOf('  ', SCRIPT_API)).toBe('https://book.example.be/');
  });

  it.each([
    ['https://www.example.be', 'https://www.example.be/'],
    ['http://www.example.be/', 'http://www.example.be/'],
    ['https://www.example.be/boeken', 'https://www.example.be/boeken/'],
    ['https://www.example.be/?utm=x#top', 'https://www.example.be/'],
  ])('takes the http(s) site-url %s as %s', (value, base) => {
    const warn = vi.fn();
    expect(siteBaseOf(value, SCRIPT_API, warn)).toBe(base);
    expect(warn).not.toHaveBeenCalled();
  });

  it.each([
    'javascript:alert(1)',
    'data:text/html,<p>hi</p>',
    '/fr/login',
    'www.example.be',
    'ftp://example.be/',
    'https://user:secret@example.be/',
    'https//typo',
  ])('falls back to the script origin with a warning for %s', (value) => {
    const warn = vi.fn();
    expect(siteBaseOf(value, SCRIPT_API, warn)).toBe('https://book.example.be/');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain('site-url');
  });
});

describe('siteHref()', () => {
  it.each([
    ['nl', 'login', 'https://www.example.be/login'],
    ['fr', 'login', 'https://www.example.be/fr/login'],
    ['en', 'pricing', 'https://www.example.be/en/pricing'],
    ['fr', 'terms', 'https://www.example.be/fr/terms'],
  ] as const)('puts the %s page %s on the operator site with the site prefix', (lang, slug, url) => {
    expect(siteHref('https://www.example.be/', lang, slug)).toBe(url);
  });

  it('keeps the path of a site that lives below its origin', () => {
    expect(siteHref('https://www.example.be/boeken/', 'fr', 'register')).toBe(
      'https://www.example.be/boeken/fr/register',
    );
    expect(siteHref('https://www.example.be/boeken/', 'nl', '')).toBe('https://www.example.be/boeken/');
  });
});
