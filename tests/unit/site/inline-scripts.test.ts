import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../../site/src/config';
import { COOKIE_NOTICE_SCRIPT, LANG_REDIRECT_SCRIPT } from '../../../site/src/utils/inline-scripts';

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

describe('COOKIE_NOTICE_SCRIPT', () => {
  /** Runs the script with a notice that starts hidden and a storage holding `stored` (or throwing). */
  function shown(stored: string | null | 'throws', notice = true): boolean | undefined {
    const element = { hidden: true };
    const document = { getElementById: (id: string) => (notice && id === 'cookie-notice' ? element : null) };
    const localStorage = {
      getItem: (key: string) => {
        if (stored === 'throws') throw new Error('SecurityError');
        return key === STORAGE_KEYS.cookieNotice ? stored : 'other';
      },
    };
    new Function('document', 'localStorage', COOKIE_NOTICE_SCRIPT)(document, localStorage);
    return notice ? !element.hidden : undefined;
  }

  it('shows the notice until its dismissal is stored', () => {
    expect(shown(null)).toBe(true);
    expect(shown('2026-11-29T08:00:00.000Z')).toBe(false);
  });

  it('shows it when storage cannot be read, and does nothing on a page without it', () => {
    expect(shown('throws')).toBe(true);
    expect(() => shown(null, false)).not.toThrow();
  });
});
