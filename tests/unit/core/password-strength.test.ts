import { describe, expect, it } from 'vitest';
import { passwordWeakness } from '../../../core/password-strength';

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
