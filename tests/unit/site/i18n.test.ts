import { describe, expect, it } from 'vitest';
import { LANGS, MESSAGES, isLang, pageTitle, t } from '../../../site/src/utils/i18n';
import { PAGES } from '../../../site/src/utils/routes';
import { FAQ_TOPICS } from '../../../site/src/utils/faq';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('site texts', () => {
  const dutchKeys = Object.keys(MESSAGES.nl).sort();

  it.each(LANGS)('%s has exactly the Dutch keys', (lang) => {
    expect(Object.keys(MESSAGES[lang]).sort()).toEqual(dutchKeys);
  });

  it.each(LANGS)('%s has no empty text', (lang) => {
    const empty = Object.entries(MESSAGES[lang]).filter(([, text]) => !text.trim());
    expect(empty).toEqual([]);
  });

  it.each(LANGS.filter((l) => l !== 'nl'))('%s uses the same placeholders as Dutch in every text', (lang) => {
    const differing = dutchKeys.filter(
      (key) =>
        JSON.stringify(placeholders(MESSAGES[lang][key as keyof typeof MESSAGES.nl])) !==
        JSON.stringify(placeholders(MESSAGES.nl[key as keyof typeof MESSAGES.nl])),
    );
    expect(differing).toEqual([]);
  });

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
