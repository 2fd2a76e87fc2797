import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from '../../../server/mail/mailer';
import { signShaOut } from '../../../server/payment/shasign';
import { startTestServer, type TestServer } from '../../support/server';
import {
  sandboxDecision,
  sandboxKeys,
  seedOrder,
  statusOf,
  visitor,
  type Visitor,
} from '../../support/payment-helpers';

let server: TestServer;
let me: Visitor;
beforeAll(async () => {
  server = await startTestServer();
  me = await visitor(server);
});
afterAll(() => server.close());

/**
 * Follows a provider return URL like a browser, without following our own redirect. The outcome page's
 * key (`#ref=…`, only on a decision's first return: tests/api/manage/replayed-keys.test.ts) is checked for
 * shape and left out of `location`.
 */
async function land(url: URL | string, init: RequestInit = {}) {
  const res = await fetch(url, { redirect: 'manual', ...init });
  // The confirmation a return owes is sent by the scheduler after the answer; tests read it next.
  await server.scheduler.settled();
  const [location, fragment] = (res.headers.get('location') ?? '').split('#');
  if (res.status === 303 && fragment !== undefined) expect(fragment).toMatch(/^ref=[A-Za-z0-9_-]{43}$/);
  return { status: res.status, location: location || null, body: await res.text() };
}

// The customer's mails name the booking code in their subject (issue 31).
const mailsTo = (ecode: string) => readOutbox(server.dataDir).filter((m) => m.subject.includes(ecode));

describe('an approval', () => {
  it('is made paid by the post-sale before the browser returns, and the accept URL shows the confirmed page', async () => {
    const order = await seedOrder(server, { tokenId: me.tokenId });
    const back = await sandboxDecision(server, me.token, order.id, 'approve');
    expect(back.pathname).toBe('/api/payment/accept');
    expect(await statusOf(server, order.id)).toBe('paid');
    const { status, location } = await land(back);
    expect(status).toBe(303);
    expect(location).toBe(`/order-confirmed?orderID=${order.bonnr}&PAYID=${back.searchParams.get('PAYID')}`);
  });

  it('replayed ten times makes one paid order, one payment event and one e-mail', async () => {
    const order = await seedOrder(server, { tokenId: me.tokenId });
    const back = await sandboxDecision(server, me.token, order.id, 'approve');
    const answers = await Promise.all(Array.from({ length: 10 }, () => land(back)));
    expect(answers.every((a) => a.status === 303 && a.location?.startsWith('/order-confirmed?'))).toBe(true);
    const post = await land(`${server.url}/api/payment/postsale`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: back.searchParams.toString(),
    });
    expect(post).toMatchObject({ status: 200, body: 'OK' });
    expect(await statusOf(server, order.id)).toBe('paid');
    const events = await server.ctx.db.query('SELECT to_status FROM payment_events WHERE order_id = $1', [
      order.id,
    ]);
    expect(events.rows).toEqual([{ to_status: 'paid' }]);
    const changes = await server.ctx.db.query('SELECT 1 FROM order_status_changes WHERE order_id = $1', [
      order.id,
    ]);
    expect(changes.rows).toHaveLength(1);
    const mails = mailsTo(order.ecode);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: 'tine@example.be', attachments: [`booking-${order.bonnr}.ics`] });
    expect(mails[0]!.text).toContain(order.ecode);
  });
});

describe('a refusal, a cancel and an exception', () => {
  it('marks a declined payment failed and sends the browser to the failed page with the order suffix', async () => {
    const order = await seedOrder(server, { tokenId: me.tokenId });
    const back = await sandboxDecision(server, me.token, order.id, 'decline');
    expect(back.pathname).toBe('/api/payment/decline');
    expect((await land(back)).location).toBe(`/order-failed?orderID=${order.bonnr}`);
    expect(await statusOf(server, order.id)).toBe('failed');
    expect(mailsTo(order.ecode)).toHaveLength(0);
  });

  it('marks a canceled payment payment_cancelled and sends the browser to the canceled page', async () => {
    const order = await seedOrder(server, { tokenId: me.tokenId });
    const back = await sandboxDecision(server, me.token, order.id, 'cancel');
    expect(back.pathname).toBe('/api/payment/cancel');
    expect((await land(back)).location).toBe(`/order-canceled?orderID=${order.bonnr}`);
    expect(await statusOf(server, order.id)).toBe('payment_cancelled');
  });

  it('leaves an order awaiting payment on an uncertain status (92) and says so on the failed page', async () => {
    const order = await seedOrder(server, { tokenId: me.tokenId });
    const back = await sandboxDecision(server, me.token, order.id, 'fail');
    expect(back.pathname).toBe('/api/payment/exception');
    expect(back.searchParams.get('STATUS')).toBe('92');
    expect((await land(back)).location).toBe(`/order-failed?orderID=${order.bonnr}&pending=1`);
    expect(await statusOf(server, order.id)).toBe('awaiting_payment');
  });

  it('lets a failed order be paid on a new attempt, and ignores a late refusal once paid', async () => {
    const order = await seedOrder(server, { tokenId: me.tokenId });
    const declined = await sandboxDecision(server, me.token, order.id, 'decline');
    const approved = await sandboxDecision(server, me.token, order.id, 'approve');
    expect(approved.searchParams.get('ORDERID')).not.toBe(declined.searchParams.get('ORDERID'));
    expect(await statusOf(server, order.id)).toBe('paid');
    expect((await land(declined)).location).toBe(
      `/order-confirmed?orderID=${order.bonnr}&PAYID=${approved.searchParams.get('PAYID')}`,
    );
    expect(await statusOf(server, order.id)).toBe('paid');
  });
});

describe('a forged or altered return', () => {
  async function rejections() {
    return (await server.ctx.db.query('SELECT reason FROM payment_rejections ORDER BY id')).rows.map(
      (r) => r.reason,
    );
  }

  it('changes nothing, is logged and answers 400 when STATUS is changed', async () => {
    const order = await seedOrder(server, { tokenId: me.tokenId });
    const back = await sandboxDecision(server, me.token, order.id, 'decline');
    await server.ctx.db.query(`UPDATE orders SET status = 'awaiting_payment' WHERE id = $1`, [order.id]);
    back.searchParams.set('STATUS', '9');
    const before = (await rejections()).length;
    const { status, body } = await land(back.href.replace('/decline', '/accept'));
    expect(status).toBe(400);
    expect(JSON.parse(body)).toMatchObject({ status: false, error: 'invalid_payment_message' });
    expect(await statusOf(server, order.id)).toBe('awaiting_payment');
    expect((await rejections()).slice(before)).toEqual(['SHASIGN does not match the parameters']);
  });

  it('is refused without a signature, via the post-sale too', async () => {
    const order = await seedOrder(server, { tokenId: me.tokenId });
    const back = await sandboxDecision(server, me.token, order.id, 'cancel');
    await server.ctx.db.query(`UPDATE orders SET status = 'awaiting_payment' WHERE id = $1`, [order.id]);
    back.searchParams.delete('SHASIGN');
    back.searchParams.set('STATUS', '9');
    const res = await land(`${server.url}/api/payment/postsale?${back.searchParams}`, { method: 'POST' });
    expect(res.status).toBe(400);
    expect(await statusOf(server, order.id)).toBe('awaiting_payment');
    expect((await rejections()).at(-1)).toBe('SHASIGN is missing');
  });

  it('is refused when correctly signed but for another amount or an ORDERID this server never issued', async () => {
    const order = await seedOrder(server, { tokenId: me.tokenId });
    const back = await sandboxDecision(server, me.token, order.id, 'cancel');
    await server.ctx.db.query(`UPDATE orders SET status = 'awaiting_payment' WHERE id = $1`, [order.id]);
    const keys = await sandboxKeys(server);
    const resign = (change: Record<string, string>) => {
      const params = Object.fromEntries(back.searchParams);
      Object.assign(params, change, { STATUS: '9', PAYID: '999' });
      params.SHASIGN = signShaOut(params, keys.sha_out, 'sha512');
      return `${server.url}/api/payment/accept?${new URLSearchParams(params)}`;
    };
    expect((await land(resign({ AMOUNT: '1' }))).status).toBe(400);
    expect((await land(resign({ ORDERID: 'TB1-1' }))).status).toBe(400);
    expect(await statusOf(server, order.id)).toBe('awaiting_payment');
    expect((await rejections()).slice(-2)).toEqual([
      'AMOUNT or CURRENCY differs from the prepared payment',
      'ORDERID is not a payment this server prepared',
    ]);
  });

  it('is refused when a name is sent twice with different values', async () => {
    const order = await seedOrder(server, { tokenId: me.tokenId });
    const back = await sandboxDecision(server, me.token, order.id, 'decline');
    back.searchParams.append('status', '9');
    expect((await land(back)).status).toBe(400);
  });
});
