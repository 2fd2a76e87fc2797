import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from '../../../server/mail/mailer';
import { startTestServer, type TestServer } from '../../support/server';
import { STRONG_PASSWORD, insertUser } from '../../support/account-helpers';

let server: TestServer;
let anon: string;
beforeAll(async () => {
  server = await startTestServer({ PUBLIC_URL: 'https://book.example.be' });
  anon = (await server.api('/token', { json: { grant_type: 'client_credentials', client_id: 'webapp' } }))
    .body.access_token;
});
afterAll(() => server.close());

const users = async () =>
  (await server.ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users')).rows[0]!.n;

describe('a password that is long enough but easy to guess', () => {
  it.each([
    ['password', 'common'],
    ['12345678', 'common'],
    ['motdepasse', 'common'],
    ['azertyuiop', 'pattern'],
    ['abcdefgh', 'pattern'],
    ['wachtwoord', 'guessable'],
    ['jonas.wouters@example.be', 'personal'],
  ])('refuses %j at registration as %s, writing no user', async (password, reason) => {
    const before = await users();
    const { status, body } = await server.api('/billousers/newuser', {
      token: anon,
      json: {
        username: 'jonas.wouters@example.be',
        password,
        confirmPassword: password,
        firstname: 'Jonas',
        lastname: 'Wouters',
      },
    });
    expect(status).toBe(400);
    expect(body).toMatchObject({ status: false, error: 'weak_password', field: 'password', reason });
    expect(body.error_description).toMatch(/^The password is too easy to guess: /);
    expect(await users()).toBe(before);
  });

  it('refuses it in a reset, leaving the link usable', async () => {
    const user = await insertUser(server.ctx.db, 'resetter');
    await server.api(`/billousers/resetpasswordemail?email=${encodeURIComponent(user.username)}`, {
      token: anon,
    });
    const mail = readOutbox(server.dataDir).findLast((m) => m.to === user.username)!;
    const code = new URL(/https:\/\/\S+/.exec(mail.text)![0]).searchParams.get('code')!;
    const weak = await server.api('/billousers/changepassword', {
      token: anon,
      json: { username: user.username, code, password: '12345678', confirmPassword: '12345678' },
    });
    expect(weak.status).toBe(400);
    expect(weak.body).toMatchObject({ error: 'weak_password', reason: 'common' });
    const strong = await server.api('/billousers/changepassword', {
      token: anon,
      json: { username: user.username, code, password: 'kersen-tram-41', confirmPassword: 'kersen-tram-41' },
    });
    expect(strong.status).toBe(200);
  });

  it('refuses it in a change while logged in, also when it is built from the own e-mail address', async () => {
    const user = await insertUser(server.ctx.db, 'changer');
    const token = (
      await server.api('/token', {
        json: {
          client_id: 'webapp',
          grant_type: 'password',
          username: user.username,
          password: STRONG_PASSWORD,
        },
      })
    ).body.access_token;
    const own = user.username.slice(0, user.username.indexOf('@'));
    const weak = await server.api('/billousers/changepassword', {
      token,
      json: { oldPassword: STRONG_PASSWORD, password: own, confirmPassword: own },
    });
    expect(weak.status).toBe(400);
    expect(weak.body).toMatchObject({ error: 'weak_password', field: 'password', reason: 'personal' });
    const login = await server.api('/token', {
      json: {
        client_id: 'webapp',
        grant_type: 'password',
        username: user.username,
        password: STRONG_PASSWORD,
      },
    });
    expect(login.status).toBe(200);
  });
});
