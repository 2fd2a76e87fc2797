import { describe, expect, it } from 'vitest';
import { LANG_REDIRECT_SCRIPT } from '../../../site/src/utils/inline-scripts';

interface Visit {
  path?: string;
  search?: string;
  hash?: string;
  stored?: string | null;
  languages?: string[];
  storageThrows?: boolean;
}

/** Runs the redirect script against stand-ins for the browser globals; gives the address it moved to. */
function redirect(visit: Visit): string | undefined {
  let target: string | undefined;
  const location = {
    pathname: visit.path ?? '/',
    search: visit.search ?? '',
    hash: visit.hash ?? '',
    replace: (url: string) => (target = url),
  };
  const localStorage = {
    getItem: () => {
      if (visit.storageThrows) throw new Error('SecurityError');
      return visit.stored ?? null;
    },
  };
  const languages = visit.languages ?? ['nl-BE'];
  const navigator = { languages, language: languages[0] };
  new Function('location', 'localStorage', 'navigator', LANG_REDIRECT_SCRIPT)(
    location,
    localStorage,
    navigator,
  );
  return target;
}

describe('LANG_REDIRECT_SCRIPT', () => {
  it.each([
    [{ languages: ['fr-BE'] }, '/fr/'],
    [{ languages: ['en-US'] }, '/en/'],
    [{ languages: ['nl-BE'] }, undefined],
    [{ languages: ['de-DE'] }, undefined],
    [{ languages: ['de-DE', 'fr'] }, '/fr/'],
    [{ languages: ['de-DE', 'nl', 'en'] }, undefined],
    [{ languages: ['EN-gb'] }, '/en/'],
  ])('follows the browser languages %j to %s', (visit, expected) => {
    expect(redirect(visit)).toBe(expected);
  });

  it('prefers the stored choice over the browser language', () => {
    expect(redirect({ stored: 'nl', languages: ['fr-FR'] })).toBeUndefined();
    expect(redirect({ stored: 'en', languages: ['fr-FR'] })).toBe('/en/');
  });

  it('ignores a stored value that is not a site language', () => {
    expect(redirect({ stored: 'xx', languages: ['fr-FR'] })).toBe('/fr/');
  });

  it('keeps the page, the query and the hash', () => {
    expect(
      redirect({ path: '/order-confirmed', search: '?PAYID=123', hash: '#top', languages: ['fr'] }),
    ).toBe('/fr/order-confirmed?PAYID=123#top');
  });

  it('stays put when storage is refused', () => {
    expect(redirect({ storageThrows: true, languages: ['fr'] })).toBeUndefined();
  });
});
