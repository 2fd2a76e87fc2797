/** The widget's translate function over the messages as the build ships them: precompiled ICU ASTs. */
import { parse } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { createTranslate } from '../../../widget/i18n';
import en from '../../../widget/i18n/en';
import fr from '../../../widget/i18n/fr';
import type { Messages } from '../../../widget/i18n/nl';

/** The messages of a language compiled the way rollup.config.mjs's precompiledMessages plugin does. */
const compiled = (messages: Messages) =>
  Object.fromEntries(Object.entries(messages).map(([id, text]) => [id, parse(text)])) as unknown as Messages;

describe.each([
  ['source texts', (m: Messages) => m],
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
