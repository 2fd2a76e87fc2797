import { readFileSync } from 'node:fs';
import type { Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox, sendMail } from '../../../server/mail/mailer';
import { writeOperatorFile } from '../../support/operator-file';
import { startTestServer, type TestServer } from '../../support/server';
import { smtpStandIn } from '../../support/smtp';

describe('sendMail() without SMTP_URL', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ OPERATOR_FILE: writeOperatorFile() });
  });
  afterAll(() => server.close());

  it('writes a complete .eml message with its attachments to the outbox, oldest first', async () => {
    expect(readOutbox(server.dataDir)).toEqual([]);
    const first = await sendMail(server.ctx, {
      to: 'klant@example.be',
      lang: 'nl',
      subject: 'Bevestiging van je rit',
      text: 'Je rit is geboekt.',
      html: '<p>Je rit is <b>geboekt</b>.</p>',
      attachments: [
        {
          filename: 'rit.ics',
          content: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n',
          contentType: 'text/calendar',
        },
      ],
    });
    await sendMail(server.ctx, { to: 'second@example.be', lang: 'en', subject: 'Two', text: 'Second.' });
    const box = readOutbox(server.dataDir);
    expect(box.map((m) => m.subject)).toEqual(['Bevestiging van je rit', 'Two']);
    expect(box[0]).toMatchObject({
      file: first.file,
      from: 'Taxi Test ritten <ritten@taxitest.example>',
      to: 'klant@example.be',
      attachments: ['rit.ics'],
      messageId: first.messageId,
    });
    const eml = readFileSync(first.file!, 'utf8');
    // Issue 30: every e-mail ends with one closing in its language and the operator's contact block.
    expect(box[0]!.text).toMatch(
      /^Je rit is geboekt\.\n\nMet vriendelijke groeten,\nHet team van Taxi Test\n\n-- \nTaxi Test NV\n/,
    );
    expect(box[1]!.text).toMatch(/^Second\.\n\nKind regards,\nThe Taxi Test team\n\n-- \nTaxi Test NV\n/);
    expect(box[1]!.text).toMatch(
      /· contact@taxitest\.example · http:\/\/[^/]+\/en\/\nBTW\/TVA\/VAT BE 0440\.966\.354 · RPR\/RPM Antwerpen, afdeling Antwerpen\n$/,
    );
    expect(eml).toMatch(/^From: Taxi Test ritten <ritten@taxitest\.example>$/m);
    expect(eml).toMatch(/^To: klant@example\.be$/m);
    expect(eml).toContain('Content-Type: text/calendar');
    expect(eml).toContain('filename=rit.ics');
  });
});

describe('sendMail() with SMTP_URL', () => {
  const received: string[] = [];
  let smtp: Server;
  let server: TestServer;
  beforeAll(async () => {
    smtp = smtpStandIn(received);
    await new Promise<void>((r) => smtp.listen(0, '127.0.0.1', r));
    server = await startTestServer({ SMTP_URL: `smtp://127.0.0.1:${(smtp.address() as AddressInfo).port}` });
  });
  afterAll(async () => {
    await server.close();
    await new Promise((r) => smtp.close(r));
  });

  it('delivers the password-reset e-mail over SMTP instead of the outbox', async () => {
    const anon = (
      await server.api('/token', { json: { grant_type: 'client_credentials', client_id: 'webapp' } })
    ).body.access_token;
    await server.api('/billousers/newuser', {
      token: anon,
      json: {
        username: 'smtp@example.be',
        password: 'lange-kerstboom-9',
        confirmPassword: 'lange-kerstboom-9',
        lang: 'en',
      },
    });
    const { status } = await server.api('/billousers/resetpasswordemail?email=smtp@example.be', {
      token: anon,
    });
    expect(status).toBe(200);
    expect(received).toHaveLength(1);
    expect(received[0]).toMatch(/^Subject: Set a new password$/m);
    expect(received[0]).toMatch(/^To: smtp@example\.be$/m);
    expect(readOutbox(server.dataDir)).toEqual([]);
  });
});

describe('a mail server that cannot be reached', () => {
  it('answers the reset request as usual and keeps the mail owed (issue 24), not a 503 or a 500', async () => {
    const server = await startTestServer({ SMTP_URL: 'smtp://127.0.0.1:9' });
    try {
      const anon = (
        await server.api('/token', { json: { grant_type: 'client_credentials', client_id: 'webapp' } })
      ).body.access_token;
      await server.api('/billousers/newuser', {
        token: anon,
        json: {
          username: 'down@example.be',
          password: 'lange-kerstboom-9',
          confirmPassword: 'lange-kerstboom-9',
        },
      });
      const { status, body } = await server.api('/billousers/resetpasswordemail?email=down@example.be', {
        token: anon,
      });
      expect(status).toBe(200);
      expect(body).toEqual({ status: true, data: { sent: true } });
      const { rows } = await server.ctx.db.query<{ sent: boolean; failed: boolean }>(
        `SELECT sent_at IS NOT NULL AS sent, last_error IS NOT NULL AS failed FROM owed_mails
          WHERE kind = 'password_reset'`,
      );
      expect(rows).toEqual([{ sent: false, failed: true }]);
    } finally {
      await server.close();
    }
  });
});
