import { describe, expect, it } from 'vitest';
import { addressLine, displayName } from '../../site/src/utils/account-format';
import { accountPath, at, isAccountKey, type AccountPage } from '../../site/src/utils/account-i18n';
import { addressError, EMPTY_ADDRESS } from '../../site/src/utils/address-form';
import { LANGS } from '../../site/src/utils/i18n';
import { registerErrors, serverFieldError, type RegisterForm } from '../../site/src/utils/register-form';
import { pagePath } from '../../site/src/utils/routes';

const form = (changes: Partial<RegisterForm> = {}): RegisterForm => ({
  kind: 'consumer',
  username: 'an@example.be',
  password: 'long enough',
  confirm: 'long enough',
  firstname: '',
  lastname: '',
  phone: '',
  company: '',
  vat: '',
  ...changes,
});

describe('accountPath()', () => {
  const pages: AccountPage[] = ['home', 'login', 'register', 'account', 'reset-password'];
  it.each(LANGS)('gives the route table path of every account page in %s', (lang) => {
    for (const page of pages) expect(accountPath(lang, page)).toBe(pagePath(lang, page));
  });
});

describe('at()', () => {
  it('fills in placeholders and knows its keys', () => {
    expect(at('en', 'acc.orders.page', { page: 2, pages: 5 })).toBe('Page 2 of 5');
    expect(isAccountKey('acc.status.paid')).toBe(true);
    expect(isAccountKey('acc.status.toString')).toBe(false);
  });
});

describe('registerErrors()', () => {
  it.each([
    ['a complete consumer form', form(), {}],
    [
      'a username that is not an e-mail address',
      form({ username: 'an' }),
      { username: 'acc.field.username' },
    ],
    [
      'a short password',
      form({ password: 'short', confirm: 'short' }),
      { password: 'acc.field.passwordShort' },
    ],
    [
      'a confirmation that differs',
      form({ confirm: 'long enougH' }),
      { confirm: 'acc.field.passwordMismatch' },
    ],
    [
      'a company without name and with a bad check number',
      form({ kind: 'company', vat: 'BE0440966355' }),
      { company: 'acc.field.company', vat: 'acc.field.vat' },
    ],
    ['a company with a valid VAT number', form({ kind: 'company', company: 'X', vat: 'BE0440966354' }), {}],
  ])('%s', (_, input, expected) => {
    expect(registerErrors(input)).toEqual(expected);
  });

  it('maps the server refusals to fields', () => {
    expect(serverFieldError('username', 'username_taken')).toEqual(['username', 'acc.register.taken']);
    expect(serverFieldError('vat', 'invalid_vat')).toEqual(['vat', 'acc.field.vatUnknown']);
    expect(serverFieldError('phone', 'invalid_request')).toEqual(['phone', 'acc.field.phone']);
    expect(serverFieldError(undefined, 'server_error')).toBeUndefined();
  });

  it('names why the server finds a password too easy to guess, plainly guessable when it does not say', () => {
    expect(serverFieldError('password', 'weak_password', 'pattern')).toEqual([
      'password',
      'acc.field.passwordWeak.pattern',
    ]);
    expect(serverFieldError('password', 'weak_password', 'something new')).toEqual([
      'password',
      'acc.field.passwordWeak.guessable',
    ]);
  });
});

describe('addressError()', () => {
  const address = { ...EMPTY_ADDRESS, street: 'Korenmarkt', streetnr: '1', zip: '9000', city: 'Gent' };
  it.each([
    ['a complete Belgian address', address, undefined],
    ['a missing house number', { ...address, streetnr: ' ' }, 'acc.field.address'],
    ['a postal code that is not Belgian', { ...address, zip: '900' }, 'acc.field.zip'],
    ['a Dutch postal code abroad', { ...address, zip: '1012 AB', country: 'NL' }, undefined],
  ])('%s', (_, input, expected) => {
    expect(addressError(input)).toBe(expected);
  });
});

describe('formatting', () => {
  it('writes addresses and names', () => {
    expect(addressLine({ street: 'Korenmarkt', streetnr: '1', zip: '9000', city: 'Gent' })).toBe(
      'Korenmarkt 1, 9000 Gent',
    );
    expect(displayName({ firstname: 'An', lastname: '', username: 'an@x.be' })).toBe('An');
    expect(displayName({ firstname: '', lastname: '', username: 'an@x.be' })).toBe('an@x.be');
  });
});
