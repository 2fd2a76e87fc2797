/**
 * Issue 24: the order confirmation is scheduled work. The customer's last step only commits the claim;
 * the scheduler sends it, retries it while SMTP is down, gives it up after MAIL_MAX_ATTEMPTS with the
 * failure on the order's back-office page, and the operator may send it again. Every test talks to the
 * real SMTP stand-in (tests/support/smtp.ts) and drives the scheduler's tick instead of waiting.
 */
import { afterAll, describe, expect, it, vi } from 'vitest';
import { closedPort } from '../../soak/dependencies';
import { readableMail, startSmtpStandIn, type RunningSmtp } from '../../support/smtp';
import { startTestServer, type TestServer } from '../../support/server';
import { auditEntries, backofficeCall, staffToken } from '../../support/backoffice-fixtures';
import { userToken } from '../../support/order-fixtures';
import { seedOrder, visitor } from '../../support/payment-helpers';

const cleanup: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanup.reverse()) await c();
});
// A failed send is logged by design; the tests read what was recorded.
vi.spyOn(console, 'error').mockImplementation(() => {});

async function server(env: Record<string, string>): Promise<TestServer> {
  const s = await startTestServer(env);
  cleanup.push(() => s.close());
  return s;
}
async function smtp(options: Parameters<typeof startSmtpStandIn>[0] = {}): Promise<RunningSmtp> {
  const s = await startSmtpStandIn(options);
  cleanup.push(() => s.close());
  return s;
}

/** A free order (total 0) awaiting its finish, and its owner's token. */
async function freeOrder(s: TestServer) {
  const me = await visitor(s);
  const order = await seedOrder(s, { tokenId: me.tokenId, totalCents: 0 });
  return { ...order, token: me.token };
}

/** The customer's last step, as the browser makes it: the answer only, no waiting on scheduled work. */
const finish = (s: TestServer, o: { id: number; token: string }) =>
  fetch(`${s.url}/api/payment/freeorderok/${o.id}`, { headers: { authorization: `Bearer ${o.token}` } });

/** How many copies of the confirmation of `bonnr` the stand-in received. */
const copies = (standIn: RunningSmtp, bonnr: string) =>
  standIn.received.filter((m) => readableMail(m).includes(bonnr)).length;

/**
 * The confirmation as the order's back-office page shows it, read with fetch itself: the test helper's
 * call would wait for the scheduled work, which a held send keeps running.
 */
async function shown(s: TestServer, token: string, id: number) {
  const res = await fetch(`${s.url}/api/backoffice/orders/${id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status).toBe(200);
  const body = (await res.json()) as { data: { confirmation: unknown } };
  return body.data.confirmation as {
    state: string;
    attempts: number;
    last_error: string | null;
    sent_at: string | null;
    resends: number;
  };
}

const later = (ms: number) => new Date(Date.now() + ms);

describe('POST /backoffice/orders/{id}/confirmation/resend', () => {
  it('is refused without a token, to a visitor, a customer and a dispatcher, and changes nothing', async () => {
    const s = await server({ SMTP_URL: `smtp://127.0.0.1:${await closedPort()}`, MAIL_MAX_ATTEMPTS: '1' });
    const o = await freeOrder(s);
    expect((await finish(s, o)).status).toBe(200);
    await s.scheduler.settled();
    const path = `/backoffice/orders/${o.id}/confirmation/resend`;
    const callers: [string, string | undefined, number][] = [
      ['no token', undefined, 401],
      ['visitor', (await visitor(s)).token, 401],
      ['customer', (await userToken(s)).token, 403],
      ['dispatcher', (await staffToken(s, 'dispatcher')).token, 403],
    ];
    for (const [who, token, expected] of callers) {
      const { status } = await s.api(path, { json: {}, ...(token ? { token } : {}) });
      expect([who, status]).toEqual([who, expected]);
    }
    const operator = await staffToken(s, 'operator');
    expect(await shown(s, operator.token, o.id)).toMatchObject({ state: 'given_up', resends: 0 });
    expect(await auditEntries(s, 'order', o.id)).toEqual([]);
  });

  it('answers 409 for an order that owes no confirmation', async () => {
    const s = await server({});
    const o = await freeOrder(s);
    const operator = await staffToken(s, 'operator');
    const { status, body } = await backofficeCall(
      s,
      operator.token,
      `/orders/${o.id}/confirmation/resend`,
      {},
    );
    expect(status).toBe(409);
    expect(body.error).toBe('no_confirmation');
  });
});

describe('the confirmation e-mail', () => {
  it('that failed while SMTP was down is delivered once SMTP is back, once', async () => {
    const port = await closedPort();
    const s = await server({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    const operator = await staffToken(s, 'operator');
    const o = await freeOrder(s);
    expect((await finish(s, o)).status).toBe(200);
    await s.scheduler.settled();
    const failed = await shown(s, operator.token, o.id);
    expect(failed).toMatchObject({ state: 'retrying', attempts: 1, sent_at: null });
    expect(failed.last_error).toMatch(/ECONNREFUSED|connect/i);
    // Calling the last step again does not send it (the scheduler owns it) and still answers 200.
    expect((await finish(s, o)).status).toBe(200);

    const back = await smtp({ port });
    // Before its retry time nothing is tried; after the first wait (30 s) it goes out.
    await s.scheduler.tick(later(1000));
    expect(copies(back, o.bonnr)).toBe(0);
    await s.scheduler.tick(later(31_000));
    expect(copies(back, o.bonnr)).toBe(1);
    expect(await shown(s, operator.token, o.id)).toMatchObject({ state: 'sent', last_error: null });
    await s.scheduler.tick(later(86_400_000));
    expect(copies(back, o.bonnr)).toBe(1);
  });

  it('is given up after MAIL_MAX_ATTEMPTS, shown so, and sent again by an operator, audited', async () => {
    const port = await closedPort();
    const s = await server({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_MAX_ATTEMPTS: '2' });
    const operator = await staffToken(s, 'operator');
    const o = await freeOrder(s);
    expect((await finish(s, o)).status).toBe(200);
    await s.scheduler.settled();
    await s.scheduler.tick(later(31_000));
    expect(await shown(s, operator.token, o.id)).toMatchObject({ state: 'given_up', attempts: 2 });

    const back = await smtp({ port });
    await s.scheduler.tick(later(86_400_000));
    expect(copies(back, o.bonnr)).toBe(0);

    const { status, body } = await backofficeCall(
      s,
      operator.token,
      `/orders/${o.id}/confirmation/resend`,
      {},
    );
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ confirmation: 'pending', before: 'given_up' });
    expect(copies(back, o.bonnr)).toBe(1);
    expect(await shown(s, operator.token, o.id)).toMatchObject({ state: 'sent', resends: 1 });
    const [entry] = await auditEntries(s, 'order', o.id);
    expect(entry).toMatchObject({
      action: 'order.confirmation_resend',
      actor_email: operator.email,
      before: { confirmation: 'given_up' },
    });
  });

  it('with SMTP hanging: the last step answers before the send ends', async () => {
    let release!: () => void;
    const hold = new Promise<void>((r) => (release = r));
    const events: string[] = [];
    const hanging = await smtp({ hold, onMessage: () => events.push('message arrived, unanswered') });
    const s = await server({ SMTP_URL: hanging.url });
    const operator = await staffToken(s, 'operator');
    const o = await freeOrder(s);
    const answer = await finish(s, o);
    events.push(`answered ${answer.status}`);
    // The stand-in holds its answer to the message until released, so the send cannot have ended.
    await hanging.messages(1);
    expect(await shown(s, operator.token, o.id)).toMatchObject({ state: 'sending', sent_at: null });
    release();
    await s.scheduler.settled();
    events.push('send ended');
    expect(events.indexOf('answered 200')).toBeGreaterThanOrEqual(0);
    expect(events.indexOf('answered 200')).toBeLessThan(events.indexOf('send ended'));
    expect(await shown(s, operator.token, o.id)).toMatchObject({ state: 'sent' });
    expect(copies(hanging, o.bonnr)).toBe(1);
  });
});
