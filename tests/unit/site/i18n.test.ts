import { describe, expect, it } from 'vitest';
import { LANGS, isLang, pageTitle, t } from '../../../site/src/utils/i18n';
import { PAGES } from '../../../site/src/utils/routes';
import { FAQ_TOPICS } from '../../../site/src/utils/faq';

// Keys, ICU syntax and placeholders of these texts are held by tests/unit/i18n/catalogues.test.ts.
describe('site texts', () => {
  it.each(LANGS)('%s gives every page a title and a description', (lang) => {
    for (const page of PAGES) {
      expect(t(lang, `page.${page}.title`).length).toBeGreaterThan(2);
      expect(t(lang, `page.${page}.description`).length).toBeGreaterThan(20);
    }
  });

  it('has 24 FAQ questions, each with an answer', () => {
    expect(FAQ_TOPICS).toHaveLength(24);
    expect(new Set(FAQ_TOPICS).size).toBe(24);
  });

  it('differs between languages, so no language is a copy of another', () => {
    expect(t('fr', 'faq.cancel.a')).not.toBe(t('en', 'faq.cancel.a'));
    expect(t('nl', 'home.intro')).not.toBe(t('en', 'home.intro'));
  });
});

describe('t()', () => {
  it('fills in placeholders', () => {
    expect(t('en', 'home.noscript', { phone: '+32 3 200 10 20' })).toBe(
      'Booking online needs JavaScript. You can also call us on +32 3 200 10 20.',
    );
  });

  it('leaves a placeholder without a value visible', () => {
    expect(t('en', 'home.noscript')).toContain('{phone}');
  });
});

describe('pageTitle()', () => {
  it('prefixes the product name', () => {
    expect(pageTitle('FAQ')).toBe('Airport Transfer – FAQ');
  });
});

describe('isLang()', () => {
  it.each([
    ['nl', true],
    ['fr', true],
    ['en', true],
    ['de', false],
    ['NL', false],
    [undefined, false],
  ])('says %s is a site language: %s', (value, expected) => {
    expect(isLang(value)).toBe(expected);
  });
});
