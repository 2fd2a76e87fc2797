import { describe, expect, it } from 'vitest';
import type { MessageKey } from '../../../core/messages';
import type { AccountAddressInput, RegistrationInput } from '../../../core/validation-account';
import { errorKeys } from '../../../core/validation';
import {
  validateAccountAddress,
  validatePasswordReset,
  validateRegistration,
} from '../../../core/validation-account';

describe('validateRegistration()', () => {
  const consumer: RegistrationInput = {
    username: 'ann@example.be',
    password: 'abcdefgh',
    confirmPassword: 'abcdefgh',
    isCompany: false,
  };
  const company: RegistrationInput = {
    ...consumer,
    isCompany: true,
    company: 'Peeters NV',
    vat: 'BE0440966354',
  };

  it.each<[string, RegistrationInput, MessageKey[]]>([
    ['accepts a consumer account', consumer, []],
    ['accepts a company account', company, []],
    ['ignores company fields of a consumer', { ...consumer, vat: 'nonsense' }, []],
    ['requires a username', { ...consumer, username: ' ' }, ['username']],
    ['requires the username to be an e-mail address', { ...consumer, username: 'ann' }, ['username']],
    ['refuses a username without a domain', { ...consumer, username: 'ann@example' }, ['username']],
    ['accepts an e-mail username with spaces around it', { ...consumer, username: ' ann@example.be ' }, []],
    [
      'requires eight password characters',
      { ...consumer, password: 'abcdefg', confirmPassword: 'abcdefg' },
      ['password'],
    ],
    ['requires a matching confirmation', { ...consumer, confirmPassword: 'abcdefgX' }, ['password']],
    ['requires a company name', { ...company, company: '' }, ['company']],
    ['requires a VAT number', { ...consumer, isCompany: true, company: 'Peeters NV' }, ['vat']],
    ['requires a valid VAT number', { ...company, vat: 'BE0440966355' }, ['vat']],
    ['accepts a typed VAT number', { ...company, vat: 'be 0831.797.467' }, []],
    [
      'reports every problem at once',
      { username: '', password: '', confirmPassword: '', isCompany: true },
      ['company', 'username', 'vat', 'password'],
    ],
  ])('%s', (_name, input, expected) => {
    expect(errorKeys(validateRegistration(input))).toEqual(expected);
  });
});

describe('validatePasswordReset()', () => {
  it.each<[string, string, MessageKey[]]>([
    ['abcdefgh', 'abcdefgh', []],
    ['abcdefg', 'abcdefg', ['password']],
    ['abcdefgh', 'abcdefgi', ['password']],
  ])('checks %j confirmed as %j', (password, confirm, expected) => {
    expect(errorKeys(validatePasswordReset(password, confirm))).toEqual(expected);
  });
});

describe('validateAccountAddress()', () => {
  const full: AccountAddressInput = { street: 'Wetstraat', streetnr: '16', zip: '1000', city: 'Brussel' };
  it.each<[string, Partial<AccountAddressInput>, MessageKey[]]>([
    ['accepts a complete address', {}, []],
    ['requires a street', { street: '' }, ['address']],
    ['requires a number', { streetnr: ' ' }, ['address']],
    ['requires a postal code', { zip: '' }, ['address']],
    ['requires a city', { city: '' }, ['address']],
  ])('%s', (_name, change, expected) => {
    expect(errorKeys(validateAccountAddress({ ...full, ...change }))).toEqual(expected);
  });
});
