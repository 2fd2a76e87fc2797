import { describe, expect, it } from 'vitest';
import { validateOrganiserRequest, websiteAddress } from '../../../site/src/utils/organiser-request';

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
    ['phone', { phone: 'call me' }, 'org.phoneInvalid'],
    ['website', { website: 'javascript:alert(1)' }, 'org.websiteInvalid'],
    ['website', { website: 'ftp://example.be' }, 'org.websiteInvalid'],
    ['website', { website: 'example' }, 'org.websiteInvalid'],
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
      contact: 'org.contactRequired',
      motivation: 'eventsRegister.motivationRequired',
    });
  });

  // Issue 31: "example.be" was refused without saying that https:// was wanted; the form adds it.
  it.each(['example.be', 'www.example.be/events', ' http://example.be ', 'https://example.be'])(
    'accepts the website %j',
    (website) => {
      expect(validateOrganiserRequest({ ...valid, website })).toEqual({});
    },
  );
});

describe('websiteAddress()', () => {
  it('adds https:// to an address without a scheme and keeps one with it', () => {
    expect(websiteAddress(' example.be ')).toBe('https://example.be');
    expect(websiteAddress('www.example.be/events')).toBe('https://www.example.be/events');
    expect(websiteAddress('http://example.be')).toBe('http://example.be');
    expect(websiteAddress('HTTPS://example.be')).toBe('HTTPS://example.be');
    expect(websiteAddress('   ')).toBe('');
    expect(websiteAddress('javascript:alert(1)')).toBe('javascript:alert(1)');
  });
});
