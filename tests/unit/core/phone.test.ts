import metadata from 'libphonenumber-js/mobile/metadata';
import { describe, expect, it } from 'vitest';
import { PHONE_EXAMPLES, isMobilePhone } from '../../../core/phone';

describe('isMobilePhone()', () => {
  it.each<[string, string, boolean]>([
    ['a Belgian mobile number', '+32470123456', true],
    ['a Belgian mobile number with spaces', '+32 470 12 34 56', true],
    ['a Belgian mobile number without the country code', '0470 12 34 56', true],
    ['a Dutch mobile number', '+31612345678', true],
    ['a French mobile number', '+33612345678', true],
    ['a Luxembourg mobile number', '+352621123456', true],
    ['a number of a plan without separate mobile numbers', '+14155552671', true],
    ['a Belgian landline', '+3232001020', false],
    ['a Brussels landline', '+3222001020', false],
    ['a Belgian landline without the country code', '03 200 10 20', false],
    ['a Belgian mobile number one digit short', '+3247012345', false],
    ['a mobile number of another country read as Belgian', '0612345678', false],
    ['text', 'call me', false],
    ['nothing', '', false],
  ])('judges %s (%s): %s', (_name, phone, expected) => {
    expect(isMobilePhone(phone, metadata)).toBe(expected);
  });
});

describe('PHONE_EXAMPLES', () => {
  it.each(Object.entries(PHONE_EXAMPLES))('shows a valid mobile number as the %s example', (_kind, phone) => {
    expect(isMobilePhone(phone, metadata)).toBe(true);
  });
});
