import { describe, expect, it } from 'vitest';
import { validateOrganiserRequest } from '../../../site/src/utils/organiser-request';

const valid = {
  name: 'Jazz Festival',
  email: 'info@jazz.be',
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

  it('names every faulty field', () => {
    expect(validateOrganiserRequest({ name: '', email: 'no-at-sign', motivation: '' })).toEqual({
      name: 'eventsRegister.nameRequired',
      email: 'eventsRegister.emailInvalid',
      motivation: 'eventsRegister.motivationRequired',
    });
  });
});
