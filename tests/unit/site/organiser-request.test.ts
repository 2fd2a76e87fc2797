import { describe, expect, it } from 'vitest';
import { validateOrganiserRequest } from '../../../site/src/utils/organiser-request';

const valid = {
  name: 'Jazz Festival',
  email: 'info@jazz.be',
  contact: 'Els De Smet',
  phone: '+32 9 123 45 67',
  website: '',
  password: 'feestelijke-tent-48',
  confirmPassword: 'feestelijke-tent-48',
  motivation: 'We bring 3000 visitors each year.',
};

describe('validateOrganiserRequest()', () => {
  it('accepts a complete request', () => {
    expect(validateOrganiserRequest(valid)).toEqual({});
  });

  it('requires a motivation that is more than spaces', () => {
    expect(validateOrganiserRequest({ ...valid, motivation: '   ' })).toEqual({
      motivation: 'eventsRegister.motivationRequired',
    });
  });

  it.each([
    ['phone', { phone: 'call me' }, 'org.invalid'],
    ['website', { website: 'javascript:alert(1)' }, 'org.invalid'],
    ['password', { password: 'kort', confirmPassword: 'kort' }, 'org.passwordShort'],
    ['confirmPassword', { confirmPassword: 'feestelijke-tent-49' }, 'org.passwordMismatch'],
  ])('names a bad %s', (field, overrides, key) => {
    expect(validateOrganiserRequest({ ...valid, ...overrides })).toEqual({ [field]: key });
  });

  it('names every faulty field', () => {
    expect(
      validateOrganiserRequest({ ...valid, name: '', email: 'no-at-sign', contact: ' ', motivation: '' }),
    ).toEqual({
      name: 'eventsRegister.nameRequired',
      email: 'eventsRegister.emailInvalid',
      contact: 'org.invalid',
      motivation: 'eventsRegister.motivationRequired',
    });
  });
});
