import { describe, expect, it } from 'vitest';
import { formatBookingDate } from '../../../core/date-display';
import { createFormat } from '../../../core/intl';
import { LANGS, LOCALE, langOf, langPath, type Lang } from '../../../core/locales';

describe('LOCALE', () => {
  it('defines one Belgian or British locale per language', () => {
    expect(LOCALE).toEqual({ nl: 'nl-BE', fr: 'fr-BE', en: 'en-GB' });
    expect(Object.keys(LOCALE)).toEqual([...LANGS]);
  });
});

describe('langOf()', () => {
  it.each<[string | undefined, Lang]>([
    ['FR', 'fr'],
    ['en-US', 'en'],
    ['fr_BE', 'fr'],
    [' nl ', 'nl'],
    ['de', 'nl'],
    ['', 'nl'],
    [undefined, 'nl'],
  ])('reads %j as %s', (code, lang) => {
    expect(langOf(code)).toBe(lang);
  });
});

describe('langPath()', () => {
  it.each<[Lang, string, string]>([
    ['nl', 'login', '/login'],
    ['fr', 'login', '/fr/login'],
    ['en', 'pricing', '/en/pricing'],
    ['nl', '', '/'],
    ['fr', '', '/fr/'],
  ])('gives the %s path of %j as %s', (lang, slug, path) => {
    expect(langPath(lang, slug)).toBe(path);
  });
});

describe('createFormat()', () => {
  const messages = {
    margin: '{hours, number} hours',
    pax: '{count, plural, one {# passenger} other {# passengers}}',
    city: 'City: {city}',
  };

  it.each<[Lang, string]>([
    ['en', '2.5 hours'],
    ['nl', '2,5 hours'],
    ['fr', '2,5 hours'],
  ])('formats numbers in the locale of %s', (lang, text) => {
    expect(createFormat(lang, messages)('margin', { hours: 2.5 })).toBe(text);
  });

  it('applies plural rules and fills placeholders', () => {
    const t = createFormat('en', messages);
    expect(t('pax', { count: 1 })).toBe('1 passenger');
    expect(t('pax', { count: 3 })).toBe('3 passengers');
    expect(t('city', { city: 'Liège' })).toBe('City: Liège');
  });
});

describe('formatBookingDate()', () => {
  it.each<[Lang, string, string | undefined, string]>([
    ['nl', '2031/03/14', '09:30', '14/03/31 09:30'],
    ['fr', '2031/03/14', '09:30', '14/03/31 09:30'],
    ['en', '2031/03/14', '09:30', '14/03/31 09:30'],
    ['en', '2031-03-14', undefined, '14/03/31'],
    ['nl', '2031/03/14 07:05', '07:05', '14/03/31 07:05'],
    ['fr', '2031/03/14', '', '14/03/31'],
    ['fr', '2031/03/14', '25:00', '14/03/31'],
    ['nl', 'soon', '09:30', 'soon'],
  ])('writes in %s %j %j as %j', (lang, date, time, text) => {
    expect(formatBookingDate(date, time, lang)).toBe(text);
  });
});
