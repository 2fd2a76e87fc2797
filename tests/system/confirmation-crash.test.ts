/**
 * Issue 24: kill -9 of the real server (server/main.ts as a child process) while it sends an order's
 * confirmation. The SMTP stand-in has the message but holds its answer, so the server dies between
 * `sending_at` and `sent_at`. The next process must not send it again on its own: the mail is marked
 * uncertain for the operator, who may send it again. It is never lost and never sent twice unasked.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { orderDetail } from '../../server/backoffice/order-detail';
import {
  CONFIRMATION_KIND,
  CONFIRMATION_SEND_TIMEOUT_MS,
  resendConfirmation,
} from '../../server/payment/confirmation';
import { startServer, type RunningServer } from '../../server/server';
import { spawnServer } from '../soak/process';
import type { TestServer } from '../support/server';
import { readableMail, startSmtpStandIn, type RunningSmtp } from '../support/smtp';
import { templateDir } from '../support/template';
import { seedOrder, visitor } from '../support/payment-helpers';

const cleanup: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const c of cleanup.reverse()) await c();
});

/** The product server in this process on `dataDir`, as a test server is, with `env` on top. */
async function inProcess(dataDir: string, env: Record<string, string>): Promise<RunningServer> {
  const config = loadConfig({
    ...process.env,
    DATABASE_URL: '',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO: '0',
    JOBS_INTERVAL_SECONDS: '0',
    ...env,
  });
  return startServer(config);
}

const copies = (smtp: RunningSmtp, bonnr: string) =>
  smtp.received.filter((m) => readableMail(m).includes(bonnr)).length;

it('kill -9 during the send leaves the confirmation sent once or uncertain, never sent twice', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'tb-crash-mail-'));
  cleanup.push(() => rmSync(dataDir, { recursive: true, force: true }));
  cpSync(templateDir(), join(dataDir, 'pglite'), { recursive: true });

  // The order and its owner's token, written before the child opens the embedded database.
  const seeding = await inProcess(dataDir, {});
  // The payment helpers take a test server; this one only needs its JSON call.
  const asTestServer = {
    ...seeding,
    dataDir,
    async api(path: string, init: { json?: unknown } = {}) {
      const res = await fetch(`${seeding.url}/api${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(init.json),
      });
      return { status: res.status, body: (await res.json()) as any };
    },
  } as unknown as TestServer;
  const me = await visitor(asTestServer);
  const order = await seedOrder(asTestServer, { tokenId: me.tokenId, totalCents: 0 });
  await seeding.close();

  const held = await startSmtpStandIn({ hold: new Promise<void>(() => undefined) });
  cleanup.push(() => held.close());
  const child = await spawnServer({ DATA_DIR: dataDir, SMTP_URL: held.url, JOBS_INTERVAL_SECONDS: '0' });
  cleanup.push(() => {
    if (child.child.exitCode === null && child.child.signalCode === null) child.child.kill('SIGKILL');
  });
  const answer = await fetch(`${child.url}/api/payment/freeorderok/${order.id}`, {
    headers: { authorization: `Bearer ${me.token}` },
  });
  expect(answer.status).toBe(200);
  // The message reached the SMTP server, which has not answered: the send is under way. Kill it now.
  await held.messages(1);
  child.child.kill('SIGKILL');
  await child.exit;

  const smtp = await startSmtpStandIn();
  cleanup.push(() => smtp.close());
  const next = await inProcess(dataDir, { SMTP_URL: smtp.url });
  cleanup.push(() => next.close());
  // At once and long after the send's timeout, the next process sends nothing on its own.
  await next.scheduler.tick();
  const afterTimeout = new Date(Date.now() + CONFIRMATION_SEND_TIMEOUT_MS + 60_000);
  await next.scheduler.tick(afterTimeout);
  await next.scheduler.tick(new Date(afterTimeout.getTime() + 86_400_000));
  expect(copies(held, order.bonnr) + copies(smtp, order.bonnr)).toBe(1);

  const detail = await orderDetail(next.ctx.db, order.id, new Date());
  expect(detail?.confirmation).toMatchObject({ state: 'uncertain', sent_at: null });

  // The operator decides to send it again (the back office's resend, tests/api/mail/confirmation-mail.test.ts).
  await next.ctx.db.transaction((tx) => resendConfirmation(tx, order.id, new Date()));
  next.scheduler.wake(CONFIRMATION_KIND);
  await next.scheduler.settled();
  expect(copies(smtp, order.bonnr)).toBe(1);
  expect((await orderDetail(next.ctx.db, order.id, new Date()))?.confirmation).toMatchObject({
    state: 'sent',
    resends: 1,
  });
});
