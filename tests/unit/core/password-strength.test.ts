import { describe, expect, it } from 'vitest';
import { ESTIMATED_PASSWORD_LENGTH, estimatedPart, passwordWeakness } from '../../../core/password-strength';

describe('passwordWeakness()', () => {
  it.each([
    ['password', 'common'],
    ['12345678', 'common'],
    ['Passw0rd!', 'common'],
    ['motdepasse', 'common'],
    ['qwertyuiop', 'common'],
    ['azertyuiop', 'pattern'],
    ['aaaaaaaa', 'pattern'],
    ['abcdefgh', 'pattern'],
    ['kersenboom', 'guessable'],
    ['Zomer2024', 'guessable'],
  ])('refuses %j as %s', (password, reason) => {
    expect(passwordWeakness(password)).toBe(reason);
  });

  it('refuses the customer’s own e-mail address, its name part and names', () => {
    const personal = ['tine.peeters@example.be', 'Tine', 'Peeters'];
    expect(passwordWeakness('tine.peeters@example.be', personal)).toBe('personal');
    expect(passwordWeakness('tine.peeters', personal)).toBe('personal');
  });

  it.each(['fiets-paraplu-7', 'correct horse battery', 'lange-kerstboom-9', 'Kx8#qL2v!mZ'])(
    'accepts %j',
    (password) => {
      expect(passwordWeakness(password)).toBeNull();
    },
  );
});

describe('estimatedPart()', () => {
  it('keeps a password of up to 100 characters whole and cuts a longer one to its first 100', () => {
    const long = 'Lange-kerstboom-91 '.repeat(53);
    expect(estimatedPart(long)).toBe(long.slice(0, ESTIMATED_PASSWORD_LENGTH));
    expect(estimatedPart('fiets-paraplu-7')).toBe('fiets-paraplu-7');
  });

  it('counts characters, so a character outside the BMP is never cut in half', () => {
    const part = estimatedPart('🚕'.repeat(120));
    expect(Array.from(part)).toHaveLength(ESTIMATED_PASSWORD_LENGTH);
    expect(part).toBe('🚕'.repeat(ESTIMATED_PASSWORD_LENGTH));
  });

  it('judges a longer password by its first 100 characters alone', () => {
    const repeated = 'a'.repeat(ESTIMATED_PASSWORD_LENGTH);
    expect(passwordWeakness(`${repeated}Kx8#qL2v!mZ`)).toBe(passwordWeakness(repeated));
    expect(passwordWeakness(repeated)).toBe('pattern');
  });
});
