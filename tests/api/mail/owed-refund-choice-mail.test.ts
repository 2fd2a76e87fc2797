/**
 * Issue 24: the refund-choice link the operator's cancellation owes the customer is owed work like every
 * other mail. With SMTP down the cancellation answers as usual and no usable secret waits in the
 * database; once SMTP is back the mail goes out once, with a link minted at the send that works.
 */
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { closedPort } from '../../soak/dependencies';
import { readableMail, startSmtpStandIn, type RunningSmtp } from '../../support/smtp';
import { startTestServer, type TestServer } from '../../support/server';
import { staffToken } from '../../support/backoffice-fixtures';
import { sandboxDecision, seedOrder, statusOf, visitor } from '../../support/payment-helpers';

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

it('owes the refund-choice link while SMTP is down and mails a working link once it is back, once', async () => {
  const owner = await visitor(server);
  const order = await seedOrder(server, { tokenId: owner.tokenId, totalCents: 12_300, taal: 'EN' });
  await sandboxDecision(server, owner.token, order.id, 'approve');
  expect(await statusOf(server, order.id)).toBe('paid');
  const operator = (await staffToken(server, 'operator')).token;
  const cancelled = await server.api(`/backoffice/orders/${order.id}/cancel`, {
    token: operator,
    json: { refund: 'choice' },
  });
  expect(cancelled.status).toBe(200);
  expect(cancelled.body.data.status).toBe('cancelled');
  const owed = async () =>
    (
      await server.ctx.db.query<{ params: unknown; sent: boolean; failed: boolean }>(
        `SELECT params, sent_at IS NOT NULL AS sent, last_error IS NOT NULL AS failed
           FROM owed_mails WHERE order_id = $1 AND kind = 'refund_choice'`,
        [order.id],
      )
    ).rows;
  // Owed, failed once, and holding nothing but what it is about: no secret in clear.
  expect(await owed()).toEqual([{ params: {}, sent: false, failed: true }]);

  smtp = await startSmtpStandIn({ port });
  await server.scheduler.tick(new Date(Date.now() + 31_000));
  await server.scheduler.tick(new Date(Date.now() + 3_600_000));
  const mails = smtp.received.map(readableMail).filter((m) => m.includes('/refund#t='));
  expect(mails).toHaveLength(1);
  expect(await owed()).toEqual([{ params: {}, sent: true, failed: false }]);
  const secret = /\/refund#t=([A-Za-z0-9_-]+)/.exec(mails[0]!)?.[1];
  const shown = await server.api('/refund-choice/view', {
    token: (await visitor(server)).token,
    json: { token: secret },
  });
  expect(shown.status).toBe(200);
  expect(shown.body.data).toMatchObject({ amount_cents: 12_300, options: ['card', 'coupon'] });
});
