import { describe, expect, it } from 'vitest';
import { LANG_REDIRECT_SCRIPT, agentParamsScript } from '../../../site/src/utils/inline-scripts';

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

/** Runs the agent script on a stand-in element; gives the attributes it set. */
function agentAttributes(search: string, id = 'booking'): Record<string, string> {
  const attributes: Record<string, string> = {};
  const element = { setAttribute: (name: string, value: string) => (attributes[name] = value) };
  const document = { getElementById: (wanted: string) => (wanted === 'booking' ? element : null) };
  new Function('location', 'document', agentParamsScript(id))({ search }, document);
  return attributes;
}

describe('agentParamsScript()', () => {
  it('copies every agent query value onto its attribute', () => {
    expect(
      agentAttributes('?TALIC=L1&UID=u9&TAEMAIL=a%40b.be&TANAME=Reis+Bureau&PARTNER=P1&AGENT=1&other=x'),
    ).toEqual({
      talic: 'L1',
      uid: 'u9',
      taemail: 'a@b.be',
      taname: 'Reis Bureau',
      partner: 'P1',
      agent: '1',
    });
  });

  it('accepts lower-case names and skips empty values', () => {
    expect(agentAttributes('?talic=L2&TANAME=')).toEqual({ talic: 'L2' });
  });

  it('does nothing without the element', () => {
    expect(agentAttributes('?TALIC=L1', 'missing')).toEqual({});
  });
});
