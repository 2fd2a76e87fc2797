import { describe, expect, it } from 'vitest';
import { resetMail } from '../../../server/accounts/reset-mail';

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
