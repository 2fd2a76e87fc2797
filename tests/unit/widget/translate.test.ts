/**
 * The widget's translate function over its texts as written and as the build ships them (precompiled
 * ICU ASTs), and the loading of its catalogues feature by feature.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { LANGS, createTranslate, loadTexts } from '../../../widget/i18n';
import type { Catalogue, Messages } from '../../../core';
import { WIDGET_CATALOGUES, en, fr } from '../../support/widget-texts';

/** The messages of a language compiled the way the build's formatjs-catalogues plugin does (the same ASTs as the parser's). */
const compiled = (messages: Catalogue): Messages =>
  Object.fromEntries(Object.entries(messages).map(([id, text]) => [id, parse(text)]));

describe.each([
  ['source texts', (m: Catalogue): Messages => m],
  ['precompiled ASTs', compiled],
])('createTranslate() over %s', (_name, load) => {
  it('fills placeholders, plurals and numbers in the language of the element', () => {
    const t = createTranslate('en', load(en));
    expect(t('overview.passengers', { count: 1 })).toBe('1 passenger');
    expect(t('overview.passengers', { count: 3 })).toBe('3 passengers');
    expect(t('start.loginHint', { login: 'Log in', register: 'register' })).toBe(
      'Have an account? Log in or register to book faster.',
    );
    const margin = createTranslate('fr', load(fr));
    expect(margin('addresses.marginOption', { hours: 2.5, whole: 2, minutes: 30 })).toBe('2\u202Fh\u202F30');
    expect(margin('addresses.marginOption', { hours: 3, whole: 3, minutes: 0 })).toBe('3\u202Fh');
  });

  it('shows the message as written, or the id of a precompiled one, when given too few values', () => {
    const messages = load(en);
    const t = createTranslate('en', messages);
    const written = typeof messages['overview.passengers'] === 'string' ? en['overview.passengers'] : null;
    expect(t('overview.passengers')).toBe(written ?? 'overview.passengers');
  });
});

describe('the texts that were plain strings with `{name}` slots (cards, remarks, event mode)', () => {
  const t = createTranslate('en', en);

  it('fills them through ICU, with plurals where a number counts something', () => {
    expect(t('cards.capacity', { pax: 7 })).toBe(
      'Up to 7 passengers; the bar below shows how much luggage still fits',
    );
    expect(t('cards.capacity', { pax: 1 })).toBe(
      'Up to 1 passenger; the bar below shows how much luggage still fits',
    );
    expect(t('cards.reason.notice', { days: 1 })).toBe(
      'Combi must be booked at least 1 day ahead, or later with a valid PO number from your travel agency.',
    );
    expect(createTranslate('fr', fr)('remarks.invalid', { max: 500 })).toBe(
      'Utilisez du texte simple d’au plus 500 caractères.',
    );
    expect(t('event.venue', { venue: 'Hal', street: 'Kaai', nr: 3, postal: '9000', city: 'Gent' })).toBe(
      'Venue: Hal, Kaai 3, 9000 Gent',
    );
  });
});

describe('loadTexts()', () => {
  it('loads a feature in one language only when asked, and a translate made before finds it', async () => {
    const texts = await loadTexts('fr', ['start']);
    const t = createTranslate('fr', texts);
    expect(t('nav.next')).toBe(fr['nav.next']);
    expect(t('cards.unavailable')).toBe('cards.unavailable');
    await loadTexts('fr', ['vehicle']);
    expect(t('cards.unavailable')).toBe(fr['cards.unavailable']);
    expect(texts['nav.next']).toBe(fr['nav.next']);
    expect((await loadTexts('en', []))['nav.next']).toBeUndefined();
  });

  it('has no id in two features, so the order in which they arrive changes no text', () => {
    const ids = Object.values(WIDGET_CATALOGUES).flatMap((texts) => Object.keys(texts.nl));
    expect(ids.length).toBe(new Set(ids).size);
  });

  it('names every catalogue module the way the build precompiles it', () => {
    const build = /[\\/]i18n[\\/][a-z]+(-[a-z]+)*-(nl|fr|en)\.ts$/;
    const helpers = ['index.ts', 'describe.ts', 'rule-values.ts', 'fallback.ts'];
    const files = readdirSync(join(import.meta.dirname, '../../../widget/i18n')).filter(
      (f) => !helpers.includes(f),
    );
    expect(files.filter((file) => !build.test(`/i18n/${file}`))).toEqual([]);
    expect(files.sort()).toEqual(
      Object.keys(WIDGET_CATALOGUES)
        .flatMap((feature) => LANGS.map((lang) => `${feature}-${lang}.ts`))
        .sort(),
    );
  });
});
