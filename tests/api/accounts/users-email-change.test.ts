import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from '../../../server/mail/mailer';
import { startTestServer, type TestServer } from '../../support/server';
import { STRONG_PASSWORD, insertUser } from '../../support/account-helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ PUBLIC_URL: 'https://book.example.be' });
});
afterAll(() => server.close());

/** A logged-in consumer writing in `lang`: id, username (= e-mail address) and user token. */
async function account(lang: 'nl' | 'fr' | 'en' = 'nl') {
  const user = await insertUser(server.ctx.db, 'mover');
  await server.ctx.db.query('UPDATE users SET lang = $2 WHERE id = $1', [user.id, lang]);
  const { body } = await server.api('/token', {
    json: { client_id: 'webapp', grant_type: 'password', username: user.username, password: STRONG_PASSWORD },
  });
  return { ...user, token: body.access_token as string };
}

const edit = (token: string, json: Record<string, unknown>) =>
  server.api('/billousers/edituser', { token, json });
const emailOf = async (id: number) =>
  (await server.ctx.db.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [id])).rows[0]
    ?.email;
const mailsTo = (to: string) => readOutbox(server.dataDir).filter((m) => m.to === to);

describe('changing the e-mail address with POST /api/billousers/edituser', () => {
  it('refuses a new address without the current password, changing nothing', async () => {
    const me = await account();
    const { status, body } = await edit(me.token, { email: 'thief@example.be', firstname: 'Mallory' });
    expect(status).toBe(400);
    expect(body).toMatchObject({ error: 'invalid_request', field: 'password' });
    expect(body.error_description).toMatch(/current password/);
    expect(await emailOf(me.id)).toBe(me.username);
    const { rows } = await server.ctx.db.query('SELECT firstname FROM users WHERE id = $1', [me.id]);
    expect(rows[0]).toEqual({ firstname: 'Lies' });
    expect(mailsTo(me.username)).toEqual([]);
  });

  it('refuses a wrong current password, naming it, and throttles guesses like logins', async () => {
    const me = await account();
    for (let i = 0; i < 5; i++) {
      const wrong = await edit(me.token, { email: 'thief@example.be', password: `guess-${i}` });
      expect(wrong.status).toBe(400);
      expect(wrong.body).toMatchObject({ error: 'invalid_credentials', field: 'password' });
    }
    const throttled = await edit(me.token, { email: 'thief@example.be', password: STRONG_PASSWORD });
    expect(throttled.status).toBe(429);
    expect(await emailOf(me.id)).toBe(me.username);
  });

  it('changes the address with the current password and tells the old address in its language', async () => {
    const me = await account('fr');
    const { status, body } = await edit(me.token, { email: 'nouveau@example.be', password: STRONG_PASSWORD });
    expect(status).toBe(200);
    expect(body.data.user.email).toBe('nouveau@example.be');
    const [notice, ...more] = mailsTo(me.username);
    expect(more).toEqual([]);
    expect(notice!.subject).toBe('L’adresse e-mail de votre compte a été modifiée');
    expect(notice!.text).toContain(`${me.username} a été remplacée par nouveau@example.be`);
    expect(notice!.text).toContain('https://book.example.be/fr/contact');
    expect(mailsTo('nouveau@example.be')).toEqual([]);
  });

  it('needs no password to keep the address (in any case) or change other details', async () => {
    const me = await account();
    const { status } = await edit(me.token, { email: me.username.toUpperCase(), phone: '+32 470 12 34 56' });
    expect(status).toBe(200);
    expect(mailsTo(me.username)).toEqual([]);
  });
});

describe('an e-mail change while the mail server cannot be reached', () => {
  it('changes the address and keeps the notice to the old one owed until it can be sent (issue 24)', async () => {
    const down = await startTestServer({ SMTP_URL: 'smtp://127.0.0.1:9' });
    try {
      const user = await insertUser(down.ctx.db, 'stranded');
      const { body } = await down.api('/token', {
        json: {
          client_id: 'webapp',
          grant_type: 'password',
          username: user.username,
          password: STRONG_PASSWORD,
        },
      });
      const res = await down.api('/billousers/edituser', {
        token: body.access_token,
        json: { email: 'elsewhere@example.be', password: STRONG_PASSWORD },
      });
      expect(res.status).toBe(200);
      const { rows } = await down.ctx.db.query('SELECT email FROM users WHERE id = $1', [user.id]);
      expect(rows[0]).toEqual({ email: 'elsewhere@example.be' });
      const owed = await down.ctx.db.query<{ to: string; sent: boolean }>(
        `SELECT params->>'from' AS to, sent_at IS NOT NULL AS sent FROM owed_mails WHERE kind = 'email_change'`,
      );
      expect(owed.rows).toEqual([{ to: user.username, sent: false }]);
    } finally {
      await down.close();
    }
  });
});
