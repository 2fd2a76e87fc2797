/**
 * Issue 24, step 2: the other e-mails owed about an order are scheduled work too (owed_mails, sent by
 * the scheduler's kind 'owed-mail'). The pickup time a dispatcher sets while SMTP is down reaches the
 * customer once SMTP is back, once; the dispatcher's call never waits on SMTP.
 */
import { afterAll, expect, it, vi } from 'vitest';
import { closedPort } from '../../soak/dependencies';
import { readableMail, startSmtpStandIn } from '../../support/smtp';
import { startTestServer } from '../../support/server';
import { staffToken } from '../../support/backoffice-fixtures';
import { ride } from '../../support/backoffice-orders-helpers';

const cleanup: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanup.reverse()) await c();
});
// A failed send is logged by design; the test reads what was recorded.
vi.spyOn(console, 'error').mockImplementation(() => {});

it('a pickup time set while SMTP is down is mailed once SMTP is back, once', async () => {
  const port = await closedPort();
  const server = await startTestServer({ SMTP_URL: `smtp://127.0.0.1:${port}` });
  cleanup.push(() => server.close());
  const dispatcher = await staffToken(server, 'dispatcher');
  const order = await ride(server, { daysAhead: 3, heenterug: 'H' });
  const set = await fetch(`${server.url}/api/backoffice/orders/${order.id}/legs/H/pickup-time`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${dispatcher.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ pickup_time: '06:15' }),
  });
  expect(set.status).toBe(200);
  await server.scheduler.settled();
  const owed = async () =>
    (
      await server.ctx.db.query<{ kind: string; sent: boolean; last_error: string | null }>(
        // The week reminder of the leg is owed here too (issue 24); this test is about the pickup time.
        "SELECT kind, sent_at IS NOT NULL AS sent, last_error FROM owed_mails WHERE order_id = $1 AND kind = 'pickup_time'",
        [order.id],
      )
    ).rows;
  expect(await owed()).toEqual([
    { kind: 'pickup_time', sent: false, last_error: expect.stringMatching(/ECONNREFUSED|connect/i) },
  ]);
  // The back office shows the mail still owed, with why it failed.
  const detail = await fetch(`${server.url}/api/backoffice/orders/${order.id}`, {
    headers: { authorization: `Bearer ${dispatcher.token}` },
  });
  const shown = ((await detail.json()) as { data: { owed_mails: unknown[] } }).data.owed_mails;
  expect(shown).toEqual([
    expect.objectContaining({
      kind: 'pickup_time',
      attempts: 1,
      last_error: expect.stringMatching(/connect/i),
    }),
  ]);

  const smtp = await startSmtpStandIn({ port });
  cleanup.push(() => smtp.close());
  await server.scheduler.tick(new Date(Date.now() + 31_000));
  await server.scheduler.tick(new Date(Date.now() + 86_400_000));
  // The week reminder of the same leg also names the time; the pickup-time mail is the one recorded so.
  const { rows } = await server.ctx.db.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM order_mails WHERE order_id = $1 AND kind = 'pickup_time'",
    [order.id],
  );
  expect(rows[0]!.n).toBe(1);
  const copies = smtp.received.filter((m) => /^Subject: Uw ophaaluur/im.test(readableMail(m)));
  expect(copies).toHaveLength(1);
  expect(await owed()).toEqual([{ kind: 'pickup_time', sent: true, last_error: null }]);
});

it('the cancellation an operator makes while SMTP is down is mailed once SMTP is back, once', async () => {
  const port = await closedPort();
  const server = await startTestServer({ SMTP_URL: `smtp://127.0.0.1:${port}` });
  cleanup.push(() => server.close());
  const operator = await staffToken(server, 'operator');
  const order = await ride(server, { daysAhead: 20, heenterug: 'H' });
  const cancelled = await fetch(`${server.url}/api/backoffice/orders/${order.id}/cancel`, {
    method: 'POST',
    headers: { authorization: `Bearer ${operator.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ refund: 'terms' }),
  });
  expect(cancelled.status).toBe(200);
  await server.scheduler.settled();
  const smtp = await startSmtpStandIn({ port });
  cleanup.push(() => smtp.close());
  await server.scheduler.tick(new Date(Date.now() + 31_000));
  await server.scheduler.tick(new Date(Date.now() + 86_400_000));
  const { rows } = await server.ctx.db.query<{ kind: string; sent: boolean }>(
    'SELECT kind, sent_at IS NOT NULL AS sent FROM owed_mails WHERE order_id = $1',
    [order.id],
  );
  expect(rows).toEqual([{ kind: 'cancellation', sent: true }]);
  const copies = smtp.received.filter((m) => /^Subject: Annulering van uw boeking/im.test(readableMail(m)));
  expect(copies).toHaveLength(1);
});
