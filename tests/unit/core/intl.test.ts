import { describe, expect, expectTypeOf, it } from 'vitest';
import { formatBookingDate } from '../../../core/date-display';
import { catalogue, cataloguePerLang, type MessageArgs } from '../../../core/intl';
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

describe('catalogue()', () => {
  const messages = {
    margin: '{hours, number} hours',
    pax: '{count, plural, one {# passenger} other {# passengers}}',
    city: 'City: {city}',
    plain: 'Plain text',
  } as const;

  it.each<[Lang, string]>([
    ['en', '2.5 hours'],
    ['nl', '2,5 hours'],
    ['fr', '2,5 hours'],
  ])('formats numbers in the locale of %s', (lang, text) => {
    expect(catalogue(lang, messages)('margin', { hours: 2.5 })).toBe(text);
  });

  it('applies plural rules and fills placeholders', () => {
    const t = catalogue('en', messages);
    expect(t('pax', { count: 1 })).toBe('1 passenger');
    expect(t('pax', { count: 3 })).toBe('3 passengers');
    expect(t('city', { city: 'Liège' })).toBe('City: Liège');
    expect(t('plain')).toBe('Plain text');
  });

  it('fills a placeholder from the defaults unless the call gives it', () => {
    const t = catalogue('en', messages, { defaults: { city: 'Gent' } });
    expect(t('city', { city: 'Liège' })).toBe('City: Liège');
    expect((t as (id: string) => string)('city')).toBe('City: Gent');
  });

  it('shows the message as written when given too few values, and the id of an unknown one', () => {
    const t = catalogue('en', messages) as (id: string) => string;
    expect(t('city')).toBe('City: {city}');
    expect(t('nowhere')).toBe('nowhere');
  });

  it('checks ids and argument names in TypeScript', () => {
    const t = catalogue('en', messages);
    // @ts-expect-error -- no such id
    t('nowhere');
    // @ts-expect-error -- city is required
    t('city', {});
    // @ts-expect-error -- a value is required
    t('city');
    expectTypeOf<MessageArgs<'Stap {step} van {total}: {name}'>>().toEqualTypeOf<'step' | 'total' | 'name'>();
    expectTypeOf<MessageArgs<'{hours, number} uur'>>().toEqualTypeOf<'hours'>();
    expectTypeOf<MessageArgs<'Plain'>>().toEqualTypeOf<never>();
  });
});

describe('catalogue() of every language', () => {
  const t = catalogue(
    { nl: { hi: 'Dag {name}' } as const, fr: { hi: 'Bonjour {name}' }, en: { hi: 'Hi {name}' } },
    { defaults: { name: 'iedereen' } },
  );

  it('formats the message of the language it is given', () => {
    expect(t('fr', 'hi', { name: 'Anne' })).toBe('Bonjour Anne');
    expect(t('nl', 'hi', { name: 'An' })).toBe('Dag An');
  });

  it('checks the ids against the Dutch catalogue', () => {
    // @ts-expect-error -- no such id
    expect(t('en', 'bye', {})).toBe('bye');
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

describe('cataloguePerLang()', () => {
  it('binds each language once, on first use, and formats in it', () => {
    const texts = cataloguePerLang({
      nl: { 'a.hi': 'Dag {name}' },
      fr: { 'a.hi': 'Bonjour {name}' },
      en: { 'a.hi': 'Hello {name}' },
    } as const);
    expect(texts('fr')).toBe(texts('fr'));
    expect(texts('fr')('a.hi', { name: 'Lies' })).toBe('Bonjour Lies');
    expect(texts('en')('a.hi', { name: 'Lies' })).toBe('Hello Lies');
  });
});
