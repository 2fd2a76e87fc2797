import { describe, expect, it } from 'vitest';
import { noAccountMail, resetMail } from '../../../server/accounts/reset-mail';

const LINK = 'https://book.example.be/reset-password?username=a%40b.be&code=xyz';

describe('resetMail()', () => {
  it.each([
    ['nl', 'Nieuw wachtwoord instellen', 'Beste Ann,', '60 minuten'],
    ['fr', 'Choisir un nouveau mot de passe', 'Bonjour Ann,', '60 minutes'],
    ['en', 'Set a new password', 'Dear Ann,', '60 minutes'],
  ] as const)('writes the %s e-mail with the link in text and HTML', (lang, subject, greeting, expiry) => {
    const mail = resetMail(lang, 'Ann', LINK, 60);
    expect(mail.subject).toBe(subject);
    expect(mail.text.split('\n')[0]).toBe(greeting);
    expect(mail.text).toContain(LINK);
    expect(mail.text).toContain(expiry);
    expect(mail.html).toContain(`href="${LINK.replaceAll('&', '&#38;')}"`);
  });

  it('escapes a name that contains markup', () => {
    expect(resetMail('en', '<b>Eve</b>', LINK, 60).html).toContain('&#60;b&#62;Eve&#60;/b&#62;');
  });
});

describe('noAccountMail()', () => {
  const REGISTER = 'https://book.example.be/en/register';
  const FORGOT = 'https://book.example.be/en/login#forgot';

  it.each(['nl', 'fr', 'en'] as const)(
    'says in %s that there is no account and links both ways out',
    (lang) => {
      const mail = noAccountMail(lang, 'ghost@example.be', REGISTER, FORGOT);
      expect(mail.text).toContain('ghost@example.be');
      expect(mail.text).toContain(REGISTER);
      expect(mail.text).toContain(FORGOT);
      expect(mail.html).toContain(`href="${REGISTER}"`);
      expect(mail.text).not.toMatch(/code=/);
    },
  );

  it('escapes an address that contains markup', () => {
    expect(noAccountMail('en', '"<i>"@example.be', REGISTER, FORGOT).html).toContain('&#60;i&#62;');
  });
});
