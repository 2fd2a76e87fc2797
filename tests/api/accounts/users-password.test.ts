import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from '../../../server/mail/mailer';
import { startTestServer, type TestServer } from '../../support/server';

let server: TestServer;
let anon: string;
beforeAll(async () => {
  server = await startTestServer({ PUBLIC_URL: 'https://book.example.be' });
  anon = await token({ grant_type: 'client_credentials' });
});
afterAll(() => server.close());

async function grant(fields: Record<string, string>) {
  return server.api('/token', { json: { client_id: 'webapp', ...fields } });
}
async function token(fields: Record<string, string>): Promise<string> {
  const { status, body } = await grant(fields);
  expect(status).toBe(200);
  return body.access_token;
}

let counter = 0;
async function newUser(password = 'eerste-paraplu-3', email?: string) {
  const username = `reset${++counter}@example.be`;
  const { body } = await server.api('/billousers/newuser', {
    token: anon,
    json: {
      username,
      email: email ?? username,
      password,
      confirmPassword: password,
      firstname: 'Wim',
      lastname: 'Maes',
    },
  });
  return { id: body.data.id as number, username };
}

/** Requests a reset e-mail and returns the code from the link in it. */
async function resetCode(
  email: string,
  query = '',
): Promise<{ code: string; mail: ReturnType<typeof readOutbox>[number] }> {
  const before = readOutbox(server.dataDir).length;
  const { status, body } = await server.api(
    `/billousers/resetpasswordemail?email=${encodeURIComponent(email)}${query}`,
    {
      token: anon,
    },
  );
  expect(status).toBe(200);
  expect(body).toEqual({ status: true, data: { sent: true } });
  const mail = readOutbox(server.dataDir)[before]!;
  const link = /https:\/\/book\.example\.be\/((fr|en)\/)?reset-password\?\S+/.exec(mail.text)?.[0];
  expect(link).toBeDefined();
  return { code: new URL(link!).searchParams.get('code')!, mail };
}

describe('password reset by e-mail', () => {
  it('mails a Dutch link with username and code, then sets the new password once', async () => {
    const user = await newUser();
    const { code, mail } = await resetCode(user.username);
    expect(mail.to).toBe(user.username);
    expect(mail.subject).toBe('Nieuw wachtwoord instellen');
    expect(mail.text).toContain(`username=${encodeURIComponent(user.username)}`);
    expect(mail.html).toContain('Beste Wim Maes');
    const valid = await server.api(`/billousers/passwordresetvalid?username=${user.username}&code=${code}`, {
      token: anon,
    });
    expect(valid.body).toEqual({ status: true, data: { valid: true } });
    const change = {
      username: user.username,
      code,
      password: 'tweede-fiets-84',
      confirmPassword: 'tweede-fiets-84',
    };
    const changed = await server.api('/billousers/changepassword', { token: anon, json: change });
    expect(changed.body).toEqual({ status: true, data: { changed: true } });
    expect(
      (await grant({ grant_type: 'password', username: user.username, password: 'tweede-fiets-84' })).status,
    ).toBe(200);
    expect(
      (await grant({ grant_type: 'password', username: user.username, password: 'eerste-paraplu-3' })).status,
    ).toBe(400);
    const again = await server.api('/billousers/changepassword', { token: anon, json: change });
    expect(again.status).toBe(400);
    expect(again.body.error).toBe('invalid_code');
  });

  it('writes the e-mail in the language asked for by lang or taal', async () => {
    const user = await newUser();
    const fr = (await resetCode(user.username, '&lang=fr')).mail;
    expect(fr.subject).toBe('Choisir un nouveau mot de passe');
    // The link keeps the language: the French reset page, not the Dutch one with a language query.
    expect(fr.text).toContain('https://book.example.be/fr/reset-password?username=');
    const en = (await resetCode(user.username, '&taal=EN')).mail;
    expect(en.subject).toBe('Set a new password');
    expect(en.text).toContain('https://book.example.be/en/reset-password?username=');
  });

  it('ends every session of the account once the password is reset', async () => {
    const user = await newUser();
    const session = (
      await grant({ grant_type: 'password', username: user.username, password: 'eerste-paraplu-3' })
    ).body;
    const { code } = await resetCode(user.username);
    await server.api('/billousers/changepassword', {
      token: anon,
      json: {
        username: user.username,
        code,
        password: 'tweede-fiets-84',
        confirmPassword: 'tweede-fiets-84',
      },
    });
    expect(
      (await server.api(`/billousers/leesuserid/${user.id}`, { token: session.access_token })).status,
    ).toBe(401);
    expect((await grant({ grant_type: 'refresh_token', refresh_token: session.refresh_token })).status).toBe(
      400,
    );
  });

  // Issue 23: the 404 told anyone which addresses have an account. Known and unknown addresses now get
  // the same answer; the unknown one is told by e-mail that there is no account and what to do.
  it.each([
    ['nl', 'Geen account met dit e-mailadres', /registreren/, 'https://book.example.be/register'],
    [
      'fr',
      'Aucun compte avec cette adresse e-mail',
      /créer un compte/,
      'https://book.example.be/fr/register',
    ],
    ['en', 'No account with this e-mail address', /register/, 'https://book.example.be/en/register'],
  ] as const)(
    'answers an address without an account as a known one, and mails it in %s what to do',
    async (lang, subject, advice, registerLink) => {
      const known = await newUser();
      const ask = (email: string) =>
        server.api(`/billousers/resetpasswordemail?email=${encodeURIComponent(email)}&lang=${lang}`, {
          token: anon,
        });
      const knownAnswer = await ask(known.username);
      const ghost = `ghost-${lang}-${Date.now()}@example.be`;
      const before = readOutbox(server.dataDir).length;
      const ghostAnswer = await ask(ghost);
      expect(ghostAnswer).toEqual(knownAnswer);
      expect(ghostAnswer).toEqual({ status: 200, body: { status: true, data: { sent: true } } });
      const mails = readOutbox(server.dataDir).slice(before);
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({ to: ghost, subject });
      expect(mails[0]!.text).toMatch(advice);
      expect(mails[0]!.text).toContain(registerLink);
      expect(mails[0]!.text).not.toMatch(/code=/);
      expect(mails[0]!.html).toContain(`href="${registerLink}"`);
    },
  );

  it('keeps the throttle for addresses without an account', async () => {
    const ghost = `ghost-throttle-${Date.now()}@example.be`;
    const answers = [];
    for (let i = 0; i < 6; i++)
      answers.push(
        (
          await server.api(`/billousers/resetpasswordemail?email=${encodeURIComponent(ghost)}`, {
            token: anon,
          })
        ).status,
      );
    expect(answers).toContain(429);
  });

  it('refuses a bad address, an unknown or expired code and a code for another username', async () => {
    expect((await server.api('/billousers/resetpasswordemail?email=nope', { token: anon })).body.field).toBe(
      'email',
    );
    const user = await newUser();
    const other = await newUser();
    const { code } = await resetCode(user.username);
    const check = (username: string, c: string) =>
      server.api(`/billousers/passwordresetvalid?username=${username}&code=${c}`, { token: anon });
    expect((await check(user.username, 'wrong')).body.error).toBe('invalid_code');
    expect((await check(other.username, code)).status).toBe(400);
    expect((await check(user.username, '')).body.field).toBe('code');
    await server.ctx.db.query(
      `UPDATE password_resets SET expires_at = now() - interval '1 second' WHERE user_id = $1`,
      [user.id],
    );
    expect((await check(user.username, code)).status).toBe(400);
  });

  it('refuses a new password that is too short or does not match, without spending the code', async () => {
    const user = await newUser();
    const { code } = await resetCode(user.username);
    const base = { username: user.username, code };
    const short = await server.api('/billousers/changepassword', {
      token: anon,
      json: { ...base, password: 'short', confirmPassword: 'short' },
    });
    expect(short.body).toMatchObject({ error: 'invalid_request', field: 'password' });
    expect(short.body.error_description).toMatch(/8 characters/);
    const mismatch = await server.api('/billousers/changepassword', {
      token: anon,
      json: { ...base, password: 'longenough1', confirmPassword: 'longenough2' },
    });
    expect(mismatch.body.field).toBe('password');
    const noCode = await server.api('/billousers/changepassword', {
      token: anon,
      json: { username: user.username, password: 'longenough1', confirmPassword: 'longenough1' },
    });
    expect(noCode.body.field).toBe('code');
    const valid = await server.api(`/billousers/passwordresetvalid?username=${user.username}&code=${code}`, {
      token: anon,
    });
    expect(valid.status).toBe(200);
  });

  it('sends 3 mails to an address from one client, then asks it to wait a minute', async () => {
    const user = await newUser();
    for (let i = 0; i < 3; i++) await resetCode(user.username);
    const res = await fetch(`${server.url}/api/billousers/resetpasswordemail?email=${user.username}`, {
      headers: { authorization: `Bearer ${anon}` },
    });
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('60');
    expect(await res.json()).toMatchObject({
      error: 'too_many_requests',
      error_description: 'Too many attempts; please try again in 60 seconds.',
    });
  });
});

describe('POST /api/billousers/changepassword while logged in', () => {
  it('needs the old password and keeps the current session but ends the others', async () => {
    const user = await newUser();
    const other = (
      await grant({ grant_type: 'password', username: user.username, password: 'eerste-paraplu-3' })
    ).body;
    const current = await token({
      grant_type: 'password',
      username: user.username,
      password: 'eerste-paraplu-3',
    });
    const wrong = await server.api('/billousers/changepassword', {
      token: current,
      json: { oldPassword: 'not it at all', password: 'tweede-fiets-84', confirmPassword: 'tweede-fiets-84' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ error: 'invalid_credentials', field: 'oldPassword' });
    const missing = await server.api('/billousers/changepassword', {
      token: current,
      json: { password: 'tweede-fiets-84', confirmPassword: 'tweede-fiets-84' },
    });
    expect(missing.body.field).toBe('oldPassword');
    const ok = await server.api('/billousers/changepassword', {
      token: current,
      json: {
        oldPassword: 'eerste-paraplu-3',
        password: 'tweede-fiets-84',
        confirmPassword: 'tweede-fiets-84',
      },
    });
    expect(ok.status).toBe(200);
    expect((await server.api(`/billousers/leesuserid/${user.id}`, { token: current })).status).toBe(200);
    expect(
      (await server.api(`/billousers/leesuserid/${user.id}`, { token: other.access_token })).status,
    ).toBe(401);
    expect(
      (await grant({ grant_type: 'password', username: user.username, password: 'tweede-fiets-84' })).status,
    ).toBe(200);
  });

  it('answers 401 for an anonymous token without a reset code', async () => {
    const { status } = await server.api('/billousers/changepassword', {
      token: anon,
      json: { oldPassword: 'x', password: 'tweede-fiets-84', confirmPassword: 'tweede-fiets-84' },
    });
    expect(status).toBe(401);
  });
});
