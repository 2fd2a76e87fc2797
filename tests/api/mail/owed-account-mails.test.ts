/**
 * Issue 24, the mails that are not about an order: the password reset, the notice of an e-mail change
 * and the organiser's mails are owed work like the order's (owed_mails, sent by the scheduler's kind
 * 'owed-mail'). With the SMTP server down the calls answer as usual, nothing is lost, and every mail
 * arrives once SMTP is back, once. The reset still answers an address without an account exactly as a
 * known one, SMTP up or down.
 */
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { approveOrganiser } from '../../../server/cli/organiser-commands';
import { closedPort } from '../../soak/dependencies';
import { readableMail, startSmtpStandIn, type RunningSmtp } from '../../support/smtp';
import { startTestServer, type TestServer } from '../../support/server';
import { STRONG_PASSWORD, insertUser } from '../../support/account-helpers';
import { requestOrganiser } from '../../support/event-fixtures';

// A failed send is logged by design; the test reads what was recorded.
vi.spyOn(console, 'error').mockImplementation(() => {});

let port: number;
let server: TestServer;
let smtp: RunningSmtp | undefined;
beforeAll(async () => {
  port = await closedPort();
  server = await startTestServer({ SMTP_URL: `smtp://127.0.0.1:${port}` });
});
afterAll(async () => {
  await server.close();
  await smtp?.close();
});

const anonymous = async () =>
  (await server.api('/token', { json: { grant_type: 'client_credentials', client_id: 'webapp' } })).body
    .access_token as string;

/** The owed rows of the mails to/about nobody's order, oldest first. */
const owedAccountMails = async () =>
  (
    await server.ctx.db.query<{ kind: string; sent: boolean; failed: boolean }>(
      `SELECT kind, sent_at IS NOT NULL AS sent, last_error IS NOT NULL AS failed
         FROM owed_mails WHERE order_id IS NULL ORDER BY id`,
    )
  ).rows;

const subjects = () => (smtp?.received ?? []).map((m) => /^Subject: (.*)$/m.exec(readableMail(m))?.[1] ?? '');
const recipients = () => (smtp?.received ?? []).map((m) => /^To: (.*)$/m.exec(m)?.[1] ?? '');

let known: { id: number; username: string };
let ghost: string;
let mover: { id: number; username: string };
let organiser: string;

it('answers a reset with SMTP down as usual, for a known address and an unknown one alike', async () => {
  known = await insertUser(server.ctx.db, 'reset');
  ghost = `ghost-${Date.now()}@example.be`;
  const token = await anonymous();
  const ask = (email: string) =>
    server.api(`/billousers/resetpasswordemail?email=${encodeURIComponent(email)}&lang=en`, { token });
  const knownAnswer = await ask(known.username);
  const ghostAnswer = await ask(ghost);
  expect(knownAnswer).toEqual({ status: 200, body: { status: true, data: { sent: true } } });
  expect(ghostAnswer).toEqual(knownAnswer);
  // The owed mail holds no code: each attempt mints its own, kept only as a hash, when it sends.
  const { rows } = await server.ctx.db.query<{ params: unknown }>(
    "SELECT params FROM owed_mails WHERE kind = 'password_reset'",
  );
  expect(rows).toEqual([{ params: { user_id: known.id, lang: 'en' } }]);
});

it('changes the e-mail address with SMTP down and owes the old address its notice', async () => {
  mover = await insertUser(server.ctx.db, 'mover');
  const { body } = await server.api('/token', {
    json: {
      client_id: 'webapp',
      grant_type: 'password',
      username: mover.username,
      password: STRONG_PASSWORD,
    },
  });
  const res = await server.api('/billousers/edituser', {
    token: body.access_token,
    json: { email: `moved-${Date.now()}@example.be`, password: STRONG_PASSWORD },
  });
  expect(res.status).toBe(200);
  expect(res.body.data.user.email).toMatch(/^moved-/);
});

it('takes an organiser request and its approval with SMTP down', async () => {
  const req = await requestOrganiser(server, { taal: 'EN' });
  expect(req.status).toBe(201);
  organiser = req.username;
  await approveOrganiser(server.ctx, { email: organiser, by: 'test' });
  await server.scheduler.settled();
  expect(await owedAccountMails()).toEqual(
    ['password_reset', 'reset_no_account', 'email_change', 'organiser', 'organiser'].map((kind) => ({
      kind,
      sent: false,
      failed: true,
    })),
  );
});

it('sends every one of them once SMTP is back, once, with a reset link that works', async () => {
  smtp = await startSmtpStandIn({ port });
  await server.scheduler.tick(new Date(Date.now() + 31_000));
  await server.scheduler.tick(new Date(Date.now() + 3_600_000));
  expect(subjects().sort()).toEqual(
    [
      'Set a new password',
      'No account with this e-mail address',
      'Het e-mailadres van uw account is gewijzigd',
      'Your My-Events request has been received',
      'Your organiser account has been approved',
    ].sort(),
  );
  expect(recipients()).toEqual(
    expect.arrayContaining([known.username, ghost, mover.username, organiser, organiser]),
  );
  expect((await owedAccountMails()).every((m) => m.sent)).toBe(true);
  const reset = readableMail(smtp.received.find((m) => /Subject: Set a new password/.test(m))!);
  const code = /code=([A-Za-z0-9_-]+)/.exec(reset)?.[1];
  expect(code).toBeDefined();
  const valid = await server.api(
    `/billousers/passwordresetvalid?username=${encodeURIComponent(known.username)}&code=${code}`,
    { token: await anonymous() },
  );
  expect(valid.status).toBe(200);
});
